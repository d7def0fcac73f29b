import { sql } from 'kysely';
import type { Db } from '../../../infra/db/database.js';
import { TERMINAL_STATES, type TrainingState } from './training-engine.js';

export interface CogTrainingRow {
  id: string;
  status: TrainingState;
  weights_url: string | null;
  error: string | null;
  created_at: Date;
}

/** The last known state of each Cog training (table cog_trainings, migration 0008). Raw SQL: a private table. */
export function createCogTrainingRepository(db: Db) {
  return {
    async insert(id: string): Promise<void> {
      await sql`insert into cog_trainings (id, status) values (${id}, 'starting') on conflict (id) do nothing`.execute(db);
    },
    async find(id: string): Promise<CogTrainingRow | undefined> {
      const result = await sql<CogTrainingRow>`
        select id, status, weights_url, error, created_at from cog_trainings where id = ${id}`.execute(db);
      const row = result.rows[0];
      return row ? { ...row, created_at: new Date(row.created_at) } : undefined;
    },
    /**
     * Records a webhook's state. A terminal state is never replaced (deliveries repeat and arrive out of
     * order), and a late "starting" never moves a "processing" training back. Returns whether it changed.
     */
    async record(id: string, update: { status: TrainingState; weightsUrl?: string; error?: string }): Promise<boolean> {
      const terminal = sql.join(TERMINAL_STATES.map((s) => sql`${s}`));
      const notBackwards = update.status === 'starting' ? sql`and status <> 'processing'` : sql``;
      const result = await sql`
        update cog_trainings set status = ${update.status}, weights_url = ${update.weightsUrl ?? null},
          error = ${update.error ?? null}, updated_at = now()
        where id = ${id} and status not in (${terminal}) ${notBackwards}`.execute(db);
      return Number(result.numAffectedRows ?? 0) > 0;
    },
  };
}
export type CogTrainingRepository = ReturnType<typeof createCogTrainingRepository>;
