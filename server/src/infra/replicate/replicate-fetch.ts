/**
 * The `fetch` handed to the `replicate` client. The client (1.4.0) already repeats a request up to 6
 * times on 429 (any method) and on 5xx (GET only), but back to back in ~50 ms and with no timeout
 * (measured on replicate 1.4.0). This wrapper adds what is missing without multiplying attempts: it puts a
 * per-attempt timeout on every request and waits (exponential backoff, or `ratelimit-reset` when the
 * API sends it) before handing a retryable answer back, so the client's own retries are spaced out.
 */
export const CLIENT_ATTEMPTS = 6;

export interface RetryingFetchOptions {
  fetch?: typeof fetch;
  /** Per attempt; a file upload gets `uploadTimeoutMs`. */
  timeoutMs?: number;
  uploadTimeoutMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function isRetryable(method: string, status: number): boolean {
  return status === 429 || (method === 'GET' && status >= 500);
}

export function createRetryingFetch(options: RetryingFetchOptions = {}): typeof fetch {
  const baseFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 8000;
  // Consecutive retryable answers per request, so the delay grows across the client's attempts.
  const streaks = new Map<string, number>();
  // The client also repeats a request whose fetch threw, at once: after a timeout, fail those fast
  // instead of waiting out the timeout six times.
  const timedOutAt = new Map<string, number>();

  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = String(input instanceof Request ? input.url : input);
    const key = `${method} ${url}`;
    const upload = method === 'POST' && /\/files\/?$/.test(new URL(url).pathname);
    const timeoutMs = upload ? (options.uploadTimeoutMs ?? 120_000) : (options.timeoutMs ?? 30_000);
    const last = timedOutAt.get(key);
    if (last !== undefined && Date.now() - last < 1000) throw new ReplicateTimeoutError(method, url, timeoutMs);
    timedOutAt.delete(key);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await baseFetch(input, { ...init, signal });
    } catch (error) {
      streaks.delete(key);
      if (timeout.aborted) {
        timedOutAt.set(key, Date.now());
        throw new ReplicateTimeoutError(method, url, timeoutMs);
      }
      throw error;
    }
    if (!isRetryable(method, response.status)) {
      streaks.delete(key);
      return response;
    }
    const streak = (streaks.get(key) ?? 0) + 1;
    if (streak >= CLIENT_ATTEMPTS) {
      streaks.delete(key); // the client gives up after this one: no point in waiting
      return response;
    }
    streaks.set(key, streak);
    await sleep(retryDelay(response, streak, baseDelay, maxDelay));
    return response;
  };
}

function retryDelay(response: Response, streak: number, baseDelay: number, maxDelay: number): number {
  const reset = Number(response.headers.get('ratelimit-reset') ?? response.headers.get('retry-after'));
  const backoff = baseDelay * 2 ** (streak - 1);
  const hinted = Number.isFinite(reset) && reset > 0 ? reset * 1000 : 0;
  return Math.min(maxDelay, Math.max(backoff, hinted));
}

export class ReplicateTimeoutError extends Error {
  constructor(method: string, url: string, timeoutMs: number) {
    super(`Replicate did not answer ${method} ${new URL(url).pathname} within ${timeoutMs / 1000} s`);
    this.name = 'ReplicateTimeoutError';
  }
}
