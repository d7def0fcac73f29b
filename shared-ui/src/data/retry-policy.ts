/** How often a failed query is asked again before its error is shown. */
export const DEFAULT_QUERY_RETRIES = 2;

const settings = {
  /** Wait before retry number `attempt` (0-based): 1 s, 2 s, then 4 s, capped at 8 s. */
  retryDelayMs: (attempt: number) => Math.min(1000 * 2 ** attempt, 8000),
};

/**
 * Changes how long retries wait. Remote test suites set it to 0 (through `shared-ui/testing`) so that
 * a page's error shows without waiting out the backoff; shared-ui's own tests check the real delays.
 */
export function configureQueryRetries(options: { retryDelayMs: (attempt: number) => number }): void {
  settings.retryDelayMs = options.retryDelayMs;
}

export function retryDelayMs(attempt: number): number {
  return settings.retryDelayMs(attempt);
}

/**
 * Only failures that may pass by themselves are retried: no answer at all (network, timeout: status 0)
 * and server errors (5xx). A 4xx is the server's final word, and a 401 must reach the shell's login
 * redirect exactly once. Read by shape rather than `instanceof ApiError`, so that a test's partial mock
 * of api-client (or a second copy of it) cannot change the decision.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('httpStatus' in error)) return false;
  const status = (error as { httpStatus: unknown }).httpStatus;
  return typeof status === 'number' && (status === 0 || status >= 500);
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller checks `signal.aborted`). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
