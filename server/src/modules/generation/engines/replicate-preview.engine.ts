import type Replicate from 'replicate';
import { createReplicateClient, type ReplicateClientSettings } from '../../../infra/replicate/replicate.client.js';
import { REAL_POLLING_CLOCK, type PollingPace } from '../../../infra/replicate/prediction-polling.js';
import type { RetryingFetchOptions } from '../../../infra/replicate/replicate-fetch.js';
import type { ImageOutcome, PreviewEngine, PreviewRequest } from '../image-engine.js';
import { replicateFileInput } from './replicate-image.engine.js';
import { runOneImagePrediction } from './replicate-one-image.adapter.js';

export interface ReplicatePreviewSettings extends ReplicateClientSettings {
  /** The identity model, pinned: "owner/name:<64 hex>" (REPLICATE_PREVIEW_MODEL, flux-kontext-pro by default). */
  model: string;
  /** A prediction not finished by then is canceled and its photo counts as failed. */
  deadlineMs: number;
}

export interface ReplicatePreviewDeps {
  client?: Replicate;
  http?: RetryingFetchOptions;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  fetch?: typeof fetch;
}

/**
 * A preview takes 5-15 s at the provider and the user is watching: asked every 0.5 s, then every
 * second, so a finished photo is seen at most a second late (about 15 reads a photo, far under the
 * API's 3000 a minute).
 */
export const PREVIEW_POLLING: PollingPace = { firstMs: 500, maxMs: 1000 };

/**
 * FLUX.1 Kontext [pro]'s input (its version's published input schema): the selfie as `input_image`, a
 * 3:4 portrait as a JPEG. `safety_tolerance` 2 is the most the model allows with an input image, and
 * the prompt goes as written (no `prompt_upsampling`: our styles are written for it).
 */
export function kontextInput(request: PreviewRequest, inputImage: string) {
  return {
    prompt: request.prompt, input_image: inputImage, aspect_ratio: '3:4', output_format: 'jpg', safety_tolerance: 2,
    prompt_upsampling: false, seed: request.seed,
  } as const;
}

/**
 * Identity previews on Replicate: one prediction per photo on the pinned identity model, polled
 * (infra/replicate's one loop, never `run()`) until it ends or the deadline passes; the output (one
 * URL) is downloaded at once, since Replicate deletes it within an hour.
 */
export function createReplicatePreviewEngine(settings: ReplicatePreviewSettings, deps: ReplicatePreviewDeps = {}): PreviewEngine {
  const client = deps.client ?? createReplicateClient(settings, deps.http);
  const clock = { now: deps.now ?? REAL_POLLING_CLOCK.now, sleep: deps.sleep ?? REAL_POLLING_CLOCK.sleep };
  return {
    name: 'replicate',
    available: true,
    preview: (request: PreviewRequest): Promise<ImageOutcome> => runOneImagePrediction({
      client, clock, version: settings.model, what: 'preview', deadlineMs: settings.deadlineMs, pace: PREVIEW_POLLING, fetch: deps.fetch,
      input: async () => kontextInput(request, await replicateFileInput(client, request.selfie.bytes, request.selfie.contentType, 'preview-selfie')),
    }),
  };
}
