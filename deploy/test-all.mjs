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
  'analytics-report'].map((name) => `test/${name}.test.ts`);
const JEST_PACKAGES = ['api-client', 'shared-ui', 'shell', 'mfe-marketing', 'mfe-onboarding', 'mfe-studio', 'mfe-commerce', 'mfe-admin'];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function jestPackage(pkg) {
  const report = path.join(os.tmpdir(), `jest-${pkg}-${process.pid}.json`);
  run(pkg, 'npx', ['jest', '--ci', '--json', `--outputFile=${report}`], { cwd: path.join(ROOT, pkg) });
  if (!fs.existsSync(report)) return;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests;
}

/** Runs the server suite in the background; resolves once its output is printed and counted. */
/** Every server test file (spawned without a shell, so no glob). */
const ALL_SERVER_FILES = fs.readdirSync(path.join(ROOT, 'server', 'test')).filter((name) => name.endsWith('.test.ts')).sort()
  .map((name) => `test/${name}`);

function serverSuite(label, databaseUrl, files = ALL_SERVER_FILES) {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  return new Promise((resolve) => {
    const args = ['tsx', '--test', '--test-concurrency=1', ...files];
    const child = spawn('npx', args, { cwd: path.join(ROOT, 'server'), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => {
      // Printed whole so the two suites' reports do not interleave.
      console.log(`\n=== ${label} ===`);
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      if (status !== 0) failures.push(label);
      const count = (name) => Number(stdout.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
      totals.passed += count('pass');
      totals.failed += count('fail');
      totals.skipped += count('skipped');
      resolve();
    });
  });
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

for (const pkg of JEST_PACKAGES) jestPackage(pkg);
// The two server suites run side by side: each is one node process spending much of its time waiting
// on its database, so together they take little longer than one.
const suites = [serverSuite('server (PGlite)')];
if (process.env.TEST_DATABASE_URL) suites.push(serverSuite('server (PostgreSQL)', process.env.TEST_DATABASE_URL, POSTGRES_FILES));
else console.log('\n=== server (PostgreSQL): skipped — set TEST_DATABASE_URL to run the suite on a PostgreSQL server ===');
await Promise.all(suites);
if (!process.argv.includes('--no-e2e')) e2e();

console.log(`\nFailed suites: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
