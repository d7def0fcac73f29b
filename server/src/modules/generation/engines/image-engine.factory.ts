import type { AppConfig } from '../../../config/config.js';
import type { PersonCutter } from '../../../infra/segmentation/backdrop.types.js';
import type { FileStorage } from '../../../infra/storage/storage.types.js';
import type { PhotoUpscaler } from '../../../infra/upscaling/upscaler.types.js';
import type { ImageEngine, OutfitEngine, PreviewEngine, UpscaleEngine } from '../image-engine.js';
import { createCogImageEngine } from './cog-image.engine.js';
import { createCogOutfitEngine } from './cog-outfit.engine.js';
import { createLocalUpscaleEngine } from './local-upscale.engine.js';
import { createMockOutfitEngine } from './mock-outfit.engine.js';
import { createReplicateOutfitEngine } from './replicate-outfit.engine.js';
import { createReplicateUpscaleEngine } from './replicate-upscale.engine.js';
import { createCogPreviewEngine } from './cog-preview.engine.js';
import { createMockImageEngine } from './mock-image.engine.js';
import { createMockPreviewEngine } from './mock-preview.engine.js';
import { createReplicateImageEngine } from './replicate-image.engine.js';
import { createReplicatePreviewEngine } from './replicate-preview.engine.js';

/** Picks the image engine by validated configuration (IMAGE_ENGINE); unknown values fail at start. */
export function createImageEngine(config: AppConfig, deps: { storage: FileStorage }): ImageEngine {
  const deadlineMs = config.engine.imageDeadlineSeconds * 1000;
  const { edits } = config.engine;
  switch (config.engine.kind) {
    case 'mock':
      return createMockImageEngine(deps);
    case 'replicate':
      return createReplicateImageEngine({
        ...config.engine.replicate, baseModel: config.engine.replicateBaseModel, deadlineMs,
        inpaintVersion: edits.replicateInpaintVersion, filterVersions: edits.replicateFilterVersions,
      });
    case 'cog':
      return createCogImageEngine({
        predictorUrl: config.engine.cog.predictorUrl, apiToken: config.engine.cog.apiToken, deadlineMs,
        inpaintUrl: edits.cogInpaintUrl, filterUrl: edits.cogFilterUrl, filterWeights: edits.cogFilterWeights,
      });
    default:
      throw new Error(`IMAGE_ENGINE=${config.engine.kind satisfies never} is not available`);
  }
}

/**
 * Picks the identity-preview engine (docs/previews.md) by the same IMAGE_ENGINE: the mock places the
 * selfie's person, cut out by `cutter` (the backdrop's segmentation worker), in each style's setting;
 * Replicate runs the pinned REPLICATE_PREVIEW_MODEL; Cog has no identity model and says so.
 */
export function createPreviewEngine(config: AppConfig, deps: { cutter: PersonCutter }): PreviewEngine {
  switch (config.engine.kind) {
    case 'mock':
      return createMockPreviewEngine({ cutter: deps.cutter, delayMs: config.engine.mockObserved.delayMs });
    case 'replicate':
      return createReplicatePreviewEngine({
        ...config.engine.replicate, model: config.engine.replicatePreviewModel, deadlineMs: config.engine.imageDeadlineSeconds * 1000,
      });
    case 'cog':
      return createCogPreviewEngine();
    default:
      throw new Error(`IMAGE_ENGINE=${config.engine.kind satisfies never} is not available`);
  }
}

/**
 * Picks the outfit engine (docs/outfits.md) by the same IMAGE_ENGINE: the mock repaints the clothes of the
 * person cut out by `cutter` (the backdrop's segmentation worker), marked "Example"; Replicate runs the
 * pinned REPLICATE_OUTFIT_VERSION; Cog the self-hosted model at COG_OUTFIT_URL, when there is one.
 */
export function createOutfitEngine(config: AppConfig, deps: { cutter: PersonCutter }): OutfitEngine {
  const deadlineMs = config.engine.imageDeadlineSeconds * 1000;
  switch (config.engine.kind) {
    case 'mock':
      return createMockOutfitEngine({ cutter: deps.cutter });
    case 'replicate':
      return createReplicateOutfitEngine({ ...config.engine.replicate, version: config.engine.edits.replicateOutfitVersion, deadlineMs });
    case 'cog':
      return createCogOutfitEngine({ url: config.engine.edits.cogOutfitUrl, apiToken: config.engine.cog.apiToken, deadlineMs });
    default:
      throw new Error(`IMAGE_ENGINE=${config.engine.kind satisfies never} is not available`);
  }
}

/**
 * Picks the upscaler (docs/upscale.md): Replicate runs the pinned REPLICATE_UPSCALE_VERSION; every other
 * engine upscales on this machine's CPU with the embedded ESRGAN (`local`, made on first use).
 */
export function createUpscaleEngine(config: AppConfig, deps: { local: () => PhotoUpscaler }): UpscaleEngine {
  if (config.engine.kind === 'replicate') {
    return createReplicateUpscaleEngine({
      ...config.engine.replicate, version: config.engine.edits.replicateUpscaleVersion, deadlineMs: config.engine.imageDeadlineSeconds * 1000,
    });
  }
  return createLocalUpscaleEngine({ upscale: (...args) => deps.local().upscale(...args) });
}
