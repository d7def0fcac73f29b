import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import { JOB_PRIORITY, type JobQueue } from '../../infra/jobs/job-queue.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { CreditsService } from '../credits/index.js';
import type { FileUrlSigner } from '../files/index.js';
import type { ModelsRepository } from '../models/index.js';
import type { RulesGate } from '../models/index.js';
import { createImageEngine, createOutfitEngine, createPreviewEngine, createUpscaleEngine } from './engines/image-engine.factory.js';
import { createMockOutfitEngine } from './engines/mock-outfit.engine.js';
import { createMockPreviewEngine } from './engines/mock-preview.engine.js';
import { meteredImageEngine, meteredPreviewEngine } from './engines/metered.engine.js';
import { observedImageEngine } from './engines/observed-image.engine.js';
import { createMockImageEngine } from './engines/mock-image.engine.js';
import { createGenerationService } from './generation.service.js';
import type { ImageEngine, OutfitEngine, PreviewEngine, UpscaleEngine } from './image-engine.js';
import { createImageEditsService } from './image-edits.service.js';
import { createIdPhotosService } from './id-photos.service.js';
import { createIdPhotoMaker } from '../../infra/id-photo/id-photo-maker.js';
import type { IdPhotoMaker } from '../../infra/id-photo/id-photo.types.js';
import { createImageMaker } from './image-maker.js';
import { createImagesRepository } from './images.repository.js';
import { createImagesService } from './images.service.js';
import { createPaidImages } from './paid-images.js';
import { sharedFaceDescriber, type FaceDescriber } from '../../infra/photo/face-describer.js';
import { createBackdropRenderer } from '../../infra/segmentation/backdrop-renderer.js';
import type { BackdropRenderer, PersonCutter } from '../../infra/segmentation/backdrop.types.js';
import { createLocalUpscaler } from '../../infra/upscaling/local-upscaler.js';
import type { PhotoUpscaler } from '../../infra/upscaling/upscaler.types.js';
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
  /** The engine to generate with instead of the configured one (tests and benchmarks). */
  engine?: ImageEngine;
  /** The identity-preview engine instead of the configured one (tests and benchmarks). */
  previewEngine?: PreviewEngine;
  /** What replaces backgrounds and cuts people out (the offline preview) instead of the local segmentation model (tests). */
  backdrops?: BackdropRenderer & PersonCutter;
  /** The outfit engine instead of the configured one (tests). */
  outfitEngine?: OutfitEngine;
  /** The upscaler instead of the configured one (tests). */
  upscaleEngine?: UpscaleEngine;
  /** What makes ID photos instead of this machine's worker (tests). */
  idPhotoMaker?: IdPhotoMaker;
}

/** The engine IMAGE_ENGINE names; the mock one reports latency and a call count for load tests. */
export function configuredImageEngine(config: AppConfig, storage: FileStorage): ImageEngine {
  return config.engine.kind === 'mock'
    ? observedImageEngine(createMockImageEngine({ storage }), config.engine.mockObserved)
    : createImageEngine(config, { storage });
}

/** The identity-preview engine IMAGE_ENGINE names (docs/previews.md); the offline one cuts people out with `cutter`. */
export function configuredPreviewEngine(config: AppConfig, cutter: PersonCutter): PreviewEngine {
  return createPreviewEngine(config, { cutter });
}

/** The outfit engine IMAGE_ENGINE names (docs/outfits.md); the offline one repaints the person cut out by `cutter`. */
export function configuredOutfitEngine(config: AppConfig, cutter: PersonCutter): OutfitEngine {
  return createOutfitEngine(config, { cutter });
}

/** The upscaler IMAGE_ENGINE names (docs/upscale.md): Replicate's, or `local()`, the embedded ESRGAN. */
export function configuredUpscaleEngine(config: AppConfig, local: () => PhotoUpscaler): UpscaleEngine {
  return createUpscaleEngine(config, { local });
}

