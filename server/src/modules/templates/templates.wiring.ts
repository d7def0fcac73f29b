import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { FileUrlSigner } from '../files/file-url-signer.js';
import type { GenerationService } from '../generation/generation.service.js';
import type { ImageEngine } from '../generation/image-engine.js';
import { createImagesRepository } from '../generation/images.repository.js';
import type { ModelsRepository } from '../models/models.repository.js';
import type { PacksRepository } from '../packs/packs.repository.js';
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
  log?: (details: { errors: string[] }) => void;
}

/** How many template images a pack shows as its samples. */
const SAMPLES_PER_PACK = 3;

/** Template images: what users browse and generate from, the admin's content generator, and the seeded files. */
export function createTemplatesComponents(deps: TemplatesWiringDeps) {
  const templates = createTemplatesRepository(deps.db);
  const views = createTemplateViews(deps.fileUrlSigner);
  const seedFiles = createTemplateSeedFiles({ templates, storage: deps.storage });
  let promptWriter: PromptWriter = createPromptWriter(deps.config);
  return {
    templatesRepository: templates,
    templateSeedFiles: seedFiles,
    templatesService: createTemplatesService({
      templates, views, images: createImagesRepository(deps.db), models: deps.models, generation: deps.generation, fileUrls: deps.fileUrlSigner,
    }),
    templateStudioService: createTemplateStudioService({
      templates, views, packs: deps.packs, storage: deps.storage, engineFor: deps.engineFor, log: deps.log,
      promptWriter: {
        get name() {
          return promptWriter.name;
        },
        write: (request) => promptWriter.write(request),
      },
    }),
    /** Signed links to each pack's first template images with files (seeded ones once rendered). */
    async packSamples(packIds: number[]): Promise<Map<number, string[]>> {
      const keys = await templates.packSamples(packIds, SAMPLES_PER_PACK, await seedFiles.ready());
      return new Map([...keys].map(([packId, storageKeys]) => [packId, storageKeys.map((key) => deps.fileUrlSigner.sign(key))]));
    },
    /** Replaces the prompt writer (tests inject one). */
    usePromptWriter(next: PromptWriter) {
      promptWriter = next;
    },
  };
}
export type TemplatesComponents = ReturnType<typeof createTemplatesComponents>;
