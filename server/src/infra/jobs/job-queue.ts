import { sql } from 'kysely';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../db/database.js';

/**
 * Every background job and its payload. One handler per name, checked at boot (registerHandlers),
 * and every handler is idempotent: a retry or a duplicate enqueue changes nothing the second time.
 */
export interface JobPayloads {
  'mail.deliver': { mailId: number };
  'training.start': { modelId: number };
  'training.poll': { modelId: number };
  /** Renews a local (test-checkout) subscription whose period has ended: the next period's credits, once. */
  'subscription.renew': { accountId: number };
  /** Ends a subscription at the payment provider now (admin Reset All), after our records of it are gone. */
  'subscription.cancel-at-provider': { providerSubscriptionId: string };
  /** Makes one image of a pack generation (one job per slot, so a pack's images are made in parallel). */
  'pack.slot': { slotId: number };
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [N in JobName]: (payload: JobPayloads[N]) => Promise<void> };

export interface EnqueueOptions {
  /** Enqueues at most one job with this key. */
  singletonKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  /** Most jobs this process runs at once (image making waits on engines, so many can overlap). */
  concurrency?: number;
  /** A claimed job not finished by then counts as abandoned (its process died) and is claimed again. */
  lockSeconds?: number;
  /** How often an idle worker looks for jobs due later or enqueued by other processes. */
  pollMs?: number;
}

interface ClaimedJob {
  id: number;
  name: JobName;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * A durable queue in the database. Up to `concurrency` jobs run at once; each is claimed with one
 * short UPDATE … FOR UPDATE SKIP LOCKED, so any number of worker processes can share the table and
 * no transaction stays open while a handler runs.
 */
export class JobQueue {
  private handlers: JobHandlers | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private draining = 0;
  private readonly active = new Set<Promise<void>>();
  private filling: Promise<void> | undefined;
  private refill = false;
  private started = 0;
  private readonly concurrency: number;
  private readonly lockSeconds: number;
  private readonly pollMs: number;

  constructor(private readonly db: Db, private readonly log: Logger, options: JobQueueOptions = {}) {
    this.concurrency = Math.max(1, options.concurrency ?? 32);
    this.lockSeconds = options.lockSeconds ?? 300;
    this.pollMs = options.pollMs ?? 500;
  }

  registerHandlers(handlers: JobHandlers): void {
    this.handlers = handlers;
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}, db: Db = this.db) {
    await this.enqueueMany(name, [{ payload, options }], db);
  }

  /**
   * Enqueues several jobs of one name in one statement. Inside a caller's transaction the jobs become
   * visible at its commit: call `wake()` after it to start them at once rather than at the next poll.
   */
  async enqueueMany<N extends JobName>(name: N, jobs: { payload: JobPayloads[N]; options?: EnqueueOptions }[], db: Db = this.db) {
    if (jobs.length === 0) return;
    await db
      .insertInto('jobs')
      .values(jobs.map(({ payload, options = {} }) => ({
        name,
        payload: JSON.stringify(payload),
        singleton_key: options.singletonKey ?? null,
        run_at: options.runAt ?? new Date(),
        max_attempts: options.maxAttempts ?? 5,
      })))
      .onConflict((oc) => oc.column('singleton_key').doNothing())
      .execute();
    this.wake();
  }

  /** Looks for due jobs now (a running worker only; tests drain instead). */
  wake(): void {
    if (this.running) void this.fill();
  }

  /** Starts polling; jobs enqueued by this process are picked up at once. */
  start(): void {
    if (!this.handlers) throw new Error('job handlers must be registered before the queue starts');
    this.running = true;
    this.schedule(0);
  }

  /** Stops claiming and waits for the jobs in flight to finish. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.filling;
    await Promise.all(this.active);
  }

  /**
   * Runs every job that is due now, up to `concurrency` at once, including jobs those jobs enqueue,
   * and returns when none is due and none is running (tests and CLI tools call this instead of polling).
   */
  async drain(): Promise<number> {
    const before = this.started;
    this.draining += 1;
    try {
      for (;;) {
        await this.fill();
        if (this.active.size === 0 && !this.filling) return this.started - before;
        if (this.active.size > 0) await Promise.race(this.active);
      }
    } finally {
      this.draining -= 1;
    }
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.fill().finally(() => {
        if (this.running) this.schedule(this.pollMs);
      });
    }, delay);
  }

  /** Claims due jobs until `concurrency` run or none is due; one claim loop at a time per process. */
  private fill(): Promise<void> {
    if (this.filling) {
      this.refill = true;
      return this.filling;
    }
    this.filling = this.claimUntilFull()
      .catch((error: unknown) => this.log.error({ err: error }, 'job queue claim failed'))
      .finally(() => {
        this.filling = undefined;
      });
    return this.filling;
  }

  private async claimUntilFull(): Promise<void> {
    do {
      this.refill = false;
      while (this.active.size < this.concurrency) {
        const jobs = await this.claim(this.concurrency - this.active.size);
        for (const job of jobs) this.track(job);
        if (jobs.length === 0) break;
      }
    } while (this.refill && this.active.size < this.concurrency);
  }

  private track(job: ClaimedJob): void {
    this.started += 1;
    const run: Promise<void> = this.run(job).finally(() => {
      this.active.delete(run);
      // A slot is free: take the next due job (the worker loop or a drain in progress).
      if (this.running || this.draining > 0) void this.fill();
    });
    this.active.add(run);
  }

  /** Claims up to `limit` due jobs (or abandoned ones whose lock ran out) in one statement. */
  private async claim(limit: number): Promise<ClaimedJob[]> {
    const claimed = await sql<ClaimedJob>`
      update jobs set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${this.lockSeconds})
      where id in (
        select id from jobs
        where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at, id limit ${limit} for update skip locked)
      returning id, name, payload, attempts, max_attempts`.execute(this.db);
    return claimed.rows;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers?.[job.name] as ((payload: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload);
      await this.db.updateTable('jobs').set({ status: 'done', finished_at: new Date(), locked_until: null })
        .where('id', '=', job.id).execute();
    } catch (error) {
      await this.recordFailure(job, error).catch((failure: unknown) =>
        this.log.error({ err: failure, job: job.name, id: job.id }, 'could not record a job failure'));
    }
  }

  private async recordFailure(job: ClaimedJob, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = job.attempts >= job.max_attempts;
    this.log.warn({ job: job.name, id: job.id, attempt: job.attempts, err: message }, 'job failed');
    // Exponential backoff: 2 s, 4 s, 8 s ... capped at 5 minutes.
    const backoffSeconds = Math.min(300, 2 ** job.attempts);
    await this.db.updateTable('jobs')
      .set({
        status: giveUp ? 'failed' : 'queued',
        last_error: message,
        locked_until: null,
        run_at: new Date(Date.now() + backoffSeconds * 1000),
        finished_at: giveUp ? new Date() : null,
      })
      .where('id', '=', job.id).execute();
  }
}
