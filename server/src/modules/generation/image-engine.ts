import type { Db } from '../../infra/db/database.js';
import type { IMAGE_FILTERS } from 'api-client';

/**
 * One interface for every image generator (mock, Replicate predictions, self-hosted Cog). The engine
 * only turns a prompt into image bytes; debiting, storing and recording are the callers' jobs
 * (ImageMaker below), so gen and pack generation share one path.
 */
export interface ImageModelRef {
  /** flux-base is the built-in model; it has no version, weights or main photo. */
  type: 'flux-lora' | 'flux-base';
  /** What the trainer produced: Replicate "owner/name:version", Cog/mock id; null for flux-base. */
  version: string | null;
  weightsUrl: string | null;
  /** Storage key of the model's main photo (the mock engine draws on it); null for flux-base. */
  mainImageKey: string | null;
}

export interface ImageRequest {
  model: ImageModelRef;
  /** The final prompt: the word "model" already replaced by trigger word, class and characteristics. */
  prompt: string;
  /** 1 to 4 images of one prompt. */
  count: number;
  /** Makes the mock deterministic and lets providers reproduce a result. */
  seed: number;
}

/** One entry per requested image, in order: its bytes, or why that image failed (refunded by the caller). */
export type ImageOutcome =
  | { ok: true; bytes: Buffer; contentType: 'image/jpeg' | 'image/png' | 'image/webp' }
  | { ok: false; error: string };

/** An image an edit or filter starts from: our stored copy, upright, of known size. */
export interface SourceImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

/** Inpainting: repaint the white area of the mask as the prompt says, keep the black area. */
export interface EditRequest {
  image: SourceImage;
  /** A black-and-white PNG of exactly the image's size (the service scales the user's mask to it). */
  mask: Buffer;
  /** The prompt as the user wrote it, trimmed (an inpainting prompt describes the masked area only). */
  prompt: string;
  seed: number;
}

export type ImageFilterName = (typeof IMAGE_FILTERS)[number];

/** A style filter: the same picture, restyled. */
export interface FilterRequest {
  image: SourceImage;
  filter: ImageFilterName;
  seed: number;
}

export interface ImageEngine {
  readonly name: 'mock' | 'replicate' | 'cog';
  generate(request: ImageRequest): Promise<ImageOutcome[]>;
  /** One inpainted image; a failure is an outcome, not a throw (a throw is treated the same). */
  edit(request: EditRequest): Promise<ImageOutcome>;
  /** One filtered image. */
  filter(request: FilterRequest): Promise<ImageOutcome>;
}

/** A free preview's photo (docs/previews.md): the person of a selfie in a style, with no model trained. */
export interface PreviewRequest {
  /** The screened selfie as stored: upright, at most 1536 px, JPEG. */
  selfie: SourceImage;
  /** The style's prompt, naming the person as "this person" (PREVIEW_STYLES). */
  prompt: string;
  /** The style's key (PREVIEW_STYLES: 'linkedin', 'outdoor'...): the offline engine draws its setting. */
  style: string;
  seed: number;
}

/**
 * Identity previews: one photo of the person in a selfie, made by a model that needs no training
 * (FLUX.1 Kontext on Replicate). Its own interface beside ImageEngine, made by the same factory from
 * the same IMAGE_ENGINE: the capability is the engine's, but not every engine has it (no self-hosted
 * identity model runs on Cog), and gen, packs, edits and their test engines need not know it exists.
 */
export interface PreviewEngine {
  readonly name: ImageEngine['name'];
  /** False when this engine cannot make previews at all (Cog): previews are then paused, not failed. */
  readonly available: boolean;
  /** One photo; a failure is an outcome, not a throw (a throw is treated the same). */
  preview(request: PreviewRequest): Promise<ImageOutcome>;
}

/** Change outfit (docs/outfits.md): the same person, face and pose, in other clothes. */
export interface OutfitRequest {
  image: SourceImage;
  /** What to wear, as the model is asked for it: a preset's prompt or the user's own words (past the prompt rules). */
  outfit: string;
  /** The preset's colours (the offline engine paints the clothes with them); null for the user's own words. */
  colours: { main: string; accent: string } | null;
  seed: number;
}

/**
 * Changes clothes on a photo, keeping the face: its own interface beside ImageEngine, made by the same
 * factory from the same IMAGE_ENGINE (as previews are), so gen, packs and their test engines need not know it.
 */
export interface OutfitEngine {
  readonly name: ImageEngine['name'];
  /** False when this engine cannot change outfits (Cog without COG_OUTFIT_URL): the call says so, nothing is spent. */
  readonly available: boolean;
  /** One photo; a failure is an outcome, not a throw (a throw is treated the same). */
  changeOutfit(request: OutfitRequest): Promise<ImageOutcome>;
}

/** HD (docs/upscale.md): the photo at `width` × `height`, which the caller computed (upscaledSize: scale×, capped). */
export interface UpscaleRequest {
  image: SourceImage;
  scale: 2 | 4;
  width: number;
  height: number;
}

/** Makes a photo larger with a learned upscaler: on this machine's CPU by default, at a provider on Replicate. */
export interface UpscaleEngine {
  /** What made the copy, recorded on its generation ('local' for the embedded ESRGAN). */
  readonly name: ImageEngine['name'] | 'local';
  /** One photo of exactly the requested size; a failure is an outcome, not a throw (a throw is treated the same). */
  upscale(request: UpscaleRequest): Promise<ImageOutcome>;
}

/** A stored, recorded image as replies name it. */
export interface MadeImage {
  imageId: number;
  fileId: string;
  /** A signed, expiring URL the owner's browser can load. */
  url: string;
  /** It waits for a likeness score (docs/likeness.md): its model has a reference face. */
  likenessPending: boolean;
}

export interface MakeImagesInput {
  accountId: number;
  /** models.id of the user's flux-lora model, or null for the built-in flux-base. */
  modelId: number | null;
  /** The prompt as the user (or the pack) wrote it; the maker expands the word "model". */
  prompt: string;
  count: number;
  /** generations.id the images belong to, if any (gen calls); pack slots pass null. */
  generationId: number | null;
  /**
   * Runs in the transaction that inserts the image rows, so what the caller records about them commits
   * with them or not at all (a pack slot: a worker killed in between leaves no stray image). Throwing
   * rolls the rows back and the stored files are deleted; the error reaches the caller.
   */
  record?: (images: Array<{ id: number }>, trx: Db) => Promise<void>;
}

/**
 * Runs the engine (the mock one when the account's admin mock mode is on), copies every output into
 * our storage (providers delete theirs within an hour) and inserts one `images` row per success.
 * Never debits or refunds: callers own the credits.
 */
export interface MakeImagesResult {
  images: MadeImage[];
  failed: number;
  errors: string[];
  /** The engine that ran (mock when the account's admin mock mode is on). */
  engine: ImageEngine['name'];
}

export interface ImageMaker {
  make(input: MakeImagesInput): Promise<MakeImagesResult>;
}
