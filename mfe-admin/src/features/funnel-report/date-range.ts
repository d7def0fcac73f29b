/** YYYY-MM-DD of a date in UTC (the report counts whole UTC days). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The default range: the last 7 days, today included. */
export function lastSevenDays(now = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - 6 * 24 * 60 * 60 * 1000)), to: isoDay(now) };
}
