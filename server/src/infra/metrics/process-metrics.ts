import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What this process alone sees, kept in memory: request durations, engine calls as this process made
 * them, storage failures, and Node's own figures. One registry per process (a web and a worker process
 * each answer their own /metrics); the business figures come from the database instead
 * (operations-figures.ts), so every process tells the same truth about them.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (unmatched: no route) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  // From a cached read (a few ms) to a slow upload; reads' target p99 is 250 ms (deploy/README.md).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

const engineCallDuration = new Histogram({
  name: 'engine_call_duration_seconds',
  help: 'Calls this process made to an image, preview or training engine, by engine, operation and outcome',
  labelNames: ['engine', 'operation', 'outcome'] as const,
  // A mock call takes milliseconds, a provider's image 5-30 s, a deadline is minutes.
  buckets: [0.05, 0.25, 1, 2.5, 5, 10, 20, 30, 60, 120, 240],
  registers: [processRegistry],
});

const storageErrors = new Counter({
  name: 'storage_errors_total',
  help: 'File storage operations (local disk or bucket) that failed in this process, by driver and operation',
  labelNames: ['driver', 'operation'] as const,
  registers: [processRegistry],
});

/**
 * Times one engine call and records its outcome: failed when it throws or when `failed` says its
 * result is a failure (engines report failed images as outcomes, not throws). The result passes through.
 */
export async function meterEngineCall<T>(
  labels: { engine: string; operation: string },
  call: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
): Promise<T> {
  const stop = engineCallDuration.startTimer(labels);
  try {
    const result = await call();
    stop({ outcome: failed(result) ? 'failed' : 'ok' });
    return result;
  } catch (error) {
    stop({ outcome: 'failed' });
    throw error;
  }
}

export function countStorageError(driver: string, operation: string): void {
  storageErrors.inc({ driver, operation });
}
