// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../src/infra/db/database.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { fakeEngine, grant, ledgerOf, packIdOf, succeededModel } from './helpers/pack-fixtures.js';
import { freshTestDatabase } from './helpers/test-database.js';
import { startServerOn } from './helpers/test-server.js';
import { passJobTime } from './helpers/job-clock.js';

let database: Database;
let dispose: () => Promise<void>;

before(async () => {
  ({ database, dispose } = await freshTestDatabase());
});
after(async () => {
  await dispose();
});

test('a worker that dies mid-pack: the next one finishes the remaining images, each exactly once', async () => {
  // The first process: 4 jobs at a time, locks of 1 s; its engine makes 10 images, then hangs for good.
  const first = await startServerOn(database, { JOB_CONCURRENCY: '4', JOB_LOCK_SECONDS: '1', PACK_WAIT_SECONDS: '0' });
  const dying = fakeEngine({ hang: (call) => call >= 10 });
  first.useImageEngine(dying);
  const user = await createSignedInUser(first);
  const model = await succeededModel(first, user.accountId);
  await grant(first, user.accountId, 300);
  const started = await user.client.post('photo-pack-service/generate-pack', { packId: await packIdOf(first, 'travel-adventures'), modelId: model.publicId });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const generationId: number = started.body.packGenerationId;

  const slots = () => database.db.selectFrom('pack_generation_slots').select(['status', 'image_id', 'prompt'])
    .where('pack_generation_id', '=', generationId).orderBy('position').execute();
  void first.drainJobs(); // never returns: four of its jobs hang
  for (let i = 0; i < 500 && (await slots()).filter((s) => s.status === 'done').length < 10; i += 1) await sleep(20);
  for (let i = 0; i < 250 && dying.prompts.length < 14; i += 1) await sleep(20);
  await sleep(100); // nothing more may start: every job slot of this process hangs
  assert.equal((await slots()).filter((s) => s.status === 'done').length, 10);
  assert.equal(dying.prompts.length, 14, 'ten images made, four hanging, the rest still queued');
  // The process "dies": it stops serving and its hanging jobs never finish.
  await first.built.app.close();
  await passJobTime(database.db, 2); // their locks run out

  const second = await startServerOn(database);
  const healthy = fakeEngine();
  second.useImageEngine(healthy);
  try {
    // The twenty unmade images, then the pack's ready e-mail: written, and delivered.
    assert.equal(await second.drainJobs(), 20 + 2);
    const settled = await slots();
    assert.ok(settled.every((s) => s.status === 'done'));
    assert.equal(new Set(settled.map((s) => s.image_id)).size, 30);
    assert.equal(healthy.prompts.length, 20);
    const made = [...dying.prompts.slice(0, 10), ...healthy.prompts];
    assert.equal(new Set(made).size, 30, 'every prompt made once');
    const images = await database.db.selectFrom('images').select('id').where('account_id', '=', user.accountId).execute();
    assert.equal(images.length, 30);
    assert.deepEqual(await ledgerOf(second, user.accountId), [['grant', 300], ['generation', -300]]);

    const client = second.client();
    // The session lives in the database: the same cookie works against the new process.
    const cookie = user.client.cookie('session');
    const reply = await client.request<any>('GET', `photo-pack-service/pack-generation/${generationId}`, undefined, { cookie: `session=${cookie}` });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.packGeneration.status, 'success');
    assert.equal(reply.body.packGeneration.outputImages.length, 30);
  } finally {
    await second.close();
  }
});
