import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { FileUrlSigner } from '../files/index.js';
import type { GenerationService } from '../generation/index.js';
import type { ImageEngine } from '../generation/index.js';
import type { ImagesRepository } from '../generation/index.js';
import type { ModelsRepository } from '../models/index.js';
import type { PacksRepository } from '../packs/index.js';
import { createPromptWriter } from './prompt-writers/prompt-writer.factory.js';
import type { PromptWriter } from './prompt-writers/prompt-writer.js';
import { createTemplateSeedFiles } from './template-seed-files.js';
import { createTemplateStudioService } from './template-studio.service.js';
import { createTemplateViews } from './template-views.js';
import { createTemplatesRepository } from './templates.repository.js';
import { createTemplatesService } from './templates.service.js';

export interface TemplatesWiringDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  fileUrlSigner: FileUrlSigner;
  models: ModelsRepository;
  packs: Pick<PacksRepository, 'byId'>;
  generation: Pick<GenerationService, 'generate'>;
  engineFor: (accountId: number) => Promise<ImageEngine>;
  /** Generated images (gen's rows: a template's result is one of the user's images). */
  images: ImagesRepository;
  log?: (details: { errors: string[] }) => void;
  /** The writer of the admin's template prompts instead of PROMPT_WRITER's (tests). */
  promptWriter?: PromptWriter;
}

/** How many template images a pack shows as its samples. */
const SAMPLES_PER_PACK = 3;

/** Template images: what users browse and generate from, the admin's content generator, and the seeded files. */
export function createTemplatesComponents(deps: TemplatesWiringDeps) {
  const templates = createTemplatesRepository(deps.db);
  const views = createTemplateViews(deps.fileUrlSigner);
  const seedFiles = createTemplateSeedFiles({ templates, storage: deps.storage });
  const promptWriter = deps.promptWriter ?? createPromptWriter(deps.config);
  return {
    templatesRepository: templates,
    templateSeedFiles: seedFiles,
    templatesService: createTemplatesService({
      templates, views, images: deps.images, models: deps.models, generation: deps.generation, fileUrls: deps.fileUrlSigner,
    }),
    templateStudioService: createTemplateStudioService({
      templates, views, packs: deps.packs, storage: deps.storage, engineFor: deps.engineFor, log: deps.log,
      promptWriter,
    }),
    /** Signed links to each pack's first template images with files (seeded ones once rendered). */
    async packSamples(packIds: number[]): Promise<Map<number, string[]>> {
      const keys = await templates.packSamples(packIds, SAMPLES_PER_PACK, await seedFiles.ready());
      return new Map([...keys].map(([packId, storageKeys]) => [packId, storageKeys.map((key) => deps.fileUrlSigner.sign(key))]));
    },
  };
}
export type TemplatesComponents = ReturnType<typeof createTemplatesComponents>;
