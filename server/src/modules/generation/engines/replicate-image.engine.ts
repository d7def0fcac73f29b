import type Replicate from 'replicate';
import type { Prediction } from 'replicate';
import { createReplicateClient, type ReplicateClientSettings } from '../../../infra/replicate/replicate.client.js';
import { toReplicateError } from '../../../infra/replicate/replicate-errors.js';
import { REAL_POLLING_CLOCK, waitForPrediction } from '../../../infra/replicate/prediction-polling.js';
import type { RetryingFetchOptions } from '../../../infra/replicate/replicate-fetch.js';
import type { EditRequest, FilterRequest, ImageEngine, ImageFilterName, ImageModelRef, ImageOutcome, ImageRequest, SourceImage } from '../image-engine.js';
import { allFailed, collectOutputs } from './image-output.js';
import { runOneImagePrediction, versionId } from './replicate-one-image.adapter.js';
import { FILTER_PROMPTS } from './edit-inputs.js';

export interface ReplicateImageSettings extends ReplicateClientSettings {
  /** The official model flux-base runs on, "owner/name" (POST /models/{owner}/{name}/predictions). */
  baseModel: string;
  /** A prediction not finished by then is canceled and its images count as failed. */
  deadlineMs: number;
  /** The pinned inpainting version, "owner/name:<64 hex>" (flux-fill-dev's input schema). */
  inpaintVersion: string;
  /** Each filter's pinned style version (a Flux LoRA fine-tune, img2img); null: that filter is not set up. */
  filterVersions: Record<ImageFilterName, string | null>;
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
/** Replicate's advice: files up to 256 KB go inline as data URIs, larger ones through POST /files. */
const INLINE_MAX_BYTES = 256 * 1024;
const EDIT_OUTPUT = { output_format: 'jpg', output_quality: 90, disable_safety_checker: false } as const;

/**
 * An input file as Replicate takes it: a data URI when small (Replicate's advice: up to 256 KB), else
 * the URL of the file uploaded through POST /files.
 */
export async function replicateFileInput(client: Replicate, bytes: Buffer, contentType: string, purpose: string): Promise<string> {
  if (bytes.length <= INLINE_MAX_BYTES) return `data:${contentType};base64,${bytes.toString('base64')}`;
  const file = await client.files.create(new Blob([new Uint8Array(bytes)], { type: contentType }), { purpose });
  return file.urls.get;
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

/** flux-fill-dev's input (its version's schema: `guidance` up to 100): the image, the PNG mask, one output. */
export function inpaintInput(request: Pick<EditRequest, 'prompt' | 'seed'>, image: string, mask: string) {
  return { prompt: request.prompt, image, mask, num_outputs: 1, num_inference_steps: 28, guidance: 30, seed: request.seed, ...EDIT_OUTPUT };
}

/** A style filter: a Flux LoRA fine-tune (cog-flux's trained-version schema) run image-to-image. */
export function filterInput(request: Pick<FilterRequest, 'filter' | 'seed'>, image: string) {
  return {
    prompt: FILTER_PROMPTS[request.filter], image, prompt_strength: 0.65, model: 'dev', lora_scale: 1, guidance_scale: 3.5,
    num_outputs: 1, num_inference_steps: 28, seed: request.seed, go_fast: false, ...EDIT_OUTPUT,
  };
}

/**
 * Replicate predictions: one prediction per request with `num_outputs`, then
 * `predictions.get` with backoff until it ends or the deadline passes (never `run()`). Outputs are
 * downloaded here, since Replicate deletes them within an hour.
 */
export function createReplicateImageEngine(settings: ReplicateImageSettings, deps: ReplicateImageDeps = {}): ImageEngine {
  const client = deps.client ?? createReplicateClient(settings, deps.http);
  const clock = { now: deps.now ?? REAL_POLLING_CLOCK.now, sleep: deps.sleep ?? REAL_POLLING_CLOCK.sleep };
  const finish = (prediction: Prediction, deadline: number) => waitForPrediction(client, prediction, deadline, clock);

  async function create(model: ImageModelRef, input: ReturnType<typeof predictionInput>): Promise<Prediction> {
    if (model.type === 'flux-base') {
      return client.predictions.create({ model: settings.baseModel, input } as Parameters<Replicate['predictions']['create']>[0]);
    }
    const version = versionId(model.version);
    if (!version) throw new Error(`the model has no Replicate version to run (${model.version ?? 'none'}); it was trained by another engine`);
    return client.predictions.create({ version, input });
  }

  const fileInput = (bytes: Buffer, contentType: string) => replicateFileInput(client, bytes, contentType, 'image-edit');

  /** One prediction on a pinned version, run to its end: its single image, or why there is none. */
  const runOne = (version: string | null, input: (image: string) => Promise<Record<string, unknown>>, image: SourceImage, what: string) =>
    runOneImagePrediction({
      client, clock, version, what, deadlineMs: settings.deadlineMs, fetch: deps.fetch,
      input: async () => input(await fileInput(image.bytes, image.contentType)),
    });

  return {
    name: 'replicate',
    edit: (request: EditRequest) => runOne(settings.inpaintVersion, async (image) => inpaintInput(request, image, await fileInput(request.mask, 'image/png')),
      request.image, 'inpainting'),
    filter: (request: FilterRequest) => runOne(settings.filterVersions[request.filter], async (image) => filterInput(request, image),
      request.image, `${request.filter} filter`),
    async generate(request: ImageRequest): Promise<ImageOutcome[]> {
      const deadline = clock.now() + settings.deadlineMs;
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
