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
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [N in JobName]: (payload: JobPayloads[N]) => Promise<void> };

export interface EnqueueOptions {
  /** Enqueues at most one job with this key. */
  singletonKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

const LOCK_SECONDS = 300;

export class JobQueue {
  private handlers: JobHandlers | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db, private readonly log: Logger, private readonly pollMs = 500) {}

  registerHandlers(handlers: JobHandlers): void {
    this.handlers = handlers;
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}, db: Db = this.db) {
    await db
      .insertInto('jobs')
      .values({
        name,
        payload: JSON.stringify(payload),
        singleton_key: options.singletonKey ?? null,
        run_at: options.runAt ?? new Date(),
        max_attempts: options.maxAttempts ?? 5,
      })
      .onConflict((oc) => oc.column('singleton_key').doNothing())
      .execute();
    this.kick();
  }

  /** Starts polling; jobs enqueued by this process are picked up at once. */
  start(): void {
    if (!this.handlers) throw new Error('job handlers must be registered before the queue starts');
    this.running = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.idle;
  }

  /** Runs every job that is due now (tests and CLI tools call this instead of polling). */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOne()) count += 1;
    return count;
  }

  private kick(): void {
    if (this.running) this.schedule(0);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.idle = this.idle.then(() => this.pollOnce());
    }, delay);
  }

  private async pollOnce(): Promise<void> {
    try {
      await this.drain();
    } catch (error) {
      this.log.error({ err: error }, 'job queue poll failed');
    }
    if (this.running) this.schedule(this.pollMs);
  }

  private async runOne(): Promise<boolean> {
    const claimed = await sql<{ id: number; name: JobName; payload: unknown; attempts: number; max_attempts: number }>`
      update jobs set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
      where id = (
        select id from jobs
        where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at limit 1 for update skip locked)
      returning id, name, payload, attempts, max_attempts`.execute(this.db);
    const job = claimed.rows[0];
    if (!job) return false;
    const handler = this.handlers?.[job.name] as ((payload: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload);
      await this.db.updateTable('jobs').set({ status: 'done', finished_at: new Date(), locked_until: null })
        .where('id', '=', job.id).execute();
    } catch (error) {
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
    return true;
  }
}
