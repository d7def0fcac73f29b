// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { after, before, describe, it, test } from 'node:test';
import { prehashPassword } from './helpers/prehash.js';
import JSZip from 'jszip';
import { sql } from 'kysely';
import type { ModelStatusValue } from '../src/infra/db/schema.js';
import { createCogTrainingEngine } from '../src/modules/training/engines/cog-training.engine.js';
import { createCogTrainingRepository } from '../src/modules/training/engines/cog-training.repository.js';
import { createMockTrainingEngine } from '../src/modules/training/engines/mock-training.engine.js';
import { createReplicateTrainingEngine } from '../src/modules/training/engines/replicate-training.engine.js';
import { tombstoneEmail } from '../src/modules/privacy/privacy.repository.js';
import { fillSettings, legalSettingsOf } from '../src/modules/site/legal-settings.js';
import { loadConfig } from '../src/config/config.js';
import { startFakeCog, type FakeCog } from './fakes/fake-cog.js';
import { startFakeReplicate, type FakeReplicate } from './fakes/fake-replicate.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startS3TestServer, type S3TestServer } from './helpers/s3-test-server.js';
import { passJobTime } from './helpers/job-clock.js';
import { startServerOn, startTestServer, type TestServer } from './helpers/test-server.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const DESTINATION = 'ai-photographer-loras';

interface SeededModel {
  id: number;
  publicId: string;
  photoKeys: string[];
  mainKey: string;
  imageKeys: string[];
}

const POLICY = new URL('../../mfe-marketing/public/privacy-policy.html', import.meta.url);

test('the privacy policy states the configured retention periods, wherever it names them', () => {
  const config = loadConfig({ SELFIE_RETENTION_DAYS: '7', EXPORT_LINK_HOURS: '5', PREVIEW_REUSE_DAYS: '45' });
  const html = fillSettings(fs.readFileSync(POLICY, 'utf8'), legalSettingsOf(config.privacy));
  const text = html.replace(/<[^>]+>/g, '');
  assert.match(text, /delete them 7 days after the training ends/);
  assert.match(text, /Training photos: 7 days after the training ends, then deleted automatically/);
  assert.match(text, /The link expires after 5 hours/);
  assert.match(text, /keyed hash[^.]*for 45 days after you delete your account, so that the free preview stays one per person/);
  assert.doesNotMatch(text, /\b30 days after/);
  // And the behaviours themselves: what a model deletion removes, that images stay unless chosen, no refund, what an account keeps.
  for (const statement of [/trained model itself at our GPU provider/, /stay in your gallery unless you also choose/, /not refunded/,
    /subscription is cancelled/, /keep only your payment records and credit history/]) assert.match(text, statement);
});

/**
 * Privacy (docs/privacy.md) against a real server and database, with files on the local disk and in an
 * S3 bucket (s3rver). Storage is checked through the FileStorage interface (get answers null once a key
 * is gone), and signed links as a browser follows them (to the bucket, on S3).
 */
