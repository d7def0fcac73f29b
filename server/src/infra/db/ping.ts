import { sql } from 'kysely';
import type { Db } from './database.js';

/** One round trip to the database, for health checks. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
