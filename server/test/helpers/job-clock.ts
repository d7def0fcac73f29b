import { sql } from 'kysely';
import type { Db } from '../../src/infra/db/database.js';

/**
 * Lets time pass for the job queue without waiting for it: every waiting job's due time and every
 * claimed job's lock move `seconds` into the past, as if that long had gone by. The queue reads the
 * database's clock, so this is its clock, injected.
 */
export async function passJobTime(db: Db, seconds: number): Promise<void> {
  await db.updateTable('jobs')
    .set({
      run_at: sql<Date>`run_at - make_interval(secs => ${seconds})`,
      locked_until: sql<Date>`locked_until - make_interval(secs => ${seconds})`,
    })
    .where('status', 'in', ['queued', 'running'])
    .execute();
}
