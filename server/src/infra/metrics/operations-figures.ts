import type { OperationsFigures, OperationsWindow } from 'api-client';
import type { Db } from '../db/database.js';
import { createOperationsFiguresRepository, type Windows } from './operations-figures.repository.js';

const HOUR_MS = 3_600_000;

/** The rows of one window, without their window column. */
function pick<R extends { window: 'hour' | 'day' }>(rows: R[], window: 'hour' | 'day'): Array<Omit<R, 'window'>> {
  return rows.filter((row) => row.window === window).map(({ window: _window, ...rest }) => rest);
}

/**
 * The business figures an operator watches (credits, payments, engines, likeness misses, previews,
 * trainings, jobs) for the last hour and the last day, read from the database: the one source both
 * /metrics and the admin system status show, the same in every process and across restarts.
 */
export function createOperationsFigures(db: Db, now: () => Date = () => new Date()) {
  const repository = createOperationsFiguresRepository(db);
  return {
    async read(): Promise<OperationsFigures> {
      const at = now().getTime();
      const windows: Windows = { hour: new Date(at - HOUR_MS), day: new Date(at - 24 * HOUR_MS) };
      // One after another: on the embedded database they would queue on its one connection anyway, and
      // on a server a scrape should hold one connection, not seven.
      const credits = await repository.credits(windows);
      const payments = await repository.payments(windows);
      const engines = await repository.engines(windows);
      const likeness = await repository.likeness(windows);
      const previews = await repository.previews(windows);
      const trainings = await repository.trainings(windows);
      const jobs = await repository.jobs(windows);
      const queue = await repository.queue();
      const windowOf = (window: 'hour' | 'day'): OperationsWindow => ({
        credits: pick(credits, window)[0] ?? { granted: 0, spent: 0, refunded: 0 },
        payments: pick(payments, window),
        engines: pick(engines, window),
        likeness: pick(likeness, window),
        previews: pick(previews, window),
        trainings: pick(trainings, window),
        jobs: pick(jobs, window),
      });
      return { lastHour: windowOf('hour'), lastDay: windowOf('day'), queue };
    },
  };
}
export type OperationsFiguresReader = ReturnType<typeof createOperationsFigures>;
