// `npm test`: every package's tests, the check that no module is in two frontends' builds, the server suite
// on PGlite (and the files that declare `@test-databases pglite postgres` again on PostgreSQL when
// TEST_DATABASE_URL is set) and the e2e journeys in Chromium when one is installed. Jest runs first on every
// core; then the e2e journeys, which spend most of their time waiting on the browser, run beside the
// CPU-bound server suite, which has a lower priority (nice), its PostgreSQL backends too, until the journeys
// end: it fills the idle cores without making the browser miss its timeouts, and then takes a normal share
// of a busy machine (deploy/suite-priority.mjs). docs/testing.md describes the layout.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontends } from './build-frontends.mjs';
import { ROOT } from './frontends.mjs';
import { findChromium } from './chromium.mjs';
import { suitePriority, tagged } from './suite-priority.mjs';
import { serverTestFiles } from './test-files.mjs';
import { estimate, keyOf, loadTimings, mergeTimings, saveTimings } from './test-timings.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** The PostgreSQL server for the second run (tagged: its backends are found by name), and the suite's priority (set below). */
const DATABASE_URL = process.env.TEST_DATABASE_URL ? tagged(process.env.TEST_DATABASE_URL) : undefined;
let priority;
/** A server process at the suite's priority now: below the journeys while they run (deploy/suite-priority.mjs). */
const niced = (args) => ['nice', ['-n', String(priority.niceness - os.getPriority()), ...args]];

