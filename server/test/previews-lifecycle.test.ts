// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { prehashPassword } from './helpers/prehash.js';
import { PREVIEW_FAILED_MESSAGE, PREVIEW_FUNNEL_STEPS, PREVIEW_NOT_FOUND_MESSAGE } from 'api-client';
import type { PreviewEngine } from '../src/modules/generation/index.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { HttpClient } from './helpers/http-client.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { createPreview, face, fetchFile, gatedPreviewEngine, instantPreviewEngine, newDevice, plainPhoto } from './previews.helpers.js';

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const HOUR = 3_600_000;

/**
 * What happens to a preview after it starts (docs/previews.md): the job's outcomes and retries, the
 * sweep that ends a lost job and deletes the files after PREVIEW_RETENTION_HOURS, the account's deletion,
 * an admin's mock mode, and the admin's figures.
 */
describe(`free preview: making and keeping it (${database})`, () => {
  let server: TestServer;
  let clock = Date.now();
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
    server.useClock(() => new Date(clock));
  });
  after(() => server.close());

  /** A signed-in user with a started preview (not made yet). */
  async function started(engine?: PreviewEngine, selfies = [face(1)]) {
    if (engine) server.usePreviewEngine(engine);
    const user = await createSignedInUser(server);
    const reply = await createPreview(server, user.client, selfies, { ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, device: newDevice() });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const row = await server.system.db.selectFrom('previews').selectAll().where('public_id', '=', reply.body.previewId).executeTakeFirstOrThrow();
    return { ...user, previewId: reply.body.previewId as string, id: row.id };
  }
  const read = (client: HttpClient, previewId: string) => client.get(`preview-service/preview/${previewId}`);
  const row = (id: number) => server.system.db.selectFrom('previews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('ends succeeded with the photos that came, failed with its message when none did; a throwing engine is a failure', async () => {
    const partial = gatedPreviewEngine('single', await plainPhoto());
    const one = await started(partial.engine);
    partial.release(1);
    partial.fail(0);
    await server.drainJobs();
    const shown = (await read(one.client, one.previewId)).body;
    assert.deepEqual([shown.status, shown.images.length, shown.images[0].style, shown.message], ['succeeded', 1, 'outdoor', null]);

    const none = gatedPreviewEngine('single', await plainPhoto());
    const two = await started(none.engine);
    none.fail(0);
    none.fail(1);
    await server.drainJobs();
    assert.deepEqual((await read(two.client, two.previewId)).body.message, PREVIEW_FAILED_MESSAGE);
    assert.equal((await row(two.id)).status, 'failed');

    const throwing: PreviewEngine = { name: 'replicate', available: true, preview: () => Promise.reject(new Error('socket hang up')) };
    const three = await started(throwing);
    await server.drainJobs();
    assert.deepEqual([(await row(three.id)).status, (await row(three.id)).images_made], ['failed', 0]);
  });

  it('a retried job makes only the photos missing, and a finished preview is left alone', async () => {
    const instant = instantPreviewEngine(await plainPhoto());
    const preview = await started(instant.engine);
    await server.drainJobs();
    assert.equal(instant.calls.count, 2);
    const { previewWorker } = server.system.previews;
    await previewWorker.run(preview.id);
    assert.equal(instant.calls.count, 2, 'a finished preview asks the engine nothing');

    // A worker that died after storing the first photo: the job runs again from the start.
    const { db } = server.system;
    await db.deleteFrom('preview_files').where('preview_id', '=', preview.id).where('kind', '=', 'image').where('position', '=', 1).execute();
    await db.updateTable('previews').set({ status: 'processing', finished_at: null }).where('id', '=', preview.id).execute();
    await previewWorker.run(preview.id);
    assert.equal(instant.calls.count, 3, 'only the missing style is asked again');
    const shown = (await read(preview.client, preview.previewId)).body;
    assert.deepEqual([shown.status, shown.images.length], ['succeeded', 2]);
  });

  it('the sweep ends a preview whose job was lost, with the photos it has', async () => {
    const preview = await started(instantPreviewEngine(await plainPhoto()).engine);
    clock += (server.system.config.engine.imageDeadlineSeconds + 601) * 1000; // its job never ran
    await server.system.previews.previewRetention.sweep();
    assert.equal((await row(preview.id)).status, 'failed');
    await server.drainJobs(); // the late job finds it finished
    assert.equal((await row(preview.id)).images_made, 0);
  });

  it('deletes the selfies and photos PREVIEW_RETENTION_HOURS after the preview, keeping the record that it was used', async () => {
    const preview = await started(instantPreviewEngine(await plainPhoto()).engine);
    await server.drainJobs();
    const shown = (await read(preview.client, preview.previewId)).body;
    const keys = (await server.system.db.selectFrom('preview_files').select('storage_key').where('preview_id', '=', preview.id).execute()).map((r) => r.storage_key);
    assert.equal(keys.length, 3);

    clock += 23 * HOUR;
    await server.system.previews.previewRetention.sweep();
    assert.equal((await read(preview.client, preview.previewId)).status, 200, 'kept until the retention has passed');
    clock += 1 * HOUR + 1000;
    await server.system.previews.previewRetention.sweep();

    for (const key of keys) assert.equal(await server.system.storage.get(key), null, key);
    assert.equal((await fetchFile(server, shown.images[0].url)).status, 404);
    const gone = await read(preview.client, preview.previewId);
    assert.deepEqual([gone.status, gone.body.message], [404, PREVIEW_NOT_FOUND_MESSAGE]);
    assert.deepEqual((await preview.client.get('preview-service/mine')).body, { preview: null, available: false, reason: 'used', retentionHours: 24 });
    const again = await createPreview(server, preview.client, [face(2)]);
    assert.deepEqual([again.status, again.body.previewId], [200, preview.previewId], 'one preview per account, ever');
    assert.ok((await row(preview.id)).files_deleted_at);
  });

  it('deleting the account deletes its preview files at once', async () => {
    const preview = await started(instantPreviewEngine(await plainPhoto()).engine);
    await server.drainJobs();
    const keys = (await server.system.db.selectFrom('preview_files').select('storage_key').where('preview_id', '=', preview.id).execute()).map((r) => r.storage_key);
    assert.equal(keys.length, 3);
    const password = prehashPassword('password1', server.system.config.passwordPrehash);
    assert.deepEqual((await preview.client.post('auth-service/delete-account', { password })).body, { status: 'deleted' });
    await server.drainJobs();
    for (const key of keys) assert.equal(await server.system.storage.get(key), null, key);
    assert.equal((await server.system.db.selectFrom('preview_files').select('id').where('preview_id', '=', preview.id).execute()).length, 0);
  });

  it("an admin's mock mode makes the preview with the mock engine, whatever the engine", async () => {
    const provider = instantPreviewEngine(await plainPhoto(), 'replicate');
    server.usePreviewEngine(provider.engine);
    const admin = await createSignedInUser(server, { admin: true });
    assert.deepEqual((await admin.client.post('admin-service/toggle-mock-mode')).body, { newMockMode: true });
    const reply = await createPreview(server, admin.client, [face(3)], { ip: '10.8.0.1', device: newDevice() });
    await server.drainJobs();
    const made = await server.system.db.selectFrom('previews').selectAll().where('public_id', '=', reply.body.previewId).executeTakeFirstOrThrow();
    assert.deepEqual([made.engine, made.images_made, provider.calls.count], ['mock', 2, 0]);

    const user = await started(provider.engine);
    await server.drainJobs();
    assert.deepEqual([(await row(user.id)).engine, provider.calls.count], ['replicate', 2]);
  });
});

