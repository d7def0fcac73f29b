import { createReplicateClient, type ReplicateClientSettings } from '../../../infra/replicate/replicate.client.js';
import { REAL_POLLING_CLOCK } from '../../../infra/replicate/prediction-polling.js';
import type { ImageOutcome, OutfitEngine, OutfitRequest } from '../image-engine.js';
import { replicateFileInput } from './replicate-image.engine.js';
import { runOneImagePrediction } from './replicate-one-image.adapter.js';
import { PREVIEW_POLLING, type ReplicatePreviewDeps } from './replicate-preview.engine.js';

export interface ReplicateOutfitSettings extends ReplicateClientSettings {
  /** The instruction-edit model, pinned: "owner/name:<64 hex>" (REPLICATE_OUTFIT_VERSION, flux-kontext-pro by default). */
  version: string;
  /** A prediction not finished by then is canceled and the photo counts as failed. */
  deadlineMs: number;
}

/** The same injectable parts as the preview engine's: a client, the HTTP pacing, a clock, the output download. */
export type ReplicateOutfitDeps = ReplicatePreviewDeps;

/**
 * The instruction every outfit engine sends (Replicate's Kontext, Cog's Qwen-Image-Edit): what to wear, then
 * everything that must stay, named one by one, since an edit model keeps only what it is told to keep.
 */
export function outfitPrompt(outfit: string): string {
  return `Change the clothes to ${outfit}. Keep the person's face, hair, expression, pose, body and the background exactly the same.`;
}

/**
 * FLUX.1 Kontext [pro]'s input (its version's published input schema), as the preview sends it but for an
 * edit of the whole photo: `match_input_image` keeps the photo's shape; `safety_tolerance` 2 is the most the
 * model allows with an input image; the instruction goes as written (no `prompt_upsampling`).
 */
export function outfitInput(request: Pick<OutfitRequest, 'outfit' | 'seed'>, inputImage: string) {
  return {
    prompt: outfitPrompt(request.outfit), input_image: inputImage, aspect_ratio: 'match_input_image', output_format: 'jpg',
    safety_tolerance: 2, prompt_upsampling: false, seed: request.seed,
  } as const;
}

/**
 * Change outfit on Replicate: one prediction on the pinned version, polled by infra/replicate's one loop
 * (never `run()`) at the preview's pace (the user is watching), canceled at the deadline; the output (one
 * URL) is downloaded at once, since Replicate deletes it within an hour.
 */
export function createReplicateOutfitEngine(settings: ReplicateOutfitSettings, deps: ReplicateOutfitDeps = {}): OutfitEngine {
  const client = deps.client ?? createReplicateClient(settings, deps.http);
  const clock = { now: deps.now ?? REAL_POLLING_CLOCK.now, sleep: deps.sleep ?? REAL_POLLING_CLOCK.sleep };
  return {
    name: 'replicate',
    available: true,
    changeOutfit: (request: OutfitRequest): Promise<ImageOutcome> => runOneImagePrediction({
      client, clock, version: settings.version, what: 'outfit change', deadlineMs: settings.deadlineMs, pace: PREVIEW_POLLING, fetch: deps.fetch,
      input: async () => outfitInput(request, await replicateFileInput(client, request.image.bytes, request.image.contentType, 'outfit-photo')),
    }),
  };
}
