import { randomUUID } from 'node:crypto';
import type { TrainingEngine, TrainingSnapshot } from './training-engine.js';

/**
 * A trainer that only lets time pass: starting for the first second, processing until `trainingSeconds`,
 * then succeeded with version `mock:<externalId>`; while processing it reports elapsed of total seconds. The start time travels inside the id, so any process
 * (web or worker, before or after a restart) answers the same.
 */
export function createMockTrainingEngine(options: { trainingSeconds: number; now?: () => number }): TrainingEngine {
  const now = options.now ?? (() => Date.now());
  return {
    name: 'mock',
    async start() {
      return { externalId: `mock-${now()}-${randomUUID().slice(0, 8)}` };
    },
    async status(externalId): Promise<TrainingSnapshot> {
      const startedAt = Number(externalId.split('-')[1]);
      if (!Number.isFinite(startedAt)) return { state: 'failed', error: `unknown mock training ${externalId}` };
      const elapsedSeconds = (now() - startedAt) / 1000;
      if (elapsedSeconds >= options.trainingSeconds) return { state: 'succeeded', version: `mock:${externalId}` };
      if (elapsedSeconds < 1) return { state: 'starting' };
      return { state: 'processing', progress: { done: Math.floor(elapsedSeconds), total: Math.max(1, Math.ceil(options.trainingSeconds)) } };
    },
    // Nothing is kept anywhere: the mock's "weights" are its id.
    async cancel() {},
    async deleteWeights() {},
  };
}
