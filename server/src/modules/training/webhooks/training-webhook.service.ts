import type { JobQueue } from '../../../infra/jobs/job-queue.js';
import type { CogUpdate } from '../engines/cog-training.payload.js';
import type { CogTrainingRepository } from '../engines/cog-training.repository.js';
import { TERMINAL_STATES } from '../engines/training-engine.js';
import type { TrainingWebhookRepository } from './training-webhook.repository.js';

export interface TrainingWebhookDeps {
  models: TrainingWebhookRepository;
  cogTrainings: CogTrainingRepository;
  queue: JobQueue;
}

/**
 * What a verified training webhook changes. A webhook never decides a training's outcome: it only
 * makes the `training.poll` job run now, and that job reads the state from the engine (Replicate) or
 * from the state recorded here (Cog, which has no status route).
 */
export function createTrainingWebhookService(deps: TrainingWebhookDeps) {
  return {
    /**
     * A Replicate notice about `trainingId`: polls its model once per webhook id. Returns false for a
     * training that is not ours (or not stored yet), which is acknowledged all the same so Replicate
     * stops retrying; the poll job covers the rest.
     */
    async replicateNotice(trainingId: string, webhookId: string): Promise<boolean> {
      const modelId = await deps.models.modelIdByTrainingId(trainingId);
      if (modelId === undefined) return false;
      await deps.queue.enqueue('training.poll', { modelId }, { singletonKey: `replicate-webhook:${webhookId}` });
      return true;
    },

    /** A Cog trainer's state: recorded, and a final one polls its model (once per training and state). */
    async cogState(update: CogUpdate): Promise<void> {
      await deps.cogTrainings.record(update.id, update);
      // Repeated final deliveries record nothing new; the singleton key keeps the poll to one per state.
      if (!TERMINAL_STATES.includes(update.status)) return;
      const modelId = await deps.models.modelIdByTrainingId(update.id);
      if (modelId !== undefined) {
        await deps.queue.enqueue('training.poll', { modelId }, { singletonKey: `cog-webhook:${update.id}:${update.status}` });
      }
    },
  };
}
export type TrainingWebhookService = ReturnType<typeof createTrainingWebhookService>;
