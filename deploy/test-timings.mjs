// The server suite's last measured timings (deploy/test-timings.json), which deploy/test-all.mjs balances
// its groups by and rewrites after each run. Committed, so that a clean clone (CI) balances from its first
// run; a figure is rewritten only when a run lands far from it (CHANGED), so most runs leave the file as it
// is and a commit of it carries real changes. A file with no figure (new, or new to PostgreSQL) is estimated
// (estimate()) and measured by the next run; a figure for a file that no longer exists is ignored and
// dropped at the next write; a file that failed or whose group died keeps its old figure.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './frontends.mjs';

export const TIMINGS_FILE = path.join(ROOT, 'deploy', 'test-timings.json');
const ABOUT = 'Written by npm test (deploy/test-all.mjs): seconds of each server test file\'s tests by database and of a group process\'s '
  + 'start-up, as last measured. They balance the runner\'s groups; see docs/testing.md#timings.';
/** Seconds a file is taken for when nothing is known of it or its kind. */
const FALLBACK_SECONDS = 4;

/** Whether a new measurement differs enough from the figure on file to replace it. */
const CHANGED = (old, measured) => old === undefined || Math.abs(measured - old) > Math.max(1, 0.2 * old);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};

/** The file as read, or an empty record when it is missing or unreadable (the groups are then balanced by estimates). */
export function loadTimings(file = TIMINGS_FILE) {
  try {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { startup: json.startup ?? {}, files: { pglite: json.pglite ?? {}, postgres: json.postgres ?? {} } };
  } catch {
    return { startup: {}, files: { pglite: {}, postgres: {} } };
  }
}

/** `test/credits.test.ts` → `credits`, the key of a file in the record. */
export const keyOf = (file) => path.basename(file, '.test.ts');

/**
 * Seconds a file's tests are expected to take on a database: its last measurement; for a file new to
 * PostgreSQL its PGlite figure scaled by the median PostgreSQL/PGlite ratio; else the median file.
 */
export function estimate(timings, file, database) {
  const key = keyOf(file);
  const own = timings.files[database][key];
  if (own !== undefined) return own;
  if (database === 'postgres' && timings.files.pglite[key] !== undefined) {
    const ratios = Object.keys(timings.files.postgres).filter((k) => timings.files.pglite[k] > 0).map((k) => timings.files.postgres[k] / timings.files.pglite[k]);
    return timings.files.pglite[key] * (median(ratios) ?? 1);
  }
  return median(Object.values(timings.files[database])) ?? FALLBACK_SECONDS;
}

/**
 * A run's measurements merged into the record: `measured.files[database][key] = { seconds, failed }`,
 * `measured.startup[database] = [seconds per group]`.
 * Returns the record to write and the keys whose figures changed; files not in `existing` are dropped.
 */
export function mergeTimings(timings, measured, existing) {
  const round = (seconds) => Math.round(seconds * 10) / 10;
  const changed = [];
  const next = { startup: { ...timings.startup }, files: { pglite: {}, postgres: {} } };
  for (const database of ['pglite', 'postgres']) {
    for (const key of existing[database]) {
      const old = timings.files[database][key];
      const run = measured.files[database]?.[key];
      if (run && !run.failed && CHANGED(old, run.seconds)) {
        next.files[database][key] = round(run.seconds);
        changed.push(`${database}:${key}`);
      } else if (old !== undefined) {
        next.files[database][key] = old;
      }
    }
    const startup = median(measured.startup[database] ?? []);
    if (startup !== undefined && CHANGED(timings.startup[database], startup)) {
      next.startup[database] = round(startup);
      changed.push(`${database}:start-up`);
    }
  }
  const dropped = ['pglite', 'postgres'].some((database) => Object.keys(timings.files[database]).some((key) => !(key in next.files[database])));
  return { next, changed, dropped };
}

/** Writes the record, keys sorted, one figure a line (a change shows as a change of that line). */
export function saveTimings(timings, file = TIMINGS_FILE) {
  const sorted = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
  const json = { about: ABOUT, startup: sorted(timings.startup), pglite: sorted(timings.files.pglite), postgres: sorted(timings.files.postgres) };
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