/** Image engines, the image maker, gen, editing and the image actions, wired once by the container. */
export function createGenerationComponents(deps: GenerationWiringDeps) {
  // Every engine call is timed and its outcome counted (engine_call_duration_seconds).
  const mockEngine = meteredImageEngine(createMockImageEngine({ storage: deps.storage }));
  const engine = meteredImageEngine(deps.engine ?? configuredImageEngine(deps.config, deps.storage));
  // Its worker thread starts with the first backdrop (or offline preview photo) and stops when idle: web-only
  // processes pay nothing until then. The offline preview engine cuts people out with this same worker.
  const localBackdrops = deps.backdrops ? null : createBackdropRenderer();
  const backdrops = deps.backdrops ?? localBackdrops!;
  const repository = createImagesRepository(deps.db);
  const { queue } = deps;
  // Someone is looking at these photos in the viewer: their scores go before a pack's backlog.
  const scoreLater = queue && ((imageIds: number[]) => queue.enqueueMany('image.likeness', imageIds.map((imageId) => ({
    payload: { imageId }, options: { singletonKey: `image.likeness:${imageId}`, priority: JOB_PRIORITY.waitedOn },
  }))));
  // The face model loads in a worker thread on the first score only: web-only processes never start it.
  let describer: FaceDescriber | undefined; // made once, on first use
  const likenessService = createLikenessService({
    likeness: createLikenessRepository(deps.db), storage: deps.storage, credits: deps.credits,
    describer: () => (describer ??= sharedFaceDescriber()),
    queue: queue ?? { enqueue: async () => undefined }, transaction: createTransaction(deps.db), config: deps.config.likeness,
  });
  const imageMaker = createImageMaker({
    images: repository, models: deps.models, storage: deps.storage, fileUrls: deps.fileUrlSigner, engine, mockEngine, scoreLater,
    transaction: createTransaction(deps.db),
  });
  const previewEngine = meteredPreviewEngine(deps.previewEngine ?? configuredPreviewEngine(deps.config, backdrops));
  const mockPreviewEngine = meteredPreviewEngine(createMockPreviewEngine({ cutter: backdrops }));
  /** The preview engine for this account: the mock one while an admin's mock mode is on, as for gen. */
  async function previewEngineFor(accountId: number): Promise<PreviewEngine> {
    if (previewEngine.name === 'mock') return previewEngine;
    return (await repository.mockModeOn(accountId)) ? mockPreviewEngine : previewEngine;
  }
  const outfitEngine = deps.outfitEngine ?? configuredOutfitEngine(deps.config, backdrops);
  const mockOutfitEngine = createMockOutfitEngine({ cutter: backdrops });
  /** The outfit engine for an account: the mock one while an admin's mock mode is on, as for gen. */
  async function outfitEngineFor(accountId: number): Promise<OutfitEngine> {
    if (outfitEngine.name === 'mock') return outfitEngine;
    return (await repository.mockModeOn(accountId)) ? mockOutfitEngine : outfitEngine;
  }
  // The ESRGAN worker starts with the first HD copy and stops when idle, like the backdrop's.
  let localUpscaler: ReturnType<typeof createLocalUpscaler> | undefined;
  const upscaleEngine = deps.upscaleEngine ?? configuredUpscaleEngine(deps.config, () => (localUpscaler ??= createLocalUpscaler()));
  // The ID photo worker loads its models with the first ID photo and stops when idle.
  let localIdPhotoMaker: ReturnType<typeof createIdPhotoMaker> | undefined;
  const idPhotoMaker: IdPhotoMaker = deps.idPhotoMaker ?? { make: (...args) => (localIdPhotoMaker ??= createIdPhotoMaker()).make(...args) };
  /** Every operation that makes paid images debits, refunds and records through this one primitive. */
  const paidImages = createPaidImages({ credits: deps.credits, transaction: createTransaction(deps.db) });
  const generationActivity = {
    lastGenerationTime: () => repository.lastImageTime(),
    totalGenerations: () => repository.countGenerations(),
    likenessMisses: (days: number) => likenessService.missShares(days),
  };
  return {
    imageMaker,
    paidImages,
    /** The free preview's engine for an account (docs/previews.md). */
    previewEngineFor,
    generationService: createGenerationService({ images: repository, models: deps.models, paidImages, rulesGate: deps.rulesGate, maker: imageMaker, logFailure: deps.logFailure }),
    imageEditsService: createImageEditsService({
      images: repository, paidImages, rulesGate: deps.rulesGate, storage: deps.storage, backdrops,
      engineFor: (accountId) => imageMaker.engineFor(accountId), logFailure: deps.logFailure, scoreLater,
      outfitEngineFor, upscaler: upscaleEngine, faces: likenessService,
    }),
    /** ID photos (docs/id-photos.md). */
    idPhotosService: createIdPhotosService({
      images: repository, paidImages, storage: deps.storage, files: deps.fileUrlSigner, maker: idPhotoMaker, logFailure: deps.logFailure,
    }),
    /** The likeness score of generated images (docs/likeness.md): the `image.likeness` job and the admin figures. */
    likenessService,
    imagesService: createImagesService({
      images: repository, models: deps.models, files: deps.fileUrlSigner, credits: deps.credits, imagesDeleted: deps.imagesDeleted,
    }),
    /** The image rows, for the modules that show or make images beside gen (templates). */
    imagesRepository: repository,
    /** What the admin system status reads about generations. */
    generationActivity,
    /** Stops the backdrop, upscaler and ID photo workers, if they run (shutdown). */
    close: async () => {
      await localBackdrops?.close();
      await localUpscaler?.close();
      await localIdPhotoMaker?.close();
    },
  };
}
export type GenerationComponents = ReturnType<typeof createGenerationComponents>;
