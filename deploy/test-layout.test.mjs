// The suite's self-description (docs/testing.md): the `@test-databases` line of each server test file, the
// lint rule that makes files exercising engine differences declare postgres, and the timings the runner
// balances its groups by. `node --test deploy/test-layout.test.mjs`; part of `npm test`'s deploy checks.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, test } from 'node:test';
import { RuleTester } from 'eslint';
import testDatabases from '../eslint-rules/test-databases.mjs';
import { LOWERED_BY, suitePriority } from './suite-priority.mjs';
import { isValidMarker, parseMarker, serverTestFiles } from './test-files.mjs';
import { estimate, loadTimings, mergeTimings, saveTimings } from './test-timings.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const SERVER = "import { startTestServer } from './helpers/test-server.js';\n";
const PGLITE = '// @test-databases pglite\n';
const POSTGRES = '// @test-databases pglite postgres — why it does\n';

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run('test-databases', testDatabases, {
  valid: [
    { name: 'PGlite only, nothing engine-specific', code: `${PGLITE}${SERVER}test('a', async () => { await client.post('x'); });` },
    { name: 'a race, declared', code: `${POSTGRES}${SERVER}await Promise.all(Array.from({ length: 5 }, () => buy()));` },
    { name: 'no database reached: a service spec with fakes may race', code: `${PGLITE}import { sut } from './in-memory/x.js';\nawait Promise.all(Array.from({ length: 5 }, () => sut.post()));` },
    { name: 'parallel reads are not a race', code: `${PGLITE}${SERVER}await Promise.all(urls.map((url) => fetch(url)));\nawait Promise.all([client.get('a'), client.get('b')]);` },
    { name: 'the engine named in a title', code: `${PGLITE}${SERVER}describe(\`x (\${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})\`, () => {});` },
  ],
  invalid: [
    { name: 'no marker', code: `${SERVER}test('a', () => {});`, errors: [{ messageId: 'missing' }] },
    { name: 'postgres alone', code: `// @test-databases postgres\n${SERVER}`, errors: [{ messageId: 'invalid' }] },
    { name: 'two markers', code: `${PGLITE}${POSTGRES}${SERVER}`, errors: [{ messageId: 'twice' }] },
    { name: 'a transaction', code: `${PGLITE}${SERVER}await db.transaction().execute(async () => {});`, errors: [{ messageId: 'needsPostgres' }] },
    { name: 'a lock', code: `${PGLITE}${SERVER}await db.selectFrom('a').forUpdate().execute();`, errors: [{ messageId: 'needsPostgres' }] },
    { name: 'locking SQL', code: `${PGLITE}${SERVER}await sql\`select 1 from jobs for update skip locked\`.execute(db);`, errors: [{ messageId: 'needsPostgres' }] },
    { name: 'job claims', code: `${PGLITE}${SERVER}import { JobQueue } from '../src/infra/jobs/job-queue.js';`, errors: [{ messageId: 'needsPostgres' }] },
    { name: 'a worker process', code: `${PGLITE}${SERVER}await startServerOn(database, { ROLE: 'worker' });`, errors: [{ messageId: 'needsPostgres' }] },
    { name: 'the same call n times at once', code: `${PGLITE}${SERVER}await Promise.all(Array.from({ length: 10 }, () => share(client)));`, errors: [{ messageId: 'needsPostgres' }] },
    { name: 'the same call twice at once', code: `${PGLITE}${SERVER}await Promise.all([pay(client), pay(client)]);`, errors: [{ messageId: 'needsPostgres' }] },
    { name: 'changes raced over a list', code: `${PGLITE}${SERVER}await Promise.all(ids.map((id) => client.post('delete', { id })));`, errors: [{ messageId: 'needsPostgres' }] },
    { name: 'a branch on TEST_DATABASE_URL', code: `${PGLITE}${SERVER}if (process.env.TEST_DATABASE_URL) await other();`, errors: [{ messageId: 'needsPostgres' }] },
  ],
});

test('a marker names pglite, or pglite and postgres, and the prose after it is not read', () => {
  assert.deepEqual(parseMarker(' @test-databases pglite postgres — row locks wait there'), ['pglite', 'postgres']);
  assert.deepEqual(parseMarker(' @test-databases pglite'), ['pglite']);
  assert.equal(parseMarker(' a comment'), null);
  assert.equal(isValidMarker(['postgres']), false);
  assert.equal(isValidMarker(['pglite', 'postgres']), true);
});

