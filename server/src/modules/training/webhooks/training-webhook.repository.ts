import { sql } from 'kysely';
import type { Db } from '../../../infra/db/database.js';

/** The one read a webhook needs: which model a provider's training belongs to (models.external_id, migration 0003). */
export function createTrainingWebhookRepository(db: Db) {
  return {
    async modelIdByTrainingId(externalTrainingId: string): Promise<number | undefined> {
      const result = await sql<{ id: number }>`
        select id from models where external_id = ${externalTrainingId}`.execute(db);
      return result.rows[0]?.id;
    },
  };
}
export type TrainingWebhookRepository = ReturnType<typeof createTrainingWebhookRepository>;
