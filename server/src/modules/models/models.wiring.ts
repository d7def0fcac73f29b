import type { Db } from '../../infra/db/database.js';
import type { FileUrlSigner } from '../files/index.js';
import { createAccountFlagsRepository } from './account-flags.repository.js';
import { createModelsRepository } from './models.repository.js';
import { createModelsService, type ModelImagesSource } from './models.service.js';
import { createOverviewService } from './overview.service.js';
import { createRulesGate } from './rules-gate.js';

/** Models and their owners' flags: what training, uploads, generation and packs build on. */
export function createModelsComponents(deps: { db: Db }) {
  const modelsRepository = createModelsRepository(deps.db);
  const accountFlagsRepository = createAccountFlagsRepository(deps.db);
  return { modelsRepository, accountFlagsRepository, rulesGate: createRulesGate(accountFlagsRepository) };
}
export type ModelsComponents = ReturnType<typeof createModelsComponents>;

export interface ModelPagesDeps {
  models: ModelsComponents;
  fileUrlSigner: FileUrlSigner;
  balance: (accountId: number) => Promise<number>;
  /** Trainings a purchase included that no training has used yet (the credits module's). */
  includedTrainings: (accountId: number) => Promise<number>;
  /** Each model's generated images (the generation module's). */
  images: ModelImagesSource;
  /** The pack purchase waiting to be generated, for the train page (the packs module's). */
  pendingPackPurchaseId: (accountId: number) => Promise<number | null>;
  /** The configured trainer's expected minutes (config.training). */
  trainingMinutes: number;
}

/**
 * The models pages (models, details, train overview, gen status): built once the modules whose facts
 * they show (generated images, pack purchases) exist, so nothing is bound late.
 */
export function createModelPages(deps: ModelPagesDeps) {
  const { modelsRepository: models, accountFlagsRepository: accounts } = deps.models;
  return {
    modelsService: createModelsService({ models, accounts, files: deps.fileUrlSigner, images: deps.images }),
    overviewService: createOverviewService({
      models, accounts, balance: deps.balance, includedTrainings: deps.includedTrainings, pendingPackPurchaseId: deps.pendingPackPurchaseId, trainingMinutes: deps.trainingMinutes,
    }),
  };
}
export type ModelPages = ReturnType<typeof createModelPages>;
