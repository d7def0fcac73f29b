/**
 * What the load benchmark reads from PostgreSQL once a second: the job queue's depth (due jobs waiting,
 * jobs running, by job name), each process's connections by state (PGAPPNAME names the process), and
 * the CPU its database backends used.
 */
import type pg from 'pg';
import { ticksOf } from './process-sampler.js';

export interface QueueSample {
  /** queued and due (run_at passed), by job name */
  waiting: Record<string, number>;
  running: number;
}

/** Connections of one process: `active` ones run a statement (or wait on a lock), `idle` ones wait in its pool. */
export type ConnectionSample = Record<string, { active: number; idleInTransaction: number; idle: number }>;

export interface DatabaseSample {
  queue: QueueSample;
  connections: ConnectionSample;
  /** CPU the database's backends for this database used since the previous sample, % of one core. */
  cpu: number;
}

export function createDatabaseSampler(db: pg.Pool, database: string) {
  let last = { at: performance.now(), ticks: new Map<number, number>() };
  return async (): Promise<DatabaseSample> => {
    const [{ rows: jobs }, { rows: activity }] = await Promise.all([
      db.query<{ name: string; status: string; n: number }>(`select name, status, count(*)::int as n from jobs
        where status = 'running' or (status = 'queued' and run_at <= now()) group by name, status`),
      db.query<{ pid: number; app: string; state: string | null }>(
        'select pid, application_name as app, state from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]),
    ]);
    const waiting: Record<string, number> = {};
    let running = 0;
    for (const row of jobs) {
      if (row.status === 'running') running += row.n;
      else waiting[row.name] = (waiting[row.name] ?? 0) + row.n;
    }
    const connections: ConnectionSample = {};
    for (const row of activity) {
      const entry = (connections[row.app || '(bench)'] ??= { active: 0, idleInTransaction: 0, idle: 0 });
      if (row.state === 'active') entry.active += 1;
      else if (row.state?.startsWith('idle in transaction')) entry.idleInTransaction += 1;
      else entry.idle += 1;
    }
    const now = performance.now();
    const ticks = new Map(activity.map((row) => [row.pid, ticksOf([row.pid])]));
    let used = 0;
    for (const [pid, t] of ticks) used += t - (last.ticks.get(pid) ?? t);
    const cpu = (used / 100 / ((now - last.at) / 1000)) * 100;
    last = { at: now, ticks };
    return { queue: { waiting, running }, connections, cpu };
  };
}
