import type { AppConfig } from '../../../config/config.js';
import { createMockTrainingEngine } from './mock-training.engine.js';
import type { TrainingEngine } from './training-engine.js';

/** Picks the trainer by validated configuration (IMAGE_ENGINE); unknown values fail at start. */
export function createTrainingEngine(config: AppConfig): TrainingEngine {
  switch (config.engine.kind) {
    case 'mock':
      return createMockTrainingEngine({ trainingSeconds: config.engine.mockTrainingSeconds });
    // 'replicate' and 'cog' are added by their adapters (engines/replicate-training.engine.ts, cog-training.engine.ts).
    default:
      throw new Error(`IMAGE_ENGINE=${config.engine.kind} is not available yet`);
  }
}
