import type { AppConfig } from '../../../config/config.js';
import type { Db } from '../../../infra/db/database.js';
import { webhookUrls } from '../webhooks/webhook-urls.js';
import { createCogTrainingEngine } from './cog-training.engine.js';
import { createCogTrainingRepository } from './cog-training.repository.js';
import { createMockTrainingEngine } from './mock-training.engine.js';
import { createReplicateTrainingEngine } from './replicate-training.engine.js';
import type { TrainingEngine } from './training-engine.js';

/**
 * Picks the trainer by validated configuration (IMAGE_ENGINE); unknown values fail at start.
 * `db` is needed by the Cog engine (its state arrives by webhook and is kept in cog_trainings).
 */
export function createTrainingEngine(config: AppConfig, deps: { db?: Db } = {}): TrainingEngine {
  switch (config.engine.kind) {
    case 'mock':
      return createMockTrainingEngine({ trainingSeconds: config.engine.mockTrainingSeconds });
    case 'replicate':
      return createReplicateTrainingEngine({ ...config.engine.replicate, webhookUrl: webhookUrls(config).replicate });
    case 'cog':
      if (!deps.db) throw new Error('the cog training engine needs the database: createTrainingEngine(config, { db })');
      return createCogTrainingEngine(
        { ...config.engine.cog, webhookUrl: webhookUrls(config).cog, uploadToken: config.engine.cog.apiToken },
        { trainings: createCogTrainingRepository(deps.db) },
      );
    default:
      throw new Error(`IMAGE_ENGINE=${config.engine.kind satisfies never} is not available`);
  }
}
