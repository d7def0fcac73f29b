import type Replicate from 'replicate';
import type { Prediction } from 'replicate';
import { createReplicateClient, type ReplicateClientSettings } from '../../training/engines/replicate.client.js';
import { toReplicateError } from '../../training/engines/replicate-errors.js';
import type { RetryingFetchOptions } from '../../training/engines/replicate-fetch.js';
import type { ImageEngine, ImageModelRef, ImageOutcome, ImageRequest } from '../image-engine.js';
import { allFailed, collectOutputs } from './image-output.js';

export interface ReplicateImageSettings extends ReplicateClientSettings {
  /** The official model flux-base runs on, "owner/name" (POST /models/{owner}/{name}/predictions). */
  baseModel: string;
  /** A prediction not finished by then is canceled and its images count as failed. */
  deadlineMs: number;
}

export interface ReplicateImageDeps {
  client?: Replicate;
  http?: RetryingFetchOptions;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  fetch?: typeof fetch;
}

// Portrait photos, in a format every browser and photo app opens; sent explicitly so a change of the
// model's defaults cannot change our output.
const COMMON_INPUT = { aspect_ratio: '3:4', output_format: 'jpg', output_quality: 90, num_inference_steps: 28, disable_safety_checker: false } as const;
const FIRST_POLL_MS = 1000;
const MAX_POLL_MS = 4000;
const TERMINAL = new Set(['succeeded', 'failed', 'canceled', 'aborted']);

/** The 64-hex version id of a trained model ("owner/name:<id>" as trainings report it, or the bare id). */
export function versionId(version: string | null): string | null {
  const id = version?.includes(':') ? version.slice(version.lastIndexOf(':') + 1) : version;
  return id && /^[0-9a-f]{64}$/.test(id) ? id : null;
}

/**
 * A trained version (cog-flux HotswapPredictor: `guidance_scale`, `lora_scale`) and the official flux-dev
 * (`guidance`, `go_fast`, `megapixels`) take different inputs.
 */
export function predictionInput(request: ImageRequest) {
  const common = { prompt: request.prompt, num_outputs: request.count, seed: request.seed, ...COMMON_INPUT };
  return request.model.type === 'flux-lora'
    ? { ...common, model: 'dev', guidance_scale: 3, lora_scale: 1 }
    : { ...common, guidance: 3, go_fast: false, megapixels: '1' };
}

/**
 * Replicate predictions: one prediction per request with `num_outputs`, then
 * `predictions.get` with backoff until it ends or the deadline passes (never `run()`). Outputs are
 * downloaded here, since Replicate deletes them within an hour.
 */
export function createReplicateImageEngine(settings: ReplicateImageSettings, deps: ReplicateImageDeps = {}): ImageEngine {
  const client = deps.client ?? createReplicateClient(settings, deps.http);
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? (() => Date.now());

  async function create(model: ImageModelRef, input: ReturnType<typeof predictionInput>): Promise<Prediction> {
    if (model.type === 'flux-base') {
      return client.predictions.create({ model: settings.baseModel, input } as Parameters<Replicate['predictions']['create']>[0]);
    }
    const version = versionId(model.version);
    if (!version) throw new Error(`the model has no Replicate version to run (${model.version ?? 'none'}); it was trained by another engine`);
    return client.predictions.create({ version, input });
  }

  /** Polls until the prediction ends; at the deadline it is canceled (best effort) and reported as such. */
  async function finish(prediction: Prediction, deadline: number): Promise<Prediction | { timedOut: true }> {
    let current = prediction;
    let delay = FIRST_POLL_MS;
    while (!TERMINAL.has(current.status)) {
      if (now() + delay > deadline) {
        await client.predictions.cancel(current.id).catch(() => undefined);
        return { timedOut: true };
      }
      await sleep(delay);
      delay = Math.min(MAX_POLL_MS, delay * 1.5);
      try {
        current = await client.predictions.get(current.id);
      } catch {
        // A failed read (after the client's own retries) is tried again until the deadline.
      }
    }
    return current;
  }

  return {
    name: 'replicate',
    async generate(request: ImageRequest): Promise<ImageOutcome[]> {
      const deadline = now() + settings.deadlineMs;
      let created: Prediction;
      try {
        created = await create(request.model, predictionInput(request));
      } catch (error) {
        return allFailed(request.count, toReplicateError(error, 'create the prediction').message);
      }
      const ended = await finish(created, deadline);
      if ('timedOut' in ended) return allFailed(request.count, `Replicate did not finish the prediction within ${settings.deadlineMs / 1000} s`);
      if (ended.status !== 'succeeded') {
        const reason = typeof ended.error === 'string' && ended.error ? ended.error : `the prediction ended ${ended.status}`;
        return allFailed(request.count, `Replicate: ${reason}`);
      }
      return collectOutputs(ended.output, request.count, { fetch: deps.fetch });
    },
  };
}
