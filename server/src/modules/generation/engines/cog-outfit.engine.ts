import { randomUUID } from 'node:crypto';
import type { ImageOutcome, OutfitEngine, OutfitRequest } from '../image-engine.js';
import { collectOutputs } from './image-output.js';
import { outfitPrompt } from './replicate-outfit.engine.js';

export interface CogOutfitSettings {
  /** The self-hosted Qwen-Image-Edit Cog server (COG_OUTFIT_URL), e.g. http://outfit:5000; unset: no outfit model. */
  url: string | undefined;
  /** Sent as `Authorization: Bearer` when set (a proxy in front of the Cog server checks it). */
  apiToken?: string;
  /** The whole request, waits for a busy server included. */
  deadlineMs: number;
}

export interface CogOutfitDeps {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Why IMAGE_ENGINE=cog changes no outfit, in the words an operator reads in the logs. */
export const COG_HAS_NO_OUTFIT_MESSAGE =
  'COG_OUTFIT_URL is not set: IMAGE_ENGINE=cog changes outfits only on a self-hosted Qwen-Image-Edit Cog server (docs/outfit-and-upscale-engines.md)';

const BUSY_RETRY_MS = 2000;

interface CogPrediction {
  status?: string;
  output?: unknown;
  error?: string | null;
  detail?: unknown;
}

/**
 * Qwen-Image-Edit's input, as Replicate publishes it for qwen/qwen-image-edit (the fields a self-built Cog image
 * of the open weights is expected to take; Cog drops unknown fields silently, so the docs name each one). The
 * photo goes inline: the server is ours, and Cog takes data URIs for file inputs.
 */
export function qwenOutfitInput(request: Pick<OutfitRequest, 'image' | 'outfit' | 'seed'>) {
  return {
    prompt: outfitPrompt(request.outfit), image: `data:${request.image.contentType};base64,${request.image.bytes.toString('base64')}`,
    aspect_ratio: 'match_input_image', go_fast: false, output_format: 'jpg', output_quality: 90, seed: request.seed,
  } as const;
}

function describe(status: number, body: CogPrediction): string {
  if (status === 409) return 'the Cog outfit server stayed busy with other predictions';
  if (status === 503) return 'the Cog outfit server is not ready (503)';
  if (status === 422 && Array.isArray(body.detail)) {
    const fields = body.detail.map((d: { loc?: unknown[]; msg?: string }) => `${(d.loc ?? []).slice(2).join('.') || 'input'}: ${d.msg}`);
    return `the Cog outfit server rejected the input (422): ${fields.join('; ')}`;
  }
  return `the Cog outfit server answered ${status}${typeof body.detail === 'string' ? `: ${body.detail}` : ''}`;
}

/**
 * Change outfit on a self-hosted Cog server (Cog's HTTP API, as cog-image.engine.ts speaks it): a synchronous
 * `POST /predictions` whose answer holds the photo (a data: URI, or a URL with --upload-url), asked again while
 * the server is busy (409) or starting (503), until the deadline. Without COG_OUTFIT_URL the engine is not
 * available and says why, so the call is refused before anything is spent.
 */
export function createCogOutfitEngine(settings: CogOutfitSettings, deps: CogOutfitDeps = {}): OutfitEngine {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? (() => Date.now());
  const auth: Record<string, string> = settings.apiToken ? { authorization: `Bearer ${settings.apiToken}` } : {};
  const url = settings.url?.replace(/\/$/, '');

  async function predict(serverUrl: string, input: Record<string, unknown>): Promise<ImageOutcome> {
    const deadline = now() + settings.deadlineMs;
    const body = JSON.stringify({ id: randomUUID(), input });
    for (;;) {
      let response: Response;
      try {
        response = await doFetch(`${serverUrl}/predictions`, {
          method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body,
          signal: AbortSignal.timeout(Math.max(1, deadline - now())),
        });
      } catch (error) {
        return { ok: false, error: `could not reach the Cog outfit server: ${(error as Error).message}` };
      }
      const answer = (await response.json().catch(() => ({}))) as CogPrediction;
      if ((response.status === 409 || response.status === 503) && now() + BUSY_RETRY_MS < deadline) {
        await sleep(BUSY_RETRY_MS);
        continue;
      }
      if (!response.ok) return { ok: false, error: describe(response.status, answer) };
      if (answer.status !== 'succeeded') {
        return { ok: false, error: `the Cog outfit change ended ${answer.status ?? 'without a status'}${answer.error ? `: ${answer.error}` : ''}` };
      }
      return (await collectOutputs(answer.output, 1, { fetch: doFetch, headers: auth, trustedOrigin: new URL(serverUrl).origin }))[0]!;
    }
  }

  return {
    name: 'cog',
    available: Boolean(url),
    changeOutfit: async (request: OutfitRequest) => (url ? predict(url, qwenOutfitInput(request)) : { ok: false, error: COG_HAS_NO_OUTFIT_MESSAGE }),
  };
}
