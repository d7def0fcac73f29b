import type { OperationsFigures, OperationsWindow } from 'api-client';
import { Gauge, Registry } from 'prom-client';

const WINDOWS = [['1h', 'lastHour'], ['1d', 'lastDay']] as const;

type Labels = Record<string, string>;
interface Series {
  name: string;
  help: string;
  /** One value per label set, for one window's figures (or, with `now`, for the queue as it is). */
  values: (figures: OperationsWindow) => Array<[Labels, number]>;
}

const perWindow: Series[] = [
  { name: 'credits_granted', help: 'Credits granted (purchases, plans, grants, offers) in the window', values: (f) => [[{}, f.credits.granted]] },
  { name: 'credits_spent', help: 'Credits spent (gens, trainings, packs) in the window', values: (f) => [[{}, f.credits.spent]] },
  { name: 'credits_refunded', help: 'Credits refunded (failed images, likeness misses) in the window', values: (f) => [[{}, f.credits.refunded]] },
  {
    name: 'payments', help: 'Payments started in the window, by provider and status now',
    values: (f) => f.payments.map((p) => [{ provider: p.provider, status: p.status }, p.count]),
  },
  {
    name: 'payments_amount_cents', help: 'The amount of the payments started in the window, in cents, by provider and status now',
    values: (f) => f.payments.map((p) => [{ provider: p.provider, status: p.status }, p.amountCents]),
  },
  {
    name: 'engine_generations', help: 'Generations (gen, edits, filters, templates) started in the window, by engine and outcome',
    values: (f) => f.engines.flatMap((e) => [[{ engine: e.engine, outcome: 'failed' }, e.failedCalls], [{ engine: e.engine, outcome: 'ok' }, e.calls - e.failedCalls]]),
  },
  {
    name: 'engine_images', help: 'Images those generations asked the engine for, by engine and outcome',
    values: (f) => f.engines.flatMap((e) => [[{ engine: e.engine, outcome: 'failed' }, e.failedImages], [{ engine: e.engine, outcome: 'ok' }, e.images - e.failedImages]]),
  },
  { name: 'likeness_scored', help: 'Photos scored for likeness in the window, by engine', values: (f) => f.likeness.map((l) => [{ engine: l.engine }, l.scored]) },
  { name: 'likeness_misses', help: 'Scored photos that missed the likeness threshold in the window, by engine', values: (f) => f.likeness.map((l) => [{ engine: l.engine }, l.misses]) },
  { name: 'previews', help: 'Free previews started in the window, by status now', values: (f) => f.previews.map((p) => [{ status: p.status }, p.count]) },
  { name: 'trainings', help: 'Trainings (models) started in the window, by status now', values: (f) => f.trainings.map((t) => [{ status: t.status }, t.count]) },
  { name: 'job_queue_failed', help: 'Jobs that failed for good in the window, by name', values: (f) => f.jobs.map((j) => [{ name: j.name }, j.failed]) },
  { name: 'job_queue_retried', help: 'Jobs finished in the window after more than one attempt, by name', values: (f) => f.jobs.map((j) => [{ name: j.name }, j.retried]) },
];

const queueNow: Array<{ name: string; help: string; value: (row: OperationsFigures['queue'][number]) => number }> = [
  { name: 'job_queue_depth', help: 'Jobs waiting in the queue now, by name', value: (row) => row.queued },
  { name: 'job_queue_running', help: 'Jobs running now, by name', value: (row) => row.running },
  { name: 'job_queue_retrying', help: 'Jobs waiting to run again after a failed attempt, by name', value: (row) => row.retrying },
];

/**
 * The database's figures in Prometheus text format: gauges with a `window` label (1h, 1d) for what
 * happened recently, and the queue as it is. A fresh registry per scrape, so two scrapes at once never
 * see each other's half-written values.
 */
export async function operationsMetricsText(figures: OperationsFigures): Promise<string> {
  const registry = new Registry();
  for (const series of perWindow) {
    const gauge = new Gauge({ name: series.name, help: series.help, labelNames: ['window', 'provider', 'status', 'engine', 'outcome', 'name'], registers: [registry] });
    for (const [window, key] of WINDOWS) {
      for (const [labels, value] of series.values(figures[key])) gauge.set({ ...labels, window }, value);
    }
  }
  for (const series of queueNow) {
    const gauge = new Gauge({ name: series.name, help: series.help, labelNames: ['name'], registers: [registry] });
    for (const row of figures.queue) gauge.set({ name: row.name }, series.value(row));
  }
  return registry.metrics();
}