/** Runs a command to its end and prints its output whole under its label (parallel runs do not interleave). */
function run(label, command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const { onSpawn, ...spawnOptions } = options;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
    onSpawn?.(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label} (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
      process.stdout.write(output);
      if (status !== 0) failures.push(label);
      resolve({ status, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Every frontend package's jest tests in one run (the projects of the root jest.config.cjs). */
async function jestProjects() {
  const report = path.join(os.tmpdir(), `jest-${process.pid}.json`);
  const workers = `--maxWorkers=${os.availableParallelism()}`; // it runs alone: every core (jest's default leaves one idle)
  await run('frontend packages (jest)', 'npx', ['jest', '--ci', workers, '--json', `--outputFile=${report}`], { cwd: ROOT });
  if (!fs.existsSync(report)) return;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests;
}

/** Every server test file (paths relative to server/) and the databases it declares; SERVER_FILES are those this run takes. */
const ALL_SERVER_FILES = serverTestFiles();
const SERVER_FILES = [...ALL_SERVER_FILES];
const filesOn = (database) => SERVER_FILES.filter((entry) => entry.databases.includes(database)).map((entry) => entry.file);
/** The last measured seconds (deploy/test-timings.json), and what this run measures, written back at the end. */
const timings = loadTimings();
const measured = { files: { pglite: {}, postgres: {} }, startup: { pglite: [], postgres: [] } };
/** Seconds of tests per process: each process pays a few seconds of start-up, and a crash loses only its group. */
const GROUP_SECONDS = 90;

/** The files split into groups of about GROUP_SECONDS by their last measured times, longest-first onto the lightest group. */
function groupFiles(files, database) {
  const secondsOf = (file) => estimate(timings, file, database);
  const startup = timings.startup[database] ?? 4;
  const total = files.reduce((sum, file) => sum + secondsOf(file), 0);
  const groups = Array.from({ length: Math.max(1, Math.round(total / GROUP_SECONDS)) }, () => ({ files: [], seconds: startup, database }));
  for (const file of [...files].sort((a, b) => secondsOf(b) - secondsOf(a))) {
    const lightest = groups.reduce((min, group) => (group.seconds < min.seconds ? group : min));
    lightest.files.push(file);
    lightest.seconds += secondsOf(file);
  }
  return groups.filter((group) => group.files.length);
}

/**
 * Runs a group of server test files in one process (test/run-files.ts: one start-up for the group), and
 * notes each file's seconds (test/timings-reporter.mjs) and the group's start-up for deploy/test-timings.json.
 */
async function serverGroup({ files, database, databaseUrl }) {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  const label = `server ${databaseUrl ? 'PostgreSQL' : 'PGlite'} ${files.map(keyOf).join(', ')}`;
  const timingsOut = path.join(os.tmpdir(), `server-timings-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  const [command, args] = niced([process.execPath, '--import', 'tsx',
    '--test-reporter=tap', '--test-reporter-destination=stdout', '--test-reporter=./test/timings-reporter.mjs', `--test-reporter-destination=${timingsOut}`,
    'test/run-files.ts', ...files]);
  const { status, output, seconds } = await run(label, command, args, { cwd: path.join(ROOT, 'server'), env, onSpawn: tracked });
  const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  // A group whose process died early reports no summary: that is a failure even with an exit code of 0.
  if (status === 0 && (count('fail') > 0 || count('pass') === 0)) failures.push(label);
  totals.passed += count('pass');
  totals.failed += count('fail');
  totals.skipped += count('skipped') + count('todo');
  recordGroup(database, files, timingsOut, seconds);
}

/** A group's files' seconds, and its start-up (its wall time less its files' tests), into this run's measurements. */
function recordGroup(database, files, timingsOut, seconds) {
  if (!fs.existsSync(timingsOut)) return;
  const byPath = JSON.parse(fs.readFileSync(timingsOut, 'utf8').trim() || '{}');
  fs.rmSync(timingsOut, { force: true });
  let tested = 0;
  for (const [file, entry] of Object.entries(byPath)) {
    measured.files[database][keyOf(file)] = entry;
    tested += entry.seconds;
  }
  if (Object.keys(byPath).length === files.length) measured.startup[database].push(Math.max(0, seconds - tested));
}

/** Follows a server process for the suite's priority until it exits (`nice` execs node: the pid is the test's). */
function tracked(child) {
  priority.track(child.pid);
  child.on('exit', () => priority.untrack(child.pid));
}

/**
 * `npm run test:scale` (docs/storage-and-scale.md): 2 web + 2 worker processes on the PostgreSQL server
 * with S3 storage, a worker killed mid-packs; one pass or one failure in the totals.
 */
async function scaleTest(databaseUrl) {
  const env = { ...process.env, TEST_DATABASE_URL: databaseUrl };
  const [command, args] = niced([process.execPath, '--import', 'tsx', 'test/scale/scale-test.ts']);
  const { status, output } = await run('scale test (2 web + 2 worker processes, PostgreSQL, S3)', command, args,
    { cwd: path.join(ROOT, 'server'), env, onSpawn: tracked });
  const passed = status === 0 && /all checks passed/.test(output);
  totals.passed += passed ? 1 : 0;
  totals.failed += passed ? 0 : 1;
}

/**
 * The server files on PGlite and, with a PostgreSQL server, those declaring postgres and the scale test, in
 * groups run by one worker per core, the longest first, at the suite's priority (deploy/suite-priority.mjs).
 */
async function serverSuites() {
  const url = DATABASE_URL;
  // The scale test runs five processes of its own: last, once every other group has started, so it does
  // not starve them.
  const jobs = [
    ...[
      ...groupFiles(filesOn('pglite'), 'pglite'),
      ...(url ? groupFiles(filesOn('postgres'), 'postgres').map((group) => ({ ...group, databaseUrl: url })) : []),
    ].sort((a, b) => b.seconds - a.seconds),
    ...(url && !named.length ? [{ scale: true, databaseUrl: url }] : []),
  ];
  const started = Date.now();
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await (job.scale ? scaleTest(job.databaseUrl) : serverGroup(job));
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  console.log(`\n=== server suites: ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  saveMeasuredTimings(Boolean(url));
}

/** This run's measurements into deploy/test-timings.json, where they differ enough from the figures on file. */
function saveMeasuredTimings(ranPostgres) {
  const on = (database) => ALL_SERVER_FILES.filter((entry) => entry.databases.includes(database)).map((entry) => keyOf(entry.file));
  const existing = { pglite: on('pglite'), postgres: on('postgres') };
  // Without a PostgreSQL run its figures stay as they are, for the files that still declare it.
  if (!ranPostgres) measured.files.postgres = {};
  const { next, changed, dropped } = mergeTimings(timings, measured, existing);
  if (changed.length === 0 && !dropped) return;
  saveTimings(next);
  console.log(`deploy/test-timings.json: ${changed.length} figure(s) rewritten${dropped ? ', figures of removed files dropped' : ''} (${changed.join(', ') || '-'})`);
}

/**
 * `npm run test:deploy`: no module in the built files of two frontends (deploy/bundle-duplicates.test.mjs);
 * the remotes map's locking, history and rollback (deploy/remote-deploy.test.mjs, no build needed); the
 * Prometheus config and alert rules with promtool (deploy/prometheus.test.mjs, skipped without it); the
 * suite's own layout: the server files' database markers, their lint rule, the timings (deploy/test-layout.test.mjs). It
 * builds what is stale itself; one pass or failure per test in the totals.
 */
async function bundleDuplicates() {
  const files = ['bundle-duplicates.test.mjs', 'remote-deploy.test.mjs', 'prometheus.test.mjs', 'test-layout.test.mjs'].map((file) => path.join('deploy', file));
  const label = 'deploy checks (built frontends, remote deploys, alert rules, the suite\'s layout)';
  const { status, output } = await run(label, process.execPath, ['--test', '--test-reporter=tap', ...files], { cwd: ROOT });
  const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  if (status === 0 && count('pass') === 0) failures.push(label);
  totals.passed += count('pass');
  totals.failed += count('fail');
}

/** The ten longest tests of a Playwright JSON report, with their seconds (every attempt's), for the stage table. */
function slowestJourneys(report) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const seconds = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
      tests.push({ name: `${file ?? suite.file}: ${spec.title}`, seconds });
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, 10).map((test) => `${test.seconds.toFixed(0).padStart(5)} s  ${test.name.slice(0, 110)}`);
}

async function e2e() {
  const chromium = findChromium();
  const report = path.join(os.tmpdir(), `e2e-${process.pid}.json`);
  await run('e2e', 'npx', ['playwright', 'test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (!fs.existsSync(report)) return;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const stats = json.stats ?? {};
  console.log(`\n=== e2e: the slowest journeys ===\n${slowestJourneys(json).join('\n')}`);
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const started = Date.now();
// `--no-e2e` leaves the journeys out; `--server-only [test/x.test.ts ...]` runs only the server suite (only
// those files, and no scale test, when files are named), on PGlite and on PostgreSQL as they declare.
const serverOnly = process.argv.includes('--server-only');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (named.length) {
  const unknown = named.filter((file) => !SERVER_FILES.some((entry) => entry.file === file));
  if (unknown.length) {
    console.error(`not server test files: ${unknown.join(', ')} (name them as test/<file>.test.ts)`);
    process.exit(2);
  }
  SERVER_FILES.splice(0, SERVER_FILES.length, ...SERVER_FILES.filter((entry) => named.includes(entry.file)));
}
const withE2e = !serverOnly && !process.argv.includes('--no-e2e') && Boolean(findChromium());
if (withE2e) buildFrontends(); // before the tests: the build takes both cores
if (!serverOnly && !withE2e && !process.argv.includes('--no-e2e')) {
  console.log('\n=== e2e: SKIPPED — no Chromium found (apt-get install chromium, or set CHROMIUM_PATH) ===');
}
priority = suitePriority({ lowered: withE2e, databaseUrl: DATABASE_URL });
if (!process.env.TEST_DATABASE_URL) {
  console.log('\n=== server (PostgreSQL): skipped — set TEST_DATABASE_URL to run the suite on a PostgreSQL server ===');
}
/** Each stage's wall time, printed at the end for the stage table (docs/testing.md#stages). */
const stages = [];
const stage = async (name, work) => {
  const from = Date.now();
  await work();
  stages.push(`${name} ${((Date.now() - from) / 1000).toFixed(0)} s`);
};
if (!serverOnly) {
  await stage('deploy checks', bundleDuplicates);
  await stage('jest', jestProjects);
}
await Promise.all([
  // Once the journeys end, the server suite has nothing to make way for.
  withE2e ? stage('e2e', e2e).then(() => priority.raise()) : Promise.resolve(),
  stage('server suites', serverSuites),
]);
console.log(`\n=== priority: ${await priority.stop() || 'the server suite at the runner\'s priority (no journeys to make way for)'} ===`);
console.log(`\n=== npm test: ${((Date.now() - started) / 1000).toFixed(0)} s (${stages.join('; ')}; e2e and the server suites side by side) ===`);
console.log(`\nFailed suites: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
