import { meterEngineCall } from '../../../infra/metrics/process-metrics.js';
import type { TrainingEngine } from './training-engine.js';

/**
 * The trainer, each call to it timed into engine_call_duration_seconds (a failed call is one that
 * throws). Its name is read through at each call: a trainer may be swapped behind its reference (tests).
 */
export function meteredTrainingEngine(engine: TrainingEngine): TrainingEngine {
  const labels = (operation: string) => ({ engine: engine.name, operation });
  return {
    get name() {
      return engine.name;
    },
    start: (request) => meterEngineCall(labels('train-start'), () => engine.start(request)),
    status: (externalId) => meterEngineCall(labels('train-status'), () => engine.status(externalId)),
    cancel: (externalId) => meterEngineCall(labels('train-cancel'), () => engine.cancel(externalId)),
    deleteWeights: (trained) => meterEngineCall(labels('delete-weights'), () => engine.deleteWeights(trained)),
  };
}