for (const driver of ['local', 's3'] as const) {
  describe(`privacy: deleting models and accounts, retention, export (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}, ${driver} storage)`, () => {
    let server: TestServer;
    let replicate: FakeReplicate;
    let cog: FakeCog;
    let s3: S3TestServer | undefined;
    let storageEnv: Record<string, string> = {};
    const noWait = { baseDelayMs: 1, maxDelayMs: 2 };

    before(async () => {
      replicate = await startFakeReplicate({ owner: 'acme' });
      replicate.state.createModel({ owner: 'acme', name: DESTINATION, visibility: 'private', hardware: 'gpu-h100' });
      cog = await startFakeCog();
      if (driver === 's3') {
        s3 = await startS3TestServer();
        storageEnv = s3.env;
      }
      server = await startTestServer(storageEnv, { isolated: true });
    });
    after(async () => {
      await server.close();
      await s3?.close();
      await replicate.close();
      await cog.close();
    });

    const storage = { get: (key: string) => server.system.storage.get(key), put: (key: string, data: Buffer) => server.system.storage.put(key, data) };
    let db: TestServer['system']['db'];
    before(() => {
      db = server.system.db;
    });
    const useReplicate = () => server.useTrainingEngine(createReplicateTrainingEngine({
      apiToken: replicate.token, baseUrl: replicate.baseUrl, owner: replicate.owner, destinationModel: DESTINATION,
      hardware: 'gpu-h100', trainer: 'flux-lora', trainerVersion: replicate.trainerVersion,
    }, { http: noWait }));
    const useCog = () => server.useTrainingEngine(createCogTrainingEngine(
      { trainerUrl: cog.url, webhookUrl: `${server.url}/webhooks/cog`, trainingTimeoutMinutes: 60 },
      { trainings: createCogTrainingRepository(db) },
    ));

    /** A model as an upload and a training leave it: rows, its photos and main image in storage, and images made with it. */
    async function seedModel(accountId: number, model: { engine: string; status: ModelStatusValue; externalId?: string; version?: string; weightsUrl?: string; finishedDaysAgo?: number; images?: number }): Promise<SeededModel> {
      const publicId = randomUUID();
      const photoKeys = [1, 2, 3].map((n) => `models/${publicId}/photo-${n}.jpg`);
      const mainKey = `models/${publicId}/main.jpg`;
      for (const key of [...photoKeys, mainKey]) await storage.put(key, JPEG);
      const finished = model.finishedDaysAgo === undefined ? null : new Date(Date.now() - model.finishedDaysAgo * 86_400_000);
      const row = await db.insertInto('models').values({
        public_id: publicId, account_id: accountId, name: `M ${publicId.slice(0, 4)}`, class: 'man', trigger_word: `TOK${randomUUID().slice(0, 8)}`,
        engine: model.engine, status: model.status, external_id: model.externalId ?? null, trained_version: model.version ?? null,
        weights_url: model.weightsUrl ?? null, main_image_key: mainKey, finished_at: finished,
      }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('training_photos').values(photoKeys.map((key, i) => ({ model_id: row.id, position: i + 1, storage_key: key, width: 8, height: 8 }))).execute();
      const imageKeys: string[] = [];
      for (let i = 0; i < (model.images ?? 2); i += 1) {
        const key = `images/${accountId}/${randomUUID()}.jpg`;
        await storage.put(key, JPEG);
        await db.insertInto('images').values({ file_id: randomUUID(), account_id: accountId, model_id: row.id, storage_key: key, prompt: 'a photo of model' }).execute();
        imageKeys.push(key);
      }
      return { id: row.id, publicId, photoKeys, mainKey, imageKeys };
    }

    const stored = async (keys: string[]) => (await Promise.all(keys.map((key) => storage.get(key)))).filter((data) => data !== null).length;
    const count = async (table: 'models' | 'training_photos' | 'images' | 'model_deletions' | 'sessions' | 'analytics_events' | 'credit_ledger' | 'payments', where: (q: any) => any) =>
      Number((await where(db.selectFrom(table).select(sql<number>`count(*)`.as('n'))).executeTakeFirstOrThrow()).n);
    /** A signed link to a stored file, as the pages get them, and what the file route answers for it now. */
    const fetchSigned = async (key: string) => (await fetch(`${server.url}${server.system.files.fileUrlSigner.sign(key)}`)).status;

    it('deletes a trained Replicate model: rows, photos, main image and the version at Replicate go; kept images stay; no refund', async () => {
      useReplicate();
      const { client, accountId } = await createSignedInUser(server);
      const version = replicate.trainedVersion().replace(/^[^/]+\/[^:]+/, `acme/${DESTINATION}`);
      const model = await seedModel(accountId, { engine: 'replicate', status: 'succeeded', externalId: 'tr-1', version, finishedDaysAgo: 1 });
      const ledgerBefore = await count('credit_ledger', (q) => q.where('account_id', '=', accountId));
      assert.equal(await fetchSigned(model.photoKeys[0]!), 200);

      const reply = await client.post('replicate-service/delete-model', { modelId: model.publicId });
      assert.equal(reply.status, 200);
      // Gone from every page at once, before the job runs.
      assert.equal(await count('models', (q) => q.where('id', '=', model.id)), 0);
      const listed = (await client.post('replicate-service/models')).body.models as Array<{ ModelID: string }>;
      assert.equal(listed.some((m) => m.ModelID === model.publicId), false);
      await server.drainJobs();

      assert.equal(await count('training_photos', (q) => q.where('model_id', '=', model.id)), 0);
      assert.equal(await count('model_deletions', (q) => q.where('model_public_id', '=', model.publicId)), 0);
      assert.equal(await stored([...model.photoKeys, model.mainKey]), 0);
      assert.equal(await fetchSigned(model.photoKeys[0]!), 404);
      assert.equal(await fetchSigned(model.mainKey), 404);
      assert.deepEqual(replicate.state.deletedVersions, [version]);
      assert.ok(replicate.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/models/acme/${DESTINATION}/versions/${version.split(':')[1]}`));
      // The user kept the images: rows and files stay, no longer naming the model.
      assert.equal(await count('images', (q) => q.where('account_id', '=', accountId).where('model_id', 'is', null)), 2);
      assert.equal(await stored(model.imageKeys), 2);
      assert.equal(await count('credit_ledger', (q) => q.where('account_id', '=', accountId)), ledgerBefore);
      // A second request finds nothing to delete.
      assert.equal((await client.post('replicate-service/delete-model', { modelId: model.publicId })).status, 404);
    });

    it('cancels a model still training at the provider first, and deletes its images when asked', async () => {
      useReplicate();
      const { client, accountId } = await createSignedInUser(server);
      const engine = server.trainingEngine();
      const { externalId } = await engine.start({ modelId: 1, triggerWord: 'TOKX', zip: Buffer.from('PK zip') });
      const model = await seedModel(accountId, { engine: 'replicate', status: 'processing', externalId });

      assert.equal((await client.post('replicate-service/delete-model', { modelId: model.publicId, deleteImages: true })).status, 200);
      await server.drainJobs();

      assert.ok(replicate.requests.some((r) => r.method === 'POST' && r.path === `/v1/trainings/${externalId}/cancel`));
      assert.equal(replicate.state.jobs.get(externalId)?.status, 'canceled');
      assert.equal(await count('images', (q) => q.where('account_id', '=', accountId)), 0);
      assert.equal(await stored([...model.photoKeys, model.mainKey, ...model.imageKeys]), 0);
      assert.equal(await fetchSigned(model.imageKeys[0]!), 404);
      assert.equal(await count('model_deletions', (q) => q.where('model_public_id', '=', model.publicId)), 0);
    });

    it('deletes a Cog model: the running training is cancelled and a trained one’s weights artefact deleted at its store', async () => {
      useCog();
      const { client, accountId } = await createSignedInUser(server);
      const weightsUrl = `${cog.url}/uploads/train-9/trained_model.tar`;
      cog.uploads.set('train-9/trained_model.tar', Buffer.from('weights'));
      const trained = await seedModel(accountId, { engine: 'cog', status: 'succeeded', externalId: 'train-9', version: weightsUrl, weightsUrl });
      cog.trainings.set('train-10', { id: 'train-10', input: {}, filter: [], status: 'processing' });
      const running = await seedModel(accountId, { engine: 'cog', status: 'processing', externalId: 'train-10' });

      await client.post('replicate-service/delete-model', { modelId: trained.publicId });
      await client.post('replicate-service/delete-model', { modelId: running.publicId });
      await server.drainJobs();

      assert.equal(cog.uploads.has('train-9/trained_model.tar'), false);
      assert.ok(cog.requests.some((r) => r.method === 'DELETE' && r.path === '/uploads/train-9/trained_model.tar'));
      assert.ok(cog.requests.some((r) => r.method === 'POST' && r.path === '/trainings/train-10/cancel'));
      assert.equal(cog.trainings.get('train-10')?.status, 'canceled');
      assert.equal(await count('models', (q) => q.where('account_id', '=', accountId)), 0);
      assert.equal(await stored([...trained.photoKeys, trained.mainKey, ...running.photoKeys, running.mainKey]), 0);
    });

    it('retries until the provider confirms, and a deletion cut short by a crash completes on the next worker run', async () => {
      useReplicate();
      const { client, accountId } = await createSignedInUser(server);
      const version = replicate.trainedVersion().replace(/^[^/]+\/[^:]+/, `acme/${DESTINATION}`);
      const model = await seedModel(accountId, { engine: 'replicate', status: 'succeeded', version });
      replicate.inject({ method: 'DELETE', path: /\/versions\// }, { status: 500, body: { detail: 'internal error' } });
      await client.post('replicate-service/delete-model', { modelId: model.publicId });
      await server.drainJobs();
      // The provider did not confirm: the job waits for its retry, the files are still there to delete.
      const job = await db.selectFrom('jobs').selectAll().where('name', '=', 'model.delete').orderBy('id', 'desc').executeTakeFirstOrThrow();
      assert.equal(job.status, 'queued');
      assert.match(job.last_error ?? '', /Replicate is unavailable \(500\)/);
      assert.equal(await count('model_deletions', (q) => q.where('model_public_id', '=', model.publicId)), 1);

      // The worker claims the retry and dies holding it (the lock stays); a new worker process starts on the same database.
      await db.updateTable('jobs').set({ status: 'running', attempts: 2, locked_until: sql<Date>`now() + interval '5 minutes'` }).where('id', '=', job.id).execute();
      const next = await startServerOn(server.system.database, storageEnv);
      try {
        next.useTrainingEngine(server.trainingEngine());
        await passJobTime(db, 600);
        await next.drainJobs();
      } finally {
        await next.close();
      }
      assert.equal((await db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status, 'done');
      assert.ok(replicate.state.deletedVersions.includes(version));
      assert.equal(await count('model_deletions', (q) => q.where('model_public_id', '=', model.publicId)), 0);
      assert.equal(await stored([...model.photoKeys, model.mainKey]), 0);
    });

    it('deletes the training photos of models whose training ended more than SELFIE_RETENTION_DAYS ago; the models keep working', async () => {
      server.useTrainingEngine(createMockTrainingEngine({ trainingSeconds: 1 }));
      const { client, accountId } = await createSignedInUser(server);
      const days = server.system.config.privacy.selfieRetentionDays;
      const old = await seedModel(accountId, { engine: 'mock', status: 'succeeded', version: 'mock:1', finishedDaysAgo: days + 1 });
      const recent = await seedModel(accountId, { engine: 'mock', status: 'succeeded', version: 'mock:2', finishedDaysAgo: days - 1 });
      const training = await seedModel(accountId, { engine: 'mock', status: 'processing' });

      await server.system.privacy.selfieRetention.sweep();

      assert.equal(await stored(old.photoKeys), 0);
      assert.equal(await count('training_photos', (q) => q.where('model_id', '=', old.id)), 0);
      assert.equal(await fetchSigned(old.photoKeys[0]!), 404);
      assert.equal(await stored([...recent.photoKeys, ...training.photoKeys]), 6);
      // The model, its main image and its images stay, and it is still listed as ready.
      assert.equal(await stored([old.mainKey, ...old.imageKeys]), 3);
      const models = (await client.post('replicate-service/models')).body.models as Array<{ ModelID: string; Status: string }>;
      assert.equal(models.find((m) => m.ModelID === old.publicId)?.Status, 'succeeded');
      // A second sweep has nothing left to do.
      assert.equal(await server.system.privacy.selfieRetention.sweep(), 0);
    });

    it('exports the user’s data as a zip e-mailed by an expiring link: every photo and a JSON of account, models, purchases and ledger', async () => {
      const { client, accountId, email } = await createSignedInUser(server);
      const model = await seedModel(accountId, { engine: 'mock', status: 'succeeded', version: 'mock:3' });
      await server.system.credits.creditsService.post({ accountId, amount: 500, reason: 'purchase', idempotencyKey: `t:${randomUUID()}`, reference: null });

      assert.deepEqual((await client.post('auth-service/export-data')).body, { status: 'success' });
      assert.deepEqual((await client.post('auth-service/export-data')).body, { status: 'rate-limited' });
      await server.drainJobs();

      const mail = (await server.system.mailRepository.listRecent(1000)).find((m) => m.to_address === email && /data is ready/.test(m.subject));
      const link = mail?.text_body.match(/https?:\/\/\S+\/ai-photographer\/files\/\S+/)?.[0];
      assert.ok(link, 'the mail carries a download link');
      const url = new URL(link);
      const download = await fetch(`${server.url}${url.pathname}${url.search}`);
      assert.equal(download.status, 200);
      assert.match(download.headers.get('content-disposition') ?? '', /ai-photographer-data\.zip/);
      const zip = await JSZip.loadAsync(Buffer.from(await download.arrayBuffer()));
      const names = Object.keys(zip.files);
      assert.equal(names.filter((n) => n.startsWith(`training-photos/${model.publicId}/`)).length, 3);
      assert.ok(names.includes(`models/${model.publicId}/main.jpg`));
      assert.equal(names.filter((n) => n.startsWith('images/')).length, 2);
      const data = JSON.parse(await zip.file('my-data.json')!.async('string'));
      assert.equal(data.account.email, email);
      assert.deepEqual(data.models.map((m: { public_id: string }) => m.public_id), [model.publicId]);
      assert.ok(data.ledger.some((entry: { amount: number }) => entry.amount === 500));
      assert.deepEqual(data.payments, []);

      // Once the link has expired the zip is deleted, and the link answers 404 even if it were still signed.
      const row = await db.selectFrom('data_exports').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();
      await server.system.privacy.dataExportService.deleteExpired(new Date(row.expires_at.getTime() + 1000));
      assert.equal(await storage.get(row.storage_key), null);
      assert.equal(await fetchSigned(row.storage_key), 404);
    });

    it('deletes an account: password confirmed, every model, image and file gone, sessions and analytics gone, the ledger kept under a tombstone', async () => {
      server.useTrainingEngine(createMockTrainingEngine({ trainingSeconds: 1 }));
      const { client, accountId, email } = await createSignedInUser(server);
      const first = await seedModel(accountId, { engine: 'mock', status: 'succeeded', version: 'mock:4' });
      const second = await seedModel(accountId, { engine: 'mock', status: 'failed' });
      const baseImage = `images/${accountId}/${randomUUID()}.jpg`;
      await storage.put(baseImage, JPEG);
      await db.insertInto('images').values({ file_id: randomUUID(), account_id: accountId, model_id: null, storage_key: baseImage, prompt: 'flux-base' }).execute();
      await server.system.credits.creditsService.post({ accountId, amount: 300, reason: 'purchase', idempotencyKey: `t:${randomUUID()}`, reference: null });
      await db.insertInto('analytics_events').values({
        event_type: 'impression', page_path: '/gen', funnel_name: 'f', funnel_step: 's', metadata: '{}', is_mobile_device: false,
        device_type: 'desktop', funnel_version: 1, funnel_step_version: 1, account_id: accountId,
      }).execute();
      const ledgerRows = await count('credit_ledger', (q) => q.where('account_id', '=', accountId));
      const allKeys = [...first.photoKeys, first.mainKey, ...first.imageKeys, ...second.photoKeys, second.mainKey, ...second.imageKeys, baseImage];
      const password = (text: string) => prehashPassword(text, server.system.config.passwordPrehash);

      assert.deepEqual((await client.post('auth-service/delete-account', { password: password('wrong-one') })).body, { status: 'wrong-password' });
      assert.deepEqual((await client.post('auth-service/delete-account', {})).body, { status: 'wrong-password' });
      assert.equal(await count('models', (q) => q.where('account_id', '=', accountId)), 2);

      assert.deepEqual((await client.post('auth-service/delete-account', { password: password('password1') })).body, { status: 'deleted' });
      // At once: signed out everywhere, the address forgotten, sign-in refused.
      assert.equal(await count('sessions', (q) => q.where('account_id', '=', accountId)), 0);
      assert.equal((await client.post('replicate-service/models')).status, 401);
      const login = await server.client().post('auth-service/auth', { email, password: password('password1') });
      assert.deepEqual(login.body, { status: 'not-recognised' });
      await server.drainJobs();

      assert.equal(await count('models', (q) => q.where('account_id', '=', accountId)), 0);
      assert.equal(await count('images', (q) => q.where('account_id', '=', accountId)), 0);
      assert.equal(await count('analytics_events', (q) => q.where('account_id', '=', accountId)), 0);
      assert.equal(await count('model_deletions', (q) => q.where('account_id', '=', accountId)), 0);
      assert.equal(await stored(allKeys), 0);
      assert.equal(await fetchSigned(baseImage), 404);
      const account = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
      assert.equal(account.email, tombstoneEmail(accountId));
      assert.equal(account.password_hash, null);
      assert.equal(account.first_name, null);
      assert.equal(await count('credit_ledger', (q) => q.where('account_id', '=', accountId)), ledgerRows);
      assert.equal((await server.system.mailRepository.listRecent(1000)).filter((m) => m.to_address === email).length, 0);
    });

    it('an account without a password confirms its deletion with an e-mailed code', async () => {
      const { client, accountId, email } = await createSignedInUser(server);
      await db.updateTable('accounts').set({ password_hash: null }).where('id', '=', accountId).execute();

      assert.deepEqual((await client.post('auth-service/delete-account', {})).body, { status: 'code-sent' });
      const code = (await server.system.mailRepository.listRecent(1000)).find((m) => m.to_address === email && /delete/.test(m.subject))
        ?.text_body.match(/code is (\d{6})/)?.[1];
      assert.ok(code);
      const wrong = code === '000000' ? '111111' : '000000';
      assert.deepEqual((await client.post('auth-service/delete-account', { code: wrong })).body, { status: 'wrong-code' });
      assert.deepEqual((await client.post('auth-service/delete-account', { code })).body, { status: 'deleted' });
      assert.equal((await db.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirstOrThrow()).email, tombstoneEmail(accountId));
    });

    it('refuses to delete another user’s model', async () => {
      const owner = await createSignedInUser(server);
      const other = await createSignedInUser(server);
      const model = await seedModel(owner.accountId, { engine: 'mock', status: 'succeeded', version: 'mock:5' });
      assert.equal((await other.client.post('replicate-service/delete-model', { modelId: model.publicId })).status, 404);
      assert.equal(await count('models', (q) => q.where('id', '=', model.id)), 1);
      assert.equal(await stored(model.photoKeys), 3);
    });
  });
}
