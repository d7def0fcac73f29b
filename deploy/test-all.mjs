// `npm test`: every package's tests, the check that no module is in two frontends' builds, the server suite
// on PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set) and the e2e journeys in Chromium when one
// is installed. Jest runs first on every core; then the e2e journeys, which spend most of their time waiting
// on the browser, run beside the CPU-bound server suite, which has a lower priority (nice): it fills the idle
// cores without making the browser miss its timeouts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontends } from './build-frontends.mjs';
import { ROOT } from './frontends.mjs';
import { findChromium } from './chromium.mjs';

// On PostgreSQL, the files whose SQL differs in behaviour between engines: locking, concurrent
// debits, SKIP LOCKED job claims, restarts; and a few quick ones whose findings must be shown on both
// (files: private caching; upload-connection: early refusals). The rest is engine-neutral and runs on
// PGlite only (CI time).
const POSTGRES_FILES = ['credits', 'training-included', 'training-lock-order', 'generation', 'images', 'job-queue', 'pack-generation', 'pack-generation-restart',
  'pack-sweep', 'packs', 'checkout-local', 'payments-subscriptions', 'stripe-checkout', 'models', 'training',
  'analytics-report', 'plan-changes', 'sign-in-throttle', 'bad-input.property', 'templates', 'image-edits', 'offers', 'privacy', 'worker-cooperation', 'likeness', 'one-person', 'files', 'upload-connection', 'activation-link', 'pack-albums', 'share-pages', 'receipts-and-history', 'stripe-receipts', 'backdrop', 'previews', 'previews-lifecycle', 'previews-engines'].map((name) => `test/${name}.test.ts`);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** Below the e2e journeys' processes: the CPU-bound server suite must not make the browser miss its timeouts. */
const BACKGROUND = ['nice', ['-n', '10']];

/** Runs a command to its end and prints its output whole under its label (parallel runs do not interleave). */
function run(label, command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label} (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
      process.stdout.write(output);
      if (status !== 0) failures.push(label);
      resolve({ status, output });
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

/** Every server test file, as paths relative to server/. */
const ALL_SERVER_FILES = fs.readdirSync(path.join(ROOT, 'server', 'test')).filter((name) => name.endsWith('.test.ts')).sort()
  .map((name) => `test/${name}`);
// Seconds each slow file's tests take (measured on a busy 2-core machine); the rest take about 4 s. They
// balance the groups below, so a stale figure only costs balance, never a test.
const SECONDS = {
  'sign-in-throttle': 40, upload: 27, cli: 26, training: 23, 'bad-input.property': 21, templates: 20,
  'pack-generation': 17, 'plan-changes': 15, 'upload-hostile': 15, 'upload-worker-pool': 14, 'request-guards': 12,
  'my-packs': 11, packs: 10, 'pack-sweep': 10, 'admin-content': 10, offers: 10, generation: 12, privacy: 12, 'worker-cooperation': 6, likeness: 24,
  'training-lock-order': 22, 'one-person': 30,
};
const secondsOf = (file) => SECONDS[path.basename(file, '.test.ts')] ?? 4;
/** Seconds of tests per process: each process pays ~4 s of start-up, and a crash loses only its group. */
const GROUP_SECONDS = 90;

/** The files split into groups of about GROUP_SECONDS, longest-first onto the lightest group. */
function groupFiles(files) {
  const total = files.reduce((sum, file) => sum + secondsOf(file), 0);
  const groups = Array.from({ length: Math.max(1, Math.round(total / GROUP_SECONDS)) }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => secondsOf(b) - secondsOf(a))) {
    const lightest = groups.reduce((min, group) => (group.seconds < min.seconds ? group : min));
    lightest.files.push(file);
    lightest.seconds += secondsOf(file);
  }
  return groups.filter((group) => group.files.length);
}

/** Runs a group of server test files in one process (test/run-files.ts: one start-up for the group). */
async function serverGroup({ files, databaseUrl }) {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  const label = `server ${databaseUrl ? 'PostgreSQL' : 'PGlite'} ${files.map((file) => path.basename(file, '.test.ts')).join(', ')}`;
  const args = [...BACKGROUND[1], process.execPath, '--import', 'tsx', '--test-reporter=tap', 'test/run-files.ts', ...files];
  const { status, output } = await run(label, BACKGROUND[0], args, { cwd: path.join(ROOT, 'server'), env });
  const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  // A group whose process died early reports no summary: that is a failure even with an exit code of 0.
  if (status === 0 && (count('fail') > 0 || count('pass') === 0)) failures.push(label);
  totals.passed += count('pass');
  totals.failed += count('fail');
  totals.skipped += count('skipped') + count('todo');
}

