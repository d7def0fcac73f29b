import type Replicate from 'replicate';
import type { Prediction } from 'replicate';

/** How often to ask: the first wait, growing by half each time up to the longest. */
export interface PollingPace {
  firstMs: number;
  maxMs: number;
}
const DEFAULT_PACE: PollingPace = { firstMs: 1000, maxMs: 4000 };
const TERMINAL = new Set(['succeeded', 'failed', 'canceled', 'aborted']);

export interface PollingClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** Real time: what every engine uses unless a test passes its own clock. */
export const REAL_POLLING_CLOCK: PollingClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/**
 * Polls a prediction with backoff (by default 1 s growing to 4 s) until it ends, never Replicate's `run()`. At the
 * deadline it is canceled (best effort) and reported as timed out; a failed read (after the client's own
 * retries) is tried again until then.
 */
export async function waitForPrediction(
  client: Replicate,
  prediction: Prediction,
  deadline: number,
  clock: PollingClock = REAL_POLLING_CLOCK,
  pace: PollingPace = DEFAULT_PACE,
): Promise<Prediction | { timedOut: true }> {
  let current = prediction;
  let delay = pace.firstMs;
  while (!TERMINAL.has(current.status)) {
    if (clock.now() + delay > deadline) {
      await client.predictions.cancel(current.id).catch(() => undefined);
      return { timedOut: true };
    }
    await clock.sleep(delay);
    delay = Math.min(pace.maxMs, delay * 1.5);
    try {
      current = await client.predictions.get(current.id);
    } catch {
      // Tried again at the next poll.
    }
  }
  return current;
}
