import type { Prediction } from 'replicate';
import { createReplicateClient, type ReplicateClientSettings } from '../../../infra/replicate/replicate.client.js';
import { toReplicateError } from '../../../infra/replicate/replicate-errors.js';
import { REAL_POLLING_CLOCK, waitForPrediction } from '../../../infra/replicate/prediction-polling.js';
import type { ImageOutcome, OutfitEngine, OutfitRequest } from '../image-engine.js';
import { collectOutputs } from './image-output.js';
import { replicateFileInput, versionId } from './replicate-image.engine.js';
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
    async changeOutfit(request: OutfitRequest): Promise<ImageOutcome> {
      const version = versionId(settings.version);
      if (!version) return { ok: false, error: `REPLICATE_OUTFIT_VERSION is not a pinned version (${settings.version})` };
      const deadline = clock.now() + settings.deadlineMs;
      let created: Prediction;
      try {
        const inputImage = await replicateFileInput(client, request.image.bytes, request.image.contentType, 'outfit-photo');
        created = await client.predictions.create({ version, input: outfitInput(request, inputImage) });
      } catch (error) {
        return { ok: false, error: toReplicateError(error, 'create the outfit prediction').message };
      }
      const ended = await waitForPrediction(client, created, deadline, clock, PREVIEW_POLLING);
      if ('timedOut' in ended) return { ok: false, error: `Replicate did not finish the outfit change within ${settings.deadlineMs / 1000} s` };
      if (ended.status !== 'succeeded') {
        return { ok: false, error: `Replicate: ${typeof ended.error === 'string' && ended.error ? ended.error : `the outfit change ended ${ended.status}`}` };
      }
      // Kontext answers one URL (not a list): collectOutputs takes either.
      return (await collectOutputs(ended.output, 1, { fetch: deps.fetch }))[0]!;
    },
  };
}
