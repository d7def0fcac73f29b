import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';

/** The two windows every figure is read for: each row in the last hour also counts in the last day. */
export interface Windows {
  hour: Date;
  day: Date;
}
type WindowName = 'hour' | 'day';

/** `(values ...)` of the windows, joined on `<time> >= w.since`: one scan of the day, counted per window. */
const windowsOf = ({ hour, day }: Windows): RawBuilder<unknown> =>
  sql`(values ('hour', ${hour.toISOString()}::timestamptz), ('day', ${day.toISOString()}::timestamptz)) as w(name, since)`;

/**
 * Aggregate reads for the operator's figures (/metrics and the admin system status): each query reads
 * only the last day's rows through an index on its time column (migration 0030 adds the missing ones),
 * so a scrape costs the same however old the product is.
 */
export function createOperationsFiguresRepository(db: Db) {
  const rows = async <R>(query: RawBuilder<R>): Promise<R[]> => (await query.execute(db)).rows;

  return {
    credits: (windows: Windows) => rows(sql<{ window: WindowName; granted: number; spent: number; refunded: number }>`
      select w.name as "window",
        coalesce(sum(t.amount) filter (where t.amount > 0 and t.reason <> 'refund'), 0)::float8 as granted,
        coalesce(-sum(t.amount) filter (where t.amount < 0 and t.reason <> 'admin-reset'), 0)::float8 as spent,
        coalesce(sum(t.amount) filter (where t.amount > 0 and t.reason = 'refund'), 0)::float8 as refunded
      from credit_ledger t join ${windowsOf(windows)} on t.created_at >= w.since
      where t.created_at >= ${windows.day.toISOString()}::timestamptz
      group by w.name`),

    payments: (windows: Windows) => rows(sql<{ window: WindowName; provider: string; status: string; count: number; amountCents: number }>`
      select w.name as "window", t.provider, t.status, count(*)::integer as count, coalesce(sum(t.amount_cents), 0)::float8 as "amountCents"
      from payments t join ${windowsOf(windows)} on t.created_at >= w.since
      where t.created_at >= ${windows.day.toISOString()}::timestamptz
      group by w.name, t.provider, t.status`),

    engines: (windows: Windows) => rows(sql<{ window: WindowName; engine: string; calls: number; failedCalls: number; images: number; failedImages: number }>`
      select w.name as "window", coalesce(t.engine, 'none') as engine, count(*)::integer as calls,
        (count(*) filter (where t.status = 'failed'))::integer as "failedCalls",
        coalesce(sum(t.image_count), 0)::integer as images, coalesce(sum(t.failed_count), 0)::integer as "failedImages"
      from generations t join ${windowsOf(windows)} on t.created_at >= w.since
      where t.created_at >= ${windows.day.toISOString()}::timestamptz
      group by w.name, coalesce(t.engine, 'none')`),

    likeness: (windows: Windows) => rows(sql<{ window: WindowName; engine: string; scored: number; misses: number }>`
      select w.name as "window", coalesce(t.engine, 'none') as engine, count(*)::integer as scored,
        (count(*) filter (where t.likeness_miss))::integer as misses
      from images t join ${windowsOf(windows)} on t.likeness_scored_at >= w.since
      where t.likeness_status = 'scored' and t.likeness_scored_at >= ${windows.day.toISOString()}::timestamptz
      group by w.name, coalesce(t.engine, 'none')`),

    previews: (windows: Windows) => rows(sql<{ window: WindowName; status: string; count: number; images: number }>`
      select w.name as "window", t.status, count(*)::integer as count, coalesce(sum(t.images_made), 0)::integer as images
      from previews t join ${windowsOf(windows)} on t.created_at >= w.since
      where t.created_at >= ${windows.day.toISOString()}::timestamptz
      group by w.name, t.status`),

    trainings: (windows: Windows) => rows(sql<{ window: WindowName; status: string; count: number }>`
      select w.name as "window", t.status, count(*)::integer as count
      from models t join ${windowsOf(windows)} on t.created_at >= w.since
      where t.created_at >= ${windows.day.toISOString()}::timestamptz
      group by w.name, t.status`),

    /** Failed for good, or finished after more than one attempt (the partial indexes of migration 0030). */
    jobs: (windows: Windows) => rows(sql<{ window: WindowName; name: string; failed: number; retried: number }>`
      select "window", name, sum(failed)::integer as failed, sum(retried)::integer as retried from (
        select w.name as "window", t.name, count(*) as failed, 0 as retried
        from jobs t join ${windowsOf(windows)} on t.finished_at >= w.since
        where t.status = 'failed' and t.finished_at >= ${windows.day.toISOString()}::timestamptz
        group by w.name, t.name
        union all
        select w.name, t.name, 0, count(*)
        from jobs t join ${windowsOf(windows)} on t.finished_at >= w.since
        where t.attempts > 1 and t.finished_at >= ${windows.day.toISOString()}::timestamptz
        group by w.name, t.name
      ) per_kind group by "window", name`),

    /** The queue now: waiting and running jobs (the queue's own index on status). */
    queue: () => rows(sql<{ name: string; queued: number; running: number; retrying: number }>`
      select name,
        (count(*) filter (where status = 'queued'))::integer as queued,
        (count(*) filter (where status = 'running'))::integer as running,
        (count(*) filter (where status = 'queued' and attempts > 0))::integer as retrying
      from jobs where status in ('queued', 'running')
      group by name`),
  };
}
export type OperationsFiguresRepository = ReturnType<typeof createOperationsFiguresRepository>;
