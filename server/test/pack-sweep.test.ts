// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { PACK_STILL_RUNNING_MESSAGE } from 'api-client';
import { SLOT_JOB_KEY_PREFIX } from '../src/modules/packs/pack-generations.repository.js';
import { ABANDONED_SLOT_ERROR } from '../src/modules/packs/pack-slot.worker.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { fakeEngine, grant, ledgerOf, packIdOf, succeededModel } from './helpers/pack-fixtures.js';
import { freshTestDatabase } from './helpers/test-database.js';
import { startServerOn, startTestServer, type TestServer } from './helpers/test-server.js';

const HOUR_MS = 3600_000;
const longAgo = () => new Date(Date.now() - HOUR_MS);
const inAnHour = () => new Date(Date.now() + HOUR_MS);

/** Starts a pack without waiting for it (PACK_WAIT_SECONDS=0): its 30 slot jobs stay queued until drained. */
async function startPack(server: TestServer) {
  const user = await createSignedInUser(server);
  const model = await succeededModel(server, user.accountId);
  await grant(server, user.accountId, 300);
  await server.drainJobs(); // the sign-up mail, so that only the pack's jobs are left
  const reply = await user.client.post('photo-pack-service/generate-pack', { packId: await packIdOf(server, 'linkedin-headshots'), modelId: model.publicId });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.equal(reply.body.message, PACK_STILL_RUNNING_MESSAGE);
  const generationId: number = reply.body.packGenerationId;
  const slots = () => server.system.db.selectFrom('pack_generation_slots').select(['id', 'status', 'error'])
    .where('pack_generation_id', '=', generationId).orderBy('position').execute();
  const generation = async () => (await user.client.get(`photo-pack-service/pack-generation/${generationId}`)).body.packGeneration;
  return { ...user, generationId, slots, generation };
}

const jobsOf = (server: TestServer, slotIds: number[]) =>
  server.system.db.updateTable('jobs').where('singleton_key', 'in', slotIds.map((id) => `${SLOT_JOB_KEY_PREFIX}${id}`));

/** Leaves these slots' jobs as the queue leaves a job that used up its attempts. */
async function giveUp(server: TestServer, slotIds: number[]): Promise<void> {
  await jobsOf(server, slotIds)
    .set((eb) => ({ status: 'failed', attempts: eb.ref('max_attempts'), last_error: 'database unavailable', finished_at: new Date(), locked_until: null }))
    .execute();
}

describe('pack sweep: slots no job will make are failed and refunded once', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ PACK_WAIT_SECONDS: '0', RATE_LIMIT_PER_MINUTE: '1000' });
    server.useImageEngine(fakeEngine());
  });
  after(async () => {
    await server.close();
  });

  test('slots whose job gave up are failed at once with a refund each; the pack ends partial; sweeping again changes nothing', async () => {
    const pack = await startPack(server);
    const gaveUp = (await pack.slots()).slice(0, 3).map((s) => s.id);
    await giveUp(server, gaveUp);
    assert.equal(await server.drainJobs(), 27);
    assert.equal((await pack.generation()).status, 'running', 'three slots wait for jobs that will never run');

    // The generation is new (not past the bound): a failed job alone is enough.
    assert.equal(await server.system.packs.packSlotWorker.sweep(longAgo()), 3);
    const settled = await pack.slots();
    assert.deepEqual(settled.filter((s) => s.status === 'failed').map((s) => [s.id, s.error]), gaveUp.map((id) => [id, ABANDONED_SLOT_ERROR]));
    const generation = await pack.generation();
    assert.equal(generation.status, 'partial');
    assert.equal(generation.outputImages.length, 27);
    assert.deepEqual(await ledgerOf(server, pack.accountId), [['grant', 300], ['generation', -300], ['refund', 10], ['refund', 10], ['refund', 10]]);

    // The pack ended: its ready e-mail is written and delivered (two jobs).
    assert.equal(await server.drainJobs(), 2);

    // A second sweep, and a late retry of a job that gave up, settle and refund nothing again.
    assert.equal(await server.system.packs.packSlotWorker.sweep(inAnHour()), 0);
    await jobsOf(server, gaveUp).set({ status: 'queued', run_at: new Date() }).execute();
    assert.equal(await server.drainJobs(), 3);
    assert.equal(await server.system.credits.creditsService.balance(pack.accountId), 30);
    assert.equal((await pack.generation()).outputImages.length, 27, 'the late jobs made no image');
  });

  test('a pack whose every job gave up ends failed with every credit given back', async () => {
    const pack = await startPack(server);
    await giveUp(server, (await pack.slots()).map((s) => s.id));
    assert.equal(await server.system.packs.packSlotWorker.sweep(longAgo()), 30);
    assert.equal((await pack.generation()).status, 'failed');
    assert.equal(await server.system.credits.creditsService.balance(pack.accountId), 300);
  });

  test('past the bound, slots with no job that can still run are failed; queued jobs and jobs with attempts left are not', async () => {
    const pack = await startPack(server);
    const [missing1, missing2, spent, retrying] = (await pack.slots()).map((s) => s.id);
    assert.equal(await server.system.packs.packSlotWorker.sweep(inAnHour()), 0, 'every slot has a queued job');

    await server.system.db.deleteFrom('jobs').where('singleton_key', 'in', [`${SLOT_JOB_KEY_PREFIX}${missing1}`, `${SLOT_JOB_KEY_PREFIX}${missing2}`]).execute();
    // Claimed for its last attempt by a process that died: its lock ran out.
    const lapsed = { status: 'running' as const, locked_until: new Date(Date.now() - 1000) };
    await jobsOf(server, [spent!]).set((eb) => ({ ...lapsed, attempts: eb.ref('max_attempts') })).execute();
    // The same, with attempts left: the queue claims it again, so it is still live.
    await jobsOf(server, [retrying!]).set({ ...lapsed, attempts: 1 }).execute();

    assert.equal(await server.system.packs.packSlotWorker.sweep(longAgo()), 0, 'the generation is not past the bound yet');
    assert.equal(await server.system.packs.packSlotWorker.sweep(inAnHour()), 3);
    const failed = (await pack.slots()).filter((s) => s.status === 'failed').map((s) => s.id);
    assert.deepEqual(failed, [missing1, missing2, spent]);

    await server.drainJobs();
    const generation = await pack.generation();
    assert.equal(generation.status, 'partial');
    assert.equal(generation.outputImages.length, 27, 'the retried slot was made; the swept one was not made again');
    assert.equal(await server.system.credits.creditsService.balance(pack.accountId), 30);
  });
});

test('a worker process sweeps at start: a pack left running by jobs that gave up ends failed and is refunded', async () => {
  const { database, dispose } = await freshTestDatabase();
  const web = await startServerOn(database, { PACK_WAIT_SECONDS: '0' });
  try {
    const pack = await startPack(web);
    await giveUp(web, (await pack.slots()).map((s) => s.id));
    await web.close();

    const worker = await startServerOn(database, { ROLE: 'worker' });
    try {
      const status = async () => (await worker.system.packs.packGenerationService.get(pack.accountId, pack.generationId)).packGeneration.status;
      for (let i = 0; i < 250 && (await status()) === 'running'; i += 1) await sleep(20);
      assert.equal(await status(), 'failed');
      assert.equal(await worker.system.credits.creditsService.balance(pack.accountId), 300);
    } finally {
      await worker.close();
    }
  } finally {
    await dispose();
  }
});
