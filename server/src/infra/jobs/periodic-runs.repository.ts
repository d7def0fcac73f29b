import os from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** This process, as `periodic_runs.run_by` names it. */
const RUNNER = `${os.hostname()}:${process.pid}`;

/**
 * Periodic sweeps that run once per interval across all worker processes. Each worker keeps its own
 * timer; before a run it claims the sweep's row in one statement, which only one caller wins while the
 * latest run is younger than the interval (concurrent claimers wait on the row lock, then see the new
 * start). Timers drift apart, so a claim accepts a run a little early rather than skip a whole interval.
 */
export function createPeriodicRuns(db: Db, options: { runner?: string } = {}) {
  const runner = options.runner ?? RUNNER;
  return {
    /** True for the one caller that may run `name` now; false while another run of it is younger than `intervalMs`. */
    async claim(name: string, intervalMs: number): Promise<boolean> {
      const minimumAge = (intervalMs * 0.9) / 1000;
      const claimed = await sql<{ name: string }>`
        insert into periodic_runs (name, started_at, run_by) values (${name}, now(), ${runner})
        on conflict (name) do update set started_at = now(), run_by = excluded.run_by
          where periodic_runs.started_at <= now() - make_interval(secs => ${minimumAge})
        returning name`.execute(db);
      return claimed.rows.length === 1;
    },

    /** Runs `work` if this process wins the claim; returns whether it ran. */
    async runOnce(name: string, intervalMs: number, work: () => Promise<unknown>): Promise<boolean> {
      if (!(await this.claim(name, intervalMs))) return false;
      await work();
      return true;
    },
  };
}
export type PeriodicRuns = ReturnType<typeof createPeriodicRuns>;
