import { detectImageFormat } from '../../../infra/photo/image-format.js';
import type { ImageOutcome } from '../image-engine.js';

/** Larger than any 1440 px Flux output; a bigger answer is not an image we asked for. */
export const MAX_OUTPUT_BYTES = 25 * 1024 * 1024;

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export interface OutputFetchOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Headers sent only to URLs on `trustedOrigin` (a Cog server behind a token), never to a storage host. */
  headers?: Record<string, string>;
  trustedOrigin?: string;
}

/** Bytes → an outcome, judged by content: an HTML error page served as "image/jpeg" is a failure. */
function outcomeOf(bytes: Buffer, where: string): ImageOutcome {
  if (bytes.length > MAX_OUTPUT_BYTES) return { ok: false, error: `${where} is larger than ${MAX_OUTPUT_BYTES / 1024 / 1024} MB` };
  const format = detectImageFormat(bytes);
  if (!format) return { ok: false, error: `${where} is not a JPEG, PNG or WebP image` };
  return { ok: true, bytes, contentType: CONTENT_TYPES[format] };
}

/**
 * One provider output (a `data:` URI or an http(s) URL) fetched into memory. Never throws: a failed
 * output is one failed image, refunded by the caller, while the others are kept.
 */
export async function fetchOutput(output: unknown, options: OutputFetchOptions = {}): Promise<ImageOutcome> {
  if (typeof output !== 'string' || output === '') return { ok: false, error: 'the provider returned an empty output' };
  if (output.startsWith('data:')) {
    const match = /^data:[\w.+/-]*(;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(output);
    if (!match) return { ok: false, error: 'the provider returned a data URI that is not base64' };
    return outcomeOf(Buffer.from(match[2] ?? '', 'base64'), 'the inline output');
  }
  if (!/^https?:\/\//.test(output)) return { ok: false, error: 'the provider returned an output that is not a URL' };
  const where = new URL(output).pathname.split('/').pop() || 'the output';
  try {
    const response = await (options.fetch ?? fetch)(output, {
      headers: new URL(output).origin === options.trustedOrigin ? options.headers : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, error: `downloading ${where} answered ${response.status}` };
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > MAX_OUTPUT_BYTES) {
      await response.body?.cancel();
      return { ok: false, error: `${where} is larger than ${MAX_OUTPUT_BYTES / 1024 / 1024} MB` };
    }
    return outcomeOf(Buffer.from(await response.arrayBuffer()), where);
  } catch (error) {
    return { ok: false, error: `downloading ${where} failed: ${(error as Error).message}` };
  }
}

/** `count` outcomes from a provider's output list: missing entries are failures, extra ones ignored. */
export async function collectOutputs(outputs: unknown, count: number, options: OutputFetchOptions = {}): Promise<ImageOutcome[]> {
  const list = Array.isArray(outputs) ? outputs : outputs == null ? [] : [outputs];
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      i < list.length ? fetchOutput(list[i], options) : Promise.resolve<ImageOutcome>({ ok: false, error: 'the provider returned fewer images than asked for' })),
  );
}

/** Every image of a request failed for one reason (the prediction failed, timed out, ...). */
export function allFailed(count: number, error: string): ImageOutcome[] {
  return Array.from({ length: count }, () => ({ ok: false as const, error }));
}