describe(`free preview: the admin's figures (${database})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' }, { isolated: true });
  });
  after(() => server.close());

  it('system status counts previews per day: made, failed, photos, and the accounts that paid afterwards', async () => {
    const admin = await createSignedInUser(server, { admin: true });
    const users = await Promise.all(Array.from({ length: 3 }, () => createSignedInUser(server)));
    const good = gatedPreviewEngine('single', await plainPhoto());
    server.usePreviewEngine(good.engine);
    for (const [i, user] of users.slice(0, 2).entries()) await createPreview(server, user.client, [face(1 + i)], { ip: `10.7.0.${i}`, device: newDevice() });
    good.release(0);
    good.release(1);
    await server.drainJobs();
    const bad = gatedPreviewEngine('single', await plainPhoto());
    server.usePreviewEngine(bad.engine);
    await createPreview(server, users[2]!.client, [face(3)], { ip: '10.7.0.9', device: newDevice() });
    bad.fail(0);
    bad.fail(1);
    await server.drainJobs();
    await server.system.db.insertInto('payments').values({
      id: `pay-${randomUUID()}`, account_id: users[0]!.accountId, kind: 'photo-pack', item_reference: 'dating-profile', title: 'Dating Profile',
      amount_cents: 799, provider: 'local', status: 'fulfilled', fulfilled_at: new Date(),
    }).execute();

    const status = await admin.client.get('admin-service/system-status');
    assert.equal(status.status, 200);
    assert.deepEqual(status.body.previews, [{ day: new Date().toISOString().slice(0, 10), made: 2, failed: 1, images: 4, paidAfter: 1 }]);
  });

  it('the funnel report lists the preview funnel in its order, with the conversion from step to step', async () => {
    const admin = (await createSignedInUser(server, { admin: true })).client;
    const visitor = server.client();
    const log = (sessionId: string, funnelStep: string) => visitor.request<any>('POST', 'analytics-service/event', {
      eventType: 'impression', pagePath: '/onboarding', funnelName: 'preview', funnelStep, persona: 'single',
    }, { 'x-analytics-session-id': sessionId });
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    // Logged out of order: the pack bought first, a skip in between.
    await log(a, 'pack-bought');
    for (const s of [a, b, c, d]) await log(s, 'shown');
    await log(d, 'skipped');
    for (const s of [a, b, c]) await log(s, 'selfie-sent');
    for (const s of [a, b]) await log(s, 'preview-seen');
    await log(a, 'pack-chosen');

    const day = new Date().toISOString().slice(0, 10);
    const report = await admin.get('admin-service/funnel-report', { from: day, to: day });
    const funnel = report.body.funnels.find((f: any) => f.funnelName === 'preview');
    assert.deepEqual(funnel.steps.map((step: any) => [step.funnelStep, step.sessions, step.conversionFromPrevious]), [
      [PREVIEW_FUNNEL_STEPS[0], 4, null],
      [PREVIEW_FUNNEL_STEPS[1], 3, 0.75],
      [PREVIEW_FUNNEL_STEPS[2], 2, 2 / 3],
      [PREVIEW_FUNNEL_STEPS[3], 1, 0.5],
      [PREVIEW_FUNNEL_STEPS[4], 1, 1],
      ['skipped', 1, 1],
    ]);
  });
});
