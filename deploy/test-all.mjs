// `npm test`: every package's tests, the server suite on PGlite (and again on PostgreSQL when
// TEST_DATABASE_URL is set), then the e2e journeys in Chromium when one is installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontends } from './build-frontends.mjs';
import { ROOT } from './frontends.mjs';
import { findChromium } from './chromium.mjs';

// On PostgreSQL, the files whose SQL differs in behaviour between engines: locking, concurrent
// debits, SKIP LOCKED job claims, restarts. The rest is engine-neutral and runs on PGlite only (CI time).
const POSTGRES_FILES = ['credits', 'generation', 'images', 'job-queue', 'pack-generation', 'pack-generation-restart',
  'pack-sweep', 'packs', 'checkout-local', 'payments-subscriptions', 'stripe-checkout', 'models', 'training',
  'analytics-report', 'plan-changes', 'sign-in-throttle', 'bad-input.property', 'templates', 'image-edits', 'offers'].map((name) => `test/${name}.test.ts`);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

/** Every frontend package's jest tests in one run (the projects of the root jest.config.cjs). */
function jestProjects() {
  const report = path.join(os.tmpdir(), `jest-${process.pid}.json`);
  run('frontend packages (jest)', 'npx', ['jest', '--ci', '--json', `--outputFile=${report}`], { cwd: ROOT });
  if (!fs.existsSync(report)) return;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests;
}

/** Every server test file, as paths relative to server/. */
const ALL_SERVER_FILES = fs.readdirSync(path.join(ROOT, 'server', 'test')).filter((name) => name.endsWith('.test.ts')).sort()
  .map((name) => `test/${name}`);
// The slowest files start first, so the last ones to finish are short (they were measured at 7-16 s).
const SLOW_FIRST = ['cli', 'training', 'upload-hostile', 'upload', 'bad-input.property', 'sign-in-throttle', 'generation',
  'pack-generation', 'checkout-local', 'auth', 'upload-worker-pool'].map((name) => `test/${name}.test.ts`);
const bySlowness = (a, b) => (SLOW_FIRST.indexOf(a) + 1 || 1e3) - (SLOW_FIRST.indexOf(b) + 1 || 1e3);

/**
 * Runs one server test file in its own process (node runs its tests and exits with their verdict);
 * resolves once its report is printed whole, so parallel files' reports do not interleave.
 */
function serverFile({ file, databaseUrl }) {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  const label = `server ${databaseUrl ? 'PostgreSQL' : 'PGlite'} ${file}`;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=tap', file], {
      cwd: path.join(ROOT, 'server'), env, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label} (${((Date.now() - started) / 1000).toFixed(1)} s) ===`);
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      const count = (name) => Number(stdout.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
      if (status !== 0 || count('fail') > 0) failures.push(label);
      totals.passed += count('pass');
      totals.failed += count('fail');
      totals.skipped += count('skipped');
      resolve();
    });
  });
}

/** The server files on PGlite, and on PostgreSQL those listed, run by one worker per core. */
async function serverSuites(databaseUrl) {
  const jobs = [
    ...ALL_SERVER_FILES.map((file) => ({ file })),
    ...(databaseUrl ? POSTGRES_FILES.map((file) => ({ file, databaseUrl })) : []),
  ].sort((a, b) => bySlowness(a.file, b.file));
  const started = Date.now();
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await serverFile(job);
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  console.log(`\n=== server suites: ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
}

function e2e() {
  const chromium = findChromium();
  if (!chromium) {
    console.log('\n=== e2e: SKIPPED — no Chromium found (apt-get install chromium, or set CHROMIUM_PATH) ===');
    return;
  }
  buildFrontends();
  const report = path.join(os.tmpdir(), `e2e-${process.pid}.json`);
  run('e2e', 'npx', ['playwright', 'test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (!fs.existsSync(report)) return;
  const stats = JSON.parse(fs.readFileSync(report, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

jestProjects();
if (!process.env.TEST_DATABASE_URL) {
  console.log('\n=== server (PostgreSQL): skipped — set TEST_DATABASE_URL to run the suite on a PostgreSQL server ===');
}
await serverSuites(process.env.TEST_DATABASE_URL);
if (!process.argv.includes('--no-e2e')) e2e();

console.log(`\nFailed suites: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
