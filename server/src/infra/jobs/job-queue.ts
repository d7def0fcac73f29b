import type { Logger } from '../../kernel/logger.js';
import type { Db } from '../db/database.js';
import { createJobsRepository, type ClaimedJob as StoredJob, type JobsRepository } from './jobs.repository.js';

/**
 * Every background job and its payload. One handler per name, checked at boot (registerHandlers),
 * and every handler is idempotent: a retry or a duplicate enqueue changes nothing the second time.
 */
export interface JobPayloads {
  'mail.deliver': { mailId: number };
  /** Compares the faces of an accepted upload's photos (reference face, look-alike outliers), then scores the model's images made meanwhile. */
  'model.look-alike': { modelId: number };
  'training.start': { modelId: number };
  'training.poll': { modelId: number };
  /** Renews a local (test-checkout) subscription whose period has ended: the next period's credits, once. */
  'subscription.renew': { accountId: number };
  /** Ends a subscription at the payment provider now (admin Reset All), after our records of it are gone. */
  'subscription.cancel-at-provider': { providerSubscriptionId: string };
  /** A second subscription was paid while one was live: end it at the provider and refund it. */
  'subscription.refund-duplicate': { paymentId: string; providerSubscriptionId: string | null };
  /** Makes one image of a pack generation (one job per slot, so a pack's images are made in parallel). */
  'pack.slot': { slotId: number };
  /** E-mails the owner of a pack generation that has just finished (once: its singleton key is the generation). */
  'pack.ready-mail': { generationId: number };
  /** Scores a stored image's likeness to its model; a miss is refunded and its pack slot replaced once (docs/likeness.md). */
  'image.likeness': { imageId: number };
  /** Makes the one free replacement of a pack slot whose image missed the likeness threshold. */
  'pack.slot-replace': { slotId: number };
  /** Removes what a deleted model left at the provider and in storage (docs/privacy.md); retried until the provider confirms. */
  'model.delete': { deletionId: number };
  /** Deletes everything a deleted account owned but the ledger and payments (docs/privacy.md). */
  'account.delete': { accountId: number };
  /** Builds a data export zip and e-mails its link (docs/privacy.md). */
  'account.export': { exportId: number };
  /** Makes a free preview's photos, storing each as it arrives (docs/previews.md). */
  'preview.make': { previewId: number };
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [N in JobName]: (payload: JobPayloads[N]) => Promise<void> };

/**
 * Jobs that wait on a small pool of worker threads run at most this many at once per process: a backlog
 * of them (a pack's 30 likeness scores) must not take every slot of the queue from the jobs behind it.
 */
export const LANE_LIMITS: Partial<Record<JobName, number>> = { 'image.likeness': 2, 'model.look-alike': 2 };

export interface EnqueueOptions {
  /** Enqueues at most one job with this key. */
  singletonKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /**
   * Higher runs first among the jobs due (default 0): JOB_PRIORITY.waitedOn for work a person is
   * looking at the screen for, so it does not queue behind a backlog of background work of its kind.
   */
  priority?: number;
}

export const JOB_PRIORITY = { background: 0, waitedOn: 1 } as const;

export interface JobQueueOptions {
  /** Most jobs this process runs at once (image making waits on engines, so many can overlap). */
  concurrency?: number;
  /** A claimed job not finished by then counts as abandoned (its process died) and is claimed again. */
  lockSeconds?: number;
  /** How often an idle worker looks for jobs due later or enqueued by other processes. */
  pollMs?: number;
}

interface ClaimedJob extends StoredJob {
  name: JobName;
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
  /** Jobs of each laned name (LANE_LIMITS) running now. */
  private readonly runningInLane = new Map<string, number>();
  /** Ids of the jobs running now, and of those handed back by `stop` (their outcome is no longer ours to record). */
  private readonly activeIds = new Set<number>();
  private readonly releasedIds = new Set<number>();
  private filling: Promise<void> | undefined;
  private refill = false;
  private started = 0;
  private readonly concurrency: number;
  private readonly lockSeconds: number;
  private readonly pollMs: number;
  private readonly jobs: JobsRepository;

  constructor(private readonly db: Db, private readonly log: Logger, options: JobQueueOptions = {}) {
    this.jobs = createJobsRepository(db);
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
    await this.jobs.insert(jobs.map(({ payload, options = {} }) => ({
      name,
      payload,
      singletonKey: options.singletonKey ?? null,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 5,
      priority: options.priority ?? JOB_PRIORITY.background,
    })), db);
    this.wake();
  }

  /**
   * Deletes jobs that finished (done, or failed for good) before `finishedBefore`; without it the table
   * grows by every e-mail, training poll and pack image forever. Returns how many went.
   */
  pruneFinished(finishedBefore: Date): Promise<number> {
    return this.jobs.deleteFinished(finishedBefore);
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

  /**
   * Stops claiming and waits for the jobs in flight to finish; with `graceMs`, jobs still running after
   * it are released (claimable by another worker at once) instead of waited for: the process is about to
   * exit, and their locks would otherwise hold them for JOB_LOCK_SECONDS. Returns how many were released.
   */
  async stop(options: { graceMs?: number } = {}): Promise<number> {
    this.running = false;
    clearTimeout(this.timer);
    await this.filling;
    const finished = Promise.all(this.active).then(() => true);
    if (options.graceMs === undefined) {
      await finished;
      return 0;
    }
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), options.graceMs);
    });
    const allDone = await Promise.race([finished, graceOver]);
    clearTimeout(timer);
    if (allDone) return 0;
    const ids = [...this.activeIds];
    for (const id of ids) this.releasedIds.add(id);
    const released = await this.jobs.release(ids);
    this.log.warn({ released, ids }, 'released jobs still running at shutdown');
    return released;
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
    const laned = job.name in LANE_LIMITS;
    if (laned) this.runningInLane.set(job.name, (this.runningInLane.get(job.name) ?? 0) + 1);
    this.activeIds.add(job.id);
    const run: Promise<void> = this.run(job).finally(() => {
      this.active.delete(run);
      if (laned) this.runningInLane.set(job.name, (this.runningInLane.get(job.name) ?? 1) - 1);
      this.activeIds.delete(job.id);
      // A slot is free: take the next due job (the worker loop or a drain in progress).
      if (this.running || this.draining > 0) void this.fill();
    });
    this.active.add(run);
  }

  /** Claims up to `limit` due jobs (or abandoned ones whose lock ran out) in one statement. */
  private async claim(limit: number): Promise<ClaimedJob[]> {
    const lanes = Object.entries(LANE_LIMITS) as [JobName, number][];
    const claimed = (await this.jobs.claim(limit, this.lockSeconds, { except: lanes.map(([name]) => name) })) as ClaimedJob[];
    for (const [name, max] of lanes) {
      const room = Math.min(max - (this.runningInLane.get(name) ?? 0), limit - claimed.length);
      if (room > 0) claimed.push(...((await this.jobs.claim(room, this.lockSeconds, { only: name })) as ClaimedJob[]));
    }
    return claimed;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers?.[job.name] as ((payload: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload);
      // Released at shutdown: another worker owns the job now.
      if (this.releasedIds.has(job.id)) return;
      await this.jobs.markDone(job.id);
    } catch (error) {
      if (this.releasedIds.has(job.id)) return;
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
    await this.jobs.recordFailure(job.id, { message, giveUp, retryAt: new Date(Date.now() + backoffSeconds * 1000) });
  }
}
