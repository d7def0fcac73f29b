import type { StartTrainingRequest, TrainedWeights, TrainingEngine, TrainingSnapshot } from '../../src/modules/training/engines/training-engine.js';

/**
 * A trainer whose state is whatever the test last set; `failStarts` makes starting throw (the trainer
 * is unreachable). `status` yields to the event loop first, so concurrent polls really interleave.
 */
export function createScriptedTrainingEngine() {
  const started: StartTrainingRequest[] = [];
  const cancelled: string[] = [];
  const deletedWeights: TrainedWeights[] = [];
  const state = { snapshot: { state: 'processing' } as TrainingSnapshot, failStarts: false, statusCalls: 0 };
  const engine: TrainingEngine = {
    name: 'replicate',
    async start(request) {
      if (state.failStarts) throw new Error('the trainer is unreachable');
      started.push(request);
      return { externalId: `training-${request.modelId}` };
    },
    async status(_externalId) {
      state.statusCalls += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { ...state.snapshot };
    },
    async cancel(externalId) {
      cancelled.push(externalId);
    },
    async deleteWeights(trained) {
      deletedWeights.push(trained);
    },
  };
  return { engine, started, state, cancelled, deletedWeights };
}
