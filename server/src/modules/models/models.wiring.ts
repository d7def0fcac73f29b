import type { Db } from '../../infra/db/database.js';
import type { FileUrlSigner } from '../files/file-url-signer.js';
import { createAccountFlagsRepository } from './account-flags.repository.js';
import { createModelsRepository } from './models.repository.js';
import { createModelsService, type ModelImagesSource } from './models.service.js';
import { createOverviewService } from './overview.service.js';
import { createRulesGate } from './rules-gate.js';

export interface ModelsWiringDeps {
  db: Db;
  fileUrlSigner: FileUrlSigner;
  balance: (accountId: number) => Promise<number>;
  /** What the generation module adds to the models pages: each model's images. */
  generated?: ModelImagesSource;
  /** The packs module's pack purchase waiting to be generated, for the train page. */
  pendingPackPurchaseId?: (accountId: number) => Promise<number | null>;
}

/** Models, their owners' flags and the models pages, wired once by the container. */
export function createModelsComponents(deps: ModelsWiringDeps) {
  const { generated } = deps;
  const modelsRepository = createModelsRepository(deps.db);
  const accountFlagsRepository = createAccountFlagsRepository(deps.db);
  return {
    modelsRepository,
    accountFlagsRepository,
    rulesGate: createRulesGate(accountFlagsRepository),
    modelsService: createModelsService({
      models: modelsRepository, accounts: accountFlagsRepository, files: deps.fileUrlSigner, images: generated,
    }),
    overviewService: createOverviewService({
      models: modelsRepository, accounts: accountFlagsRepository, balance: deps.balance,
      pendingPackPurchaseId: deps.pendingPackPurchaseId,
    }),
  };
}
export type ModelsComponents = ReturnType<typeof createModelsComponents>;
