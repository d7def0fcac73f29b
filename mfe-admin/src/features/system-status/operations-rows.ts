import type { OperationsFigures, OperationsWindow } from 'api-client';

/** One line of the operations table: what it counts, and its value in the last hour and the last day. */
export interface OperationsRow {
  label: string;
  hour: string;
  day: string;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const withFailed = (count: number, failed: number) => (failed > 0 ? `${count} (${failed} failed)` : String(count));

/** A line per key seen in either window; a key only the day has is 0 in the hour. */
function linesOf<T>(
  hour: readonly T[], day: readonly T[], key: (item: T) => string, label: (item: T) => string, text: (item: T | undefined) => string,
): OperationsRow[] {
  const hourByKey = new Map(hour.map((item) => [key(item), item]));
  return day.map((item) => ({ label: label(item), hour: text(hourByKey.get(key(item))), day: text(item) }));
}

/**
 * The figures /metrics reports, as rows an operator reads: credits, payments, engines, likeness misses,
 * previews, trainings and jobs, each for the last hour and the last day. Every row of the hour is also
 * in the day (the day contains the hour), so the day's rows name them all.
 */
export function operationsRows(figures: OperationsFigures): OperationsRow[] {
  const hour: OperationsWindow = figures.lastHour;
  const day: OperationsWindow = figures.lastDay;
  return [
    { label: 'Credits granted', hour: String(hour.credits.granted), day: String(day.credits.granted) },
    { label: 'Credits spent', hour: String(hour.credits.spent), day: String(day.credits.spent) },
    { label: 'Credits refunded', hour: String(hour.credits.refunded), day: String(day.credits.refunded) },
    ...linesOf(hour.payments, day.payments, (p) => `${p.provider}/${p.status}`, (p) => `Payments ${p.status} (${p.provider})`,
      (p) => (p ? `${p.count} (${dollars(p.amountCents)})` : '0')),
    ...linesOf(hour.engines, day.engines, (e) => e.engine, (e) => `Generations on ${e.engine}`, (e) => (e ? withFailed(e.calls, e.failedCalls) : '0')),
    ...linesOf(hour.engines, day.engines, (e) => e.engine, (e) => `Images on ${e.engine}`, (e) => (e ? withFailed(e.images, e.failedImages) : '0')),
    ...linesOf(hour.likeness, day.likeness, (l) => l.engine, (l) => `Likeness misses on ${l.engine}`, (l) => (l ? `${l.misses} of ${l.scored}` : '0')),
    ...linesOf(hour.previews, day.previews, (p) => p.status, (p) => `Free previews ${p.status}`, (p) => String(p?.count ?? 0)),
    ...linesOf(hour.trainings, day.trainings, (t) => t.status, (t) => `Trainings ${t.status}`, (t) => String(t?.count ?? 0)),
    ...linesOf(hour.jobs, day.jobs, (j) => j.name, (j) => `Job ${j.name}`, (j) => (j ? `${j.failed} failed, ${j.retried} retried` : '0')),
  ];
}