/**
 * `npm run test:scale` (docs/storage-and-scale.md): 2 web + 2 worker processes on the PostgreSQL server
 * with S3 storage, a worker killed mid-packs; one pass or one failure in the totals.
 */
async function scaleTest(databaseUrl) {
  const env = { ...process.env, TEST_DATABASE_URL: databaseUrl };
  const { status, output } = await run('scale test (2 web + 2 worker processes, PostgreSQL, S3)', BACKGROUND[0],
    [...BACKGROUND[1], process.execPath, '--import', 'tsx', 'test/scale/scale-test.ts'], { cwd: path.join(ROOT, 'server'), env });
  const passed = status === 0 && /all checks passed/.test(output);
  totals.passed += passed ? 1 : 0;
  totals.failed += passed ? 0 : 1;
}
/** Its wall time on a busy 2-core machine: it takes a worker slot like a group of that length. */
const SCALE_SECONDS = 90;

/** The server files on PGlite, and on PostgreSQL those listed and the scale test, in groups run by one worker per core. */
async function serverSuites(databaseUrl) {
  // The scale test runs five processes of its own: last, once every other group has started, so it does
  // not starve them.
  const jobs = [
    ...[
      ...groupFiles(ALL_SERVER_FILES).map((group) => ({ ...group })),
      ...(databaseUrl ? groupFiles(POSTGRES_FILES).map((group) => ({ ...group, databaseUrl })) : []),
    ].sort((a, b) => b.seconds - a.seconds),
    ...(databaseUrl ? [{ scale: true, seconds: SCALE_SECONDS, databaseUrl }] : []),
  ];
  const started = Date.now();
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await (job.scale ? scaleTest(job.databaseUrl) : serverGroup(job));
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  console.log(`\n=== server suites: ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
}

/**
 * `npm run test:deploy`: no module in the built files of two frontends (deploy/bundle-duplicates.test.mjs);
 * the remotes map's locking, history and rollback (deploy/remote-deploy.test.mjs, no build needed); the
 * Prometheus config and alert rules with promtool (deploy/prometheus.test.mjs, skipped without it). It
 * builds what is stale itself; one pass or failure per test in the totals.
 */
async function bundleDuplicates() {
  const files = ['bundle-duplicates.test.mjs', 'remote-deploy.test.mjs', 'prometheus.test.mjs'].map((file) => path.join('deploy', file));
  const { status, output } = await run('deploy checks (built frontends, remote deploys, alert rules)', process.execPath,
    ['--test', '--test-reporter=tap', ...files], { cwd: ROOT });
  const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  if (status === 0 && count('pass') === 0) failures.push('deploy checks (built frontends, remote deploys, alert rules)');
  totals.passed += count('pass');
  totals.failed += count('fail');
}

async function e2e() {
  const chromium = findChromium();
  if (!chromium) {
    console.log('\n=== e2e: SKIPPED — no Chromium found (apt-get install chromium, or set CHROMIUM_PATH) ===');
    return;
  }
  const report = path.join(os.tmpdir(), `e2e-${process.pid}.json`);
  await run('e2e', 'npx', ['playwright', 'test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (!fs.existsSync(report)) return;
  const stats = JSON.parse(fs.readFileSync(report, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const started = Date.now();
const withE2e = !process.argv.includes('--no-e2e');
if (withE2e && findChromium()) buildFrontends(); // before the tests: the build takes both cores
if (!process.env.TEST_DATABASE_URL) {
  console.log('\n=== server (PostgreSQL): skipped — set TEST_DATABASE_URL to run the suite on a PostgreSQL server ===');
}
await bundleDuplicates();
await jestProjects();
await Promise.all([withE2e ? e2e() : Promise.resolve(), serverSuites(process.env.TEST_DATABASE_URL)]);
console.log(`\n=== npm test: ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
console.log(`\nFailed suites: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
