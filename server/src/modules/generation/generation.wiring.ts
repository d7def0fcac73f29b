import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { GenerationActivity } from '../admin/activity-sources.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { FileUrlSigner } from '../files/file-url-signer.js';
import type { ModelsRepository } from '../models/models.repository.js';
import type { RulesGate } from '../models/rules-gate.js';
import { createImageEngine } from './engines/image-engine.factory.js';
import { observedImageEngine } from './engines/observed-image.engine.js';
import { createMockImageEngine } from './engines/mock-image.engine.js';
import { createGenerationService } from './generation.service.js';
import type { ImageEngine } from './image-engine.js';
import { createImageEditsService } from './image-edits.service.js';
import { createImageMaker } from './image-maker.js';
import { createImagesRepository } from './images.repository.js';
import { createImagesService } from './images.service.js';
import { sharedFaceDescriber, type FaceDescriber } from '../../infra/photo/face-describer.js';
import { createLikenessRepository } from './likeness/likeness.repository.js';
import { createLikenessService } from './likeness/likeness.service.js';

export interface GenerationWiringDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  /** Queues the likeness scoring of each stored image; without it no image is scored. */
  queue?: Pick<JobQueue, 'enqueue' | 'enqueueMany'>;
  credits: CreditsService;
  models: ModelsRepository;
  rulesGate: RulesGate;
  fileUrlSigner: FileUrlSigner;
  logFailure?: (details: { generationId: number; errors: string[] }) => void;
  /** Told which images were just deleted (their share pages end). */
  imagesDeleted?: (accountId: number, fileIds: string[]) => Promise<void>;
}

/** Image engines, the image maker, gen, editing and the image actions, wired once by the container. */
export function createGenerationComponents(deps: GenerationWiringDeps) {
  const mockEngine = createMockImageEngine({ storage: deps.storage });
  let engine: ImageEngine = deps.config.engine.kind === 'mock'
    ? observedImageEngine(mockEngine, deps.config.engine.mockObserved) // latency and a call count for load tests only
    : createImageEngine(deps.config, { storage: deps.storage });
  const repository = createImagesRepository(deps.db);
  const { queue } = deps;
  const scoreLater = queue && ((imageIds: number[]) => queue.enqueueMany('image.likeness', imageIds.map((imageId) => ({
    payload: { imageId }, options: { singletonKey: `image.likeness:${imageId}` },
  }))));
  // The face model loads in a worker thread on the first score only: web-only processes never start it.
  let describer: FaceDescriber | undefined;
  const likenessService = createLikenessService({
    likeness: createLikenessRepository(deps.db), storage: deps.storage, credits: deps.credits,
    describer: () => (describer ??= sharedFaceDescriber()),
    queue: queue ?? { enqueue: async () => undefined }, transaction: createTransaction(deps.db), config: deps.config.likeness,
  });
  const imageMaker = createImageMaker({
    images: repository, models: deps.models, storage: deps.storage, fileUrls: deps.fileUrlSigner, engine: () => engine, mockEngine, scoreLater,
    transaction: createTransaction(deps.db),
  });
  const generationActivity: GenerationActivity = {
    lastGenerationTime: () => repository.lastImageTime(),
    totalGenerations: () => repository.countGenerations(),
    likenessMisses: (days) => likenessService.missShares(days),
  };
  return {
    imageMaker,
    generationService: createGenerationService({ images: repository, models: deps.models, credits: deps.credits, rulesGate: deps.rulesGate, maker: imageMaker, logFailure: deps.logFailure }),
    imageEditsService: createImageEditsService({
      images: repository, credits: deps.credits, rulesGate: deps.rulesGate, storage: deps.storage,
      engineFor: (accountId) => imageMaker.engineFor(accountId), logFailure: deps.logFailure, scoreLater,
    }),
    /** The likeness score of generated images (docs/likeness.md): the `image.likeness` job and the admin figures. */
    likenessService,
    /** Replaces the face describer (tests feed the faces they choose). */
    useFaceDescriber(next: FaceDescriber) {
      describer = next;
    },
    imagesService: createImagesService({ images: repository, models: deps.models, files: deps.fileUrlSigner, imagesDeleted: deps.imagesDeleted }),
    /** What the admin system status reads about generations. */
    generationActivity,
    /** Replaces the image engine (tests and benchmarks inject fakes); an admin's mock mode still wins. */
    useImageEngine(next: ImageEngine) {
      engine = next;
    },
  };
}
export type GenerationComponents = ReturnType<typeof createGenerationComponents>;
