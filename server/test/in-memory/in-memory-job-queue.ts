import pino from 'pino';
import type { Db } from '../../src/infra/db/database.js';
import { JobQueue, type EnqueueOptions, type JobHandlers, type JobName, type JobPayloads } from '../../src/infra/jobs/job-queue.js';
import { insertRow, type InMemoryDatabase } from './in-memory-database.js';

export interface InMemoryJob {
  id: number;
  name: JobName;
  payload: unknown;
  singletonKey: string | null;
  runAt: Date;
  status: 'queued' | 'running' | 'done' | 'failed';
  error?: string;
}

/**
 * The job queue with its table in an array. Enqueueing keeps the real rules (a taken singleton key
 * adds nothing; jobs enqueued in a failed transaction disappear with it); jobs run only through
 * `drain`, or on `wake` once `handle` has named handlers, each job once, with no retries.
 */
export class InMemoryJobQueue extends JobQueue {
  readonly stored: InMemoryJob[] = [];
  private runners: Partial<JobHandlers> = {};

  constructor(private readonly memory: InMemoryDatabase) {
    // JobQueue's own database and logger are never reached: every method that uses them is replaced.
    super(undefined as unknown as Db, pino({ enabled: false }));
  }

  /** Runs jobs of these names on `wake` (after a service's commit) and on `drain`. */
  handle(runners: Partial<JobHandlers>): this {
    this.runners = runners;
    return this;
  }

  override async enqueueMany<N extends JobName>(name: N, jobs: { payload: JobPayloads[N]; options?: EnqueueOptions }[], trx?: Db): Promise<void> {
    for (const { payload, options = {} } of jobs) {
      const singletonKey = options.singletonKey ?? null;
      if (singletonKey !== null && this.stored.some((job) => job.singletonKey === singletonKey)) continue;
      insertRow(this.memory, this.stored, { id: this.memory.nextId(), name, payload, singletonKey, runAt: options.runAt ?? new Date(), status: 'queued' }, trx);
    }
  }

  override wake(): void {
    if (Object.keys(this.runners).length > 0) void this.drain();
  }

  /** Runs every queued job due by `at` that has a handler, those they enqueue too, each round at once. */
  override async drain(at: Date = new Date()): Promise<number> {
    let ran = 0;
    for (;;) {
      const due = this.stored.filter((job) => job.status === 'queued' && job.runAt <= at && this.runners[job.name]);
      if (due.length === 0) return ran;
      ran += due.length;
      await Promise.all(due.map(async (job) => {
        job.status = 'running';
        const handler = this.runners[job.name] as (payload: unknown) => Promise<void>;
        try {
          await handler(job.payload);
          job.status = 'done';
        } catch (error) {
          Object.assign(job, { status: 'failed', error: (error as Error).message });
        }
      }));
    }
  }

  override start(): void {
    throw new Error('the in-memory job queue runs jobs only through drain() or wake()');
  }

  /** The queued jobs of one name, with their payloads typed. */
  queued<N extends JobName>(name: N): Array<InMemoryJob & { payload: JobPayloads[N] }> {
    return this.stored.filter((job): job is InMemoryJob & { payload: JobPayloads[N] } => job.name === name && job.status === 'queued');
  }
}
