import type { BackdropRenderer, PersonCutter } from '../infra/segmentation/backdrop.types.js';
import type { IdPhotoMaker } from '../infra/id-photo/id-photo.types.js';
import type { ShareImageHost } from '../infra/share-hosts/share-image-host.js';
import type { ImageEngine, OutfitEngine, PreviewEngine, UpscaleEngine } from '../modules/generation/index.js';
import type { RedditPosts } from '../modules/offers/index.js';
import type { PromptWriter } from '../modules/templates/index.js';
import type { TrainingEngine } from '../modules/training/index.js';

/**
 * What a test or benchmark builds the system with instead of what the configuration names (buildApp's
 * `parts`). Production passes none: every part then comes from the configuration.
 */
export interface SystemParts {
  imageEngine?: ImageEngine;
  /** The identity-preview engine (the free preview). */
  previewEngine?: PreviewEngine;
  /** The segmentation worker: the studio backdrop, and the person cut out for the offline preview. */
  backdrops?: BackdropRenderer & PersonCutter;
  /** Change outfit's engine, and the HD upscaler. */
  outfitEngine?: OutfitEngine;
  upscaleEngine?: UpscaleEngine;
  /** What measures and makes ID photos (this machine's worker by default). */
  idPhotoMaker?: IdPhotoMaker;
  trainingEngine?: TrainingEngine;
  promptWriter?: PromptWriter;
  shareHost?: ShareImageHost;
  redditPosts?: RedditPosts;
  /** The clock of the rules that count days and hours (the share offer, share expiry, the preview's budget day and retention, an upload's wait for confirmation). */
  clock?: () => Date;
}
