import { randomUUID } from 'node:crypto';
import type { EditRequest, FilterRequest, ImageEngine, ImageFilterName, ImageOutcome, ImageRequest } from '../image-engine.js';
import { FILTER_PROMPTS } from './edit-inputs.js';
import { allFailed, collectOutputs } from './image-output.js';
import { predictionInput } from './replicate-image.engine.js';

export interface CogImageSettings {
  /** The Cog server running the flux predictor (cog-flux HotswapPredictor), e.g. http://predictor:5000. */
  predictorUrl: string;
  /** Sent as `Authorization: Bearer` when set (a proxy in front of the Cog server checks it). */
  apiToken?: string;
  /** The whole request, waits for a busy server included. */
  deadlineMs: number;
  /** The Cog server that inpaints (cog-flux in image + mask mode); the predictor's when unset. */
  inpaintUrl?: string;
  /** The Cog server that runs the style filters (cog-flux image-to-image); the predictor's when unset. */
  filterUrl?: string;
  /** Each filter's LoRA (`replicate_weights`); null: that filter is not set up. */
  filterWeights?: Record<ImageFilterName, string | null>;
}

export interface CogImageDeps {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const BUSY_RETRY_MS = 2000;

interface CogPrediction {
  status?: string;
  output?: unknown;
  error?: string | null;
  detail?: unknown;
}

function describe(status: number, body: CogPrediction): string {
  if (status === 409) return 'the Cog predictor stayed busy with other predictions';
  if (status === 503) return 'the Cog predictor is not ready (503)';
  if (status === 422 && Array.isArray(body.detail)) {
    const fields = body.detail.map((d: { loc?: unknown[]; msg?: string }) => `${(d.loc ?? []).slice(2).join('.') || 'input'}: ${d.msg}`);
    return `the Cog predictor rejected the input (422): ${fields.join('; ')}`;
  }
  return `the Cog predictor answered ${status}${typeof body.detail === 'string' ? `: ${body.detail}` : ''}`;
}

/**
 * A self-hosted Cog predictor (Cog's HTTP server): a synchronous `POST /predictions` whose answer holds
 * the outputs (data: URIs, or URLs when the server runs with --upload-url). A busy (409) or starting
 * (503) server is asked again until the deadline. A LoRA model runs through `replicate_weights`.
 */
export function createCogImageEngine(settings: CogImageSettings, deps: CogImageDeps = {}): ImageEngine {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? (() => Date.now());
  const auth: Record<string, string> = settings.apiToken ? { authorization: `Bearer ${settings.apiToken}` } : {};

  function input(request: ImageRequest) {
    const base = predictionInput({ ...request, model: { ...request.model, type: 'flux-lora' } });
    if (request.model.type === 'flux-base') return { ...base, lora_scale: 0 };
    return { ...base, replicate_weights: request.model.weightsUrl ?? request.model.version };
  }

  /** One synchronous prediction, asked again while the server is busy or starting, until the deadline. */
  async function predict(url: string, input: Record<string, unknown>, count: number): Promise<ImageOutcome[]> {
    const deadline = now() + settings.deadlineMs;
    const body = JSON.stringify({ id: randomUUID(), input });
    for (;;) {
      let response: Response;
      try {
        response = await doFetch(`${url}/predictions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body,
          signal: AbortSignal.timeout(Math.max(1, deadline - now())),
        });
      } catch (error) {
        return allFailed(count, `could not reach the Cog predictor: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => ({}))) as CogPrediction;
      if ((response.status === 409 || response.status === 503) && now() + BUSY_RETRY_MS < deadline) {
        await sleep(BUSY_RETRY_MS);
        continue;
      }
      if (!response.ok) return allFailed(count, describe(response.status, answer));
      if (answer.status !== 'succeeded') {
        return allFailed(count, `the Cog prediction ended ${answer.status ?? 'without a status'}${answer.error ? `: ${answer.error}` : ''}`);
      }
      return collectOutputs(answer.output, count, { fetch: doFetch, headers: auth, trustedOrigin: new URL(url).origin });
    }
  }

  const dataUri = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
  // Edits and filters run on plain Flux dev (lora_scale 0) unless a filter names its LoRA.
  const EDIT_INPUT = { model: 'dev', num_outputs: 1, num_inference_steps: 28, guidance_scale: 3.5, output_format: 'jpg', output_quality: 90, disable_safety_checker: false } as const;

  return {
    name: 'cog',
    async edit(request: EditRequest): Promise<ImageOutcome> {
      const [outcome] = await predict(settings.inpaintUrl ?? settings.predictorUrl, {
        ...EDIT_INPUT, prompt: request.prompt, image: dataUri(request.image.bytes, request.image.contentType),
        mask: dataUri(request.mask, 'image/png'), prompt_strength: 1, lora_scale: 0, seed: request.seed,
      }, 1);
      return outcome!;
    },
    async filter(request: FilterRequest): Promise<ImageOutcome> {
      const weights = settings.filterWeights?.[request.filter];
      if (!weights) return { ok: false, error: `no Cog LoRA is configured for the ${request.filter} filter` };
      const [outcome] = await predict(settings.filterUrl ?? settings.predictorUrl, {
        ...EDIT_INPUT, prompt: FILTER_PROMPTS[request.filter], image: dataUri(request.image.bytes, request.image.contentType),
        prompt_strength: 0.65, replicate_weights: weights, lora_scale: 1, seed: request.seed,
      }, 1);
      return outcome!;
    },
    async generate(request: ImageRequest): Promise<ImageOutcome[]> {
      if (request.model.type === 'flux-lora' && !request.model.weightsUrl && !request.model.version) {
        return allFailed(request.count, 'the model has no weights for the Cog predictor');
      }
      return predict(settings.predictorUrl, input(request), request.count);
    },
  };
}
