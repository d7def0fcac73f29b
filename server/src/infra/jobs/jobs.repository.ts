import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface NewJob {
  name: string;
  payload: unknown;
  singletonKey: string | null;
  runAt: Date;
  maxAttempts: number;
  priority: number;
}

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** The `jobs` table (migration 0002): what the job queue stores, claims and settles. */
export function createJobsRepository(db: Db) {
  return {
    /** A job whose singleton key is taken already is not inserted again. */
    async insert(jobs: NewJob[], trx: Db = db): Promise<void> {
      await trx
        .insertInto('jobs')
        .values(jobs.map((job) => ({
          name: job.name,
          payload: JSON.stringify(job.payload),
          singleton_key: job.singletonKey,
          run_at: job.runAt,
          max_attempts: job.maxAttempts,
          priority: job.priority,
        })))
        .onConflict((oc) => oc.column('singleton_key').doNothing())
        .execute();
    },

    async deleteFinished(finishedBefore: Date): Promise<number> {
      const result = await db.deleteFrom('jobs').where('status', 'in', ['done', 'failed'])
        .where('finished_at', '<', finishedBefore).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Claims up to `limit` due jobs (or abandoned ones whose lock ran out) in one short UPDATE … FOR
     * UPDATE SKIP LOCKED, so any number of worker processes can share the table; the highest priority
     * first, then the oldest. `names` claims only jobs of one name, or none of the names listed.
     */
    async claim(limit: number, lockSeconds: number, names: { only?: string; except?: string[] } = {}): Promise<ClaimedJob[]> {
      const only = names.only === undefined ? sql`` : sql`and name = ${names.only}`;
      const except = names.except?.length ? sql`and name not in (${sql.join(names.except)})` : sql``;
      const claimed = await sql<ClaimedJob>`
        update jobs set status = 'running', attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${lockSeconds})
        where id in (
          select id from jobs
          where ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())) ${only} ${except}
          order by priority desc, run_at, id limit ${limit} for update skip locked)
        returning id, name, payload, attempts, max_attempts`.execute(db);
      return claimed.rows;
    },

    async markDone(id: number): Promise<void> {
      await db.updateTable('jobs').set({ status: 'done', finished_at: new Date(), locked_until: null })
        .where('id', '=', id).execute();
    },

    /**
     * Makes claimed jobs claimable again at once (a worker shutting down with them still running): the
     * cut-short attempt is not counted. Jobs no longer running (finished meanwhile) are left alone.
     */
    async release(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db.updateTable('jobs')
        .set({ status: 'queued', locked_until: null, run_at: new Date(), attempts: sql<number>`greatest(attempts - 1, 0)` })
        .where('id', 'in', ids).where('status', '=', 'running').executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Queues the job again at `retryAt`, or marks it failed for good when `giveUp`. */
    async recordFailure(id: number, failure: { message: string; giveUp: boolean; retryAt: Date }): Promise<void> {
      await db.updateTable('jobs')
        .set({
          status: failure.giveUp ? 'failed' : 'queued',
          last_error: failure.message,
          locked_until: null,
          run_at: failure.retryAt,
          finished_at: failure.giveUp ? new Date() : null,
        })
        .where('id', '=', id).execute();
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