test('every server test file runs on PGlite, and the runner reads each one\'s marker', () => {
  const files = serverTestFiles();
  assert.ok(files.length > 50, `${files.length} files`);
  assert.ok(files.every((entry) => entry.databases.includes('pglite')));
  assert.ok(files.some((entry) => entry.databases.includes('postgres')));
  assert.ok(files.find((entry) => entry.file === 'test/job-queue.test.ts')?.databases.includes('postgres'));
});

describe('timings', () => {
  const timings = { startup: { pglite: 4 }, files: { pglite: { a: 10, b: 2, c: 4 }, postgres: { a: 20 } } };

  it('a file with no figure is taken for the median file; one new to PostgreSQL for its PGlite figure scaled by the others', () => {
    assert.equal(estimate(timings, 'test/a.test.ts', 'pglite'), 10);
    assert.equal(estimate(timings, 'test/new.test.ts', 'pglite'), 4);
    assert.equal(estimate(timings, 'test/b.test.ts', 'postgres'), 4, 'b is 2 s on PGlite, PostgreSQL has taken twice as long');
    assert.equal(estimate({ startup: {}, files: { pglite: {}, postgres: {} } }, 'test/x.test.ts', 'postgres'), 4);
  });

  it('a figure is rewritten only when a run lands far from it; failed files keep theirs; removed files are dropped', () => {
    const measured = {
      files: { pglite: { a: { seconds: 11, failed: false }, b: { seconds: 9, failed: false }, c: { seconds: 40, failed: true }, d: { seconds: 3.04, failed: false } }, postgres: {} },
      startup: { pglite: [4.2, 3.9, 9] },
    };
    const { next, changed, dropped } = mergeTimings(timings, measured, { pglite: ['a', 'b', 'd'], postgres: ['a'] });
    assert.deepEqual(next.files.pglite, { a: 10, b: 9, d: 3 });
    assert.deepEqual(next.files.postgres, { a: 20 });
    assert.deepEqual(changed, ['pglite:b', 'pglite:d']);
    assert.equal(next.startup.pglite, 4, 'the median start-up, within the margin');
    assert.equal(dropped, true, 'c no longer exists');
  });

  it('reads back what it writes, and a missing file is an empty record', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'timings-')), 'timings.json');
    assert.deepEqual(loadTimings(file), { startup: {}, files: { pglite: {}, postgres: {} } });
    saveTimings(timings, file);
    assert.deepEqual(loadTimings(file), timings);
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});

test('the server suite starts below the journeys, and every thread it started goes back when they end', { skip: process.platform !== 'linux' }, async () => {
  const base = os.getPriority();
  const priority = suitePriority({ lowered: true });
  assert.equal(priority.niceness, Math.min(19, base + LOWERED_BY));
  // A group's shape: `nice` execs node, which runs a worker thread (the upload screening's pool) and a child process.
  const script = "new (require('node:worker_threads').Worker)('setInterval(() => {}, 1000)', { eval: true }); require('node:child_process').spawn('sleep', ['20']); setInterval(() => {}, 1000);";
  const group = spawn('nice', ['-n', String(priority.niceness - base), process.execPath, '-e', script], { stdio: 'ignore' });
  priority.track(group.pid);
  const niceness = (id) => Number(fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
  const threads = () => fs.readdirSync(`/proc/${group.pid}/task`);
  const sleeper = () => fs.readdirSync('/proc').find((id) => /^\d+$/.test(id) && fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(group.pid));
  try {
    for (let i = 0; i < 100 && (threads().length < 8 || !sleeper()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual([...new Set(threads().map(niceness))], [priority.niceness], 'every thread started lowered');
    await priority.raise();
    const note = await priority.stop();
    if (process.getuid?.() !== 0) {
      assert.match(note, /raising a priority takes root/);
      return;
    }
    assert.deepEqual([...new Set(threads().map(niceness))], [base], `every thread raised: ${note}`);
    assert.equal(niceness(sleeper()), base, 'and its child process');
    assert.equal(priority.niceness, base, 'later groups start there');
  } finally {
    const child = sleeper();
    if (child) process.kill(Number(child));
    group.kill();
  }
});

test('the suite runs below the background threads of the API server the journeys use (upload screening, likeness)', () => {
  const source = fs.readFileSync(new URL('../server/src/infra/photo/thread-priority.ts', import.meta.url), 'utf8');
  const screeningNice = Number(/export const SCREENING_NICE = (\d+);/.exec(source)?.[1]);
  assert.ok(screeningNice > 0, 'SCREENING_NICE found');
  assert.ok(LOWERED_BY > screeningNice, `the suite at +${LOWERED_BY}, the server's background threads at ${screeningNice}`);
});
