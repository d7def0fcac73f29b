// Work in the background: mail to send, jobs, periodic sweeps, rate-limit windows.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from './columns.js';

export interface OutgoingMailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  last_error: string | null;
}

export interface JobsTable {
  id: Generated<number>;
  name: string;
  payload: ColumnType<unknown, string, string>;
  singleton_key: string | null;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  /** Higher first among the jobs due (migration 0032). */
  priority: Generated<number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
}

/** One row per periodic sweep: the latest run's start, claimed by one worker per interval (migration 0023). */
export interface PeriodicRunsTable {
  name: string;
  started_at: Timestamp;
  run_by: string;
}

export interface RateLimitWindowsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}
