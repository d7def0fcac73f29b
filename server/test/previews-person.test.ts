// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { PREVIEW_ALREADY_USED_MESSAGE } from 'api-client';
import { prehashPassword } from './helpers/prehash.js';
import { sql } from 'kysely';
import { createTransaction } from '../src/infra/db/transaction.js';
import type { SelfieScreener } from '../src/modules/uploads/index.js';
import { addressHasher, createPreviewAddresses, personalAddress } from '../src/modules/previews/preview-addresses.js';
import { createPreviewService } from '../src/modules/previews/preview.service.js';
import { createPreviewsRepository } from '../src/modules/previews/previews.repository.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { HttpClient } from './helpers/http-client.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { createPreview, face, instantPreviewEngine, newDevice, plainPhoto } from './previews.helpers.js';

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const DAY = 86_400_000;
let people = 0;

/** A Gmail name no other test uses, with dots in it ("jane.doe.k3x9.1"). */
function newPerson(): string {
  people += 1;
  return `jane.doe.${Date.now().toString(36)}.${people}`;
}

describe('the address as the one-preview-per-person rule reads it', () => {
  it('drops case, a +tag, and for Gmail the dots and googlemail.com; other domains keep their dots', () => {
    for (const [typed, personal] of [
      ['Jane.Doe@Gmail.com', 'janedoe@gmail.com'],
      ['jane.doe+1@gmail.com', 'janedoe@gmail.com'],
      ['j.a.n.e.d.o.e+previews@googlemail.com', 'janedoe@gmail.com'],
      ['  JANE@EXAMPLE.COM ', 'jane@example.com'],
      ['jane+work@example.com', 'jane@example.com'],
      ['jane.doe@example.com', 'jane.doe@example.com'],
      ['+only@example.com', '+only@example.com'],
    ] as const) assert.equal(personalAddress(typed), personal, typed);
  });

  it('is kept as a keyed hash: the same for one person, different under another secret, never the address', () => {
    const hash = addressHasher('a-secret-of-sixteen-plus');
    assert.equal(hash('Jane.Doe+x@googlemail.com'), hash('janedoe@gmail.com'));
    assert.notEqual(hash('janedoe@gmail.com'), addressHasher('another-secret-of-sixteen')('janedoe@gmail.com'));
    assert.notEqual(hash('janedoe@gmail.com'), hash('jane.doe@example.com'));
    assert.doesNotMatch(hash('janedoe@gmail.com'), /jane|gmail/);
  });
});

/**
 * One free preview per person, as far as an e-mail address tells (docs/previews.md#one-per-person): other
 * accounts of the same address, and the same address signed up again after the account was deleted, get
 * none; the deleted address is remembered as a keyed hash for PREVIEW_REUSE_DAYS, then forgotten.
 */
describe(`free preview: one per person (${database})`, () => {
  let server: TestServer;
  let clock = Date.parse('2031-03-01T10:00:00Z');
  let ip = 0;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000', PREVIEW_REUSE_DAYS: '90' }, { isolated: true });
    db = server.system.db;
    server.useClock(() => new Date(clock));
    server.usePreviewEngine(instantPreviewEngine(await plainPhoto()).engine);
  });
  after(() => server.close());

  let db: TestServer['system']['db'];
  const ask = (client: HttpClient) => {
    ip += 1;
    return createPreview(server, client, [face(1)], { ip: `10.40.${ip >> 8}.${ip & 255}`, device: newDevice() });
  };
  const previewRows = () => db.selectFrom('previews').select(['account_id', 'address_hash']).execute();
  const budgetUsed = async () => (await db.selectFrom('preview_budget_days').select('used')
    .where('day', '=', new Date(clock).toISOString().slice(0, 10)).executeTakeFirst())?.used ?? 0;
  const deleteAccount = async (client: HttpClient) => {
    const password = prehashPassword('password1', server.system.config.passwordPrehash);
    assert.deepEqual((await client.post('auth-service/delete-account', { password })).body, { status: 'deleted' });
    await server.drainJobs();
  };
  const USED = { preview: null, available: false, reason: 'used-by-address', retentionHours: 24 };

  /** The account of `email` has no preview of its own and is told, before and after asking, that its person had one. */
  async function refused(email: string) {
    const user = await createSignedInUser(server, { email });
    assert.deepEqual((await user.client.get('preview-service/mine')).body, USED, email);
    const before = await budgetUsed();
    const reply = await ask(user.client);
    assert.deepEqual([reply.status, reply.body.message], [403, PREVIEW_ALREADY_USED_MESSAGE], email);
    assert.equal((await previewRows()).filter((row) => row.account_id === user.accountId).length, 0, email);
    assert.equal(await budgetUsed(), before, 'nothing of the budget used');
    return user;
  }

  it('an address with a +tag, with dots or at googlemail.com is the same person: 5 accounts, 1 preview', async () => {
    const name = newPerson();
    const first = await createSignedInUser(server, { email: `${name}@gmail.com` });
    assert.equal((await ask(first.client)).status, 200);
    for (const alias of [`${name}+1@gmail.com`, `${name}+2@gmail.com`, `${name.replace(/\./g, '')}@gmail.com`, `${name}@googlemail.com`]) {
      const user = await refused(alias);
      // The address is normalised for this rule only: the account keeps it as typed and signs in with it.
      const row = await db.selectFrom('accounts').select('email').where('id', '=', user.accountId).executeTakeFirstOrThrow();
      assert.equal(row.email, alias);
      const signIn = await server.client().post('auth-service/auth', {
        email: alias, password: prehashPassword('password1', server.system.config.passwordPrehash),
      });
      assert.deepEqual(signIn.body, { status: 'logged-in' });
    }
    // Another person at another domain whose name only differs by a dot is someone else.
    const other = await createSignedInUser(server, { email: `${name}@example.com` });
    assert.equal((await ask(other.client)).status, 200);
    const undotted = await createSignedInUser(server, { email: `${name.replace(/\./g, '')}@example.com` });
    assert.equal((await ask(undotted.client)).status, 200);
  });

  it('deleting the account and signing up again gives no second preview for PREVIEW_REUSE_DAYS; only a keyed hash and dates are kept', async () => {
    const name = newPerson();
    const email = `${name}@gmail.com`;
    const first = await createSignedInUser(server, { email });
    const created = await ask(first.client);
    assert.equal(created.status, 200);
    await server.drainJobs();
    await deleteAccount(first.client);

    // What the deletion left of the address: its keyed hash and two dates, nothing else; the tombstone's preview has no hash.
    const personal = `${name.replace(/\./g, '')}@gmail.com`;
    const hash = createHmac('sha256', server.system.config.previews.addressSecret).update(personal).digest('base64url');
    const remembered = await db.selectFrom('preview_used_addresses').selectAll().where('address_hash', '=', hash).execute();
    assert.equal(remembered.length, 1);
    assert.deepEqual(Object.keys(remembered[0]!).sort(), ['account_deleted_at', 'address_hash', 'used_at']);
    assert.equal(remembered[0]!.account_deleted_at.getTime(), clock);
    const tombstoned = await db.selectFrom('previews').select(['address_hash', 'public_id']).where('account_id', '=', first.accountId).executeTakeFirstOrThrow();
    assert.deepEqual(tombstoned, { address_hash: null, public_id: created.body.previewId }, 'the record of the preview stays, without the hash');
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'preview_used_addresses'`.execute(db);
    assert.deepEqual(columns.rows.map((c) => c.column_name).sort(), ['account_deleted_at', 'address_hash', 'used_at'], 'the table can hold nothing else');

    await refused(email);
    await refused(`${name}+again@googlemail.com`);

    clock += 89 * DAY;
    await server.system.previews.previewRetention.sweep();
    await refused(`${name}+89days@gmail.com`);

    clock += 1 * DAY + 1000;
    const swept = await server.system.previews.previewRetention.sweep();
    assert.equal(swept.forgotten, 1);
    assert.equal((await db.selectFrom('preview_used_addresses').select('address_hash').where('address_hash', '=', hash).execute()).length, 0);
    const returning = await createSignedInUser(server, { email: `${name}+back@gmail.com` });
    assert.equal((await ask(returning.client)).status, 200, 'forgotten after PREVIEW_REUSE_DAYS');
  });

  it('an account deleted without a preview leaves nothing of its address', async () => {
    const email = `${newPerson()}@gmail.com`;
    const user = await createSignedInUser(server, { email });
    const before = await db.selectFrom('preview_used_addresses').select('address_hash').execute();
    await deleteAccount(user.client);
    assert.deepEqual(await db.selectFrom('preview_used_addresses').select('address_hash').execute(), before);
    assert.equal((await ask((await createSignedInUser(server, { email })).client)).status, 200);
  });

  it('ten creates at once from two accounts of one person make one preview', async () => {
    const name = newPerson();
    const users = [await createSignedInUser(server, { email: `${name}@gmail.com` }), await createSignedInUser(server, { email: `${name}+2@gmail.com` })];
    const before = await budgetUsed();
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(users[i % 2]!.client)));
    const made = replies.filter((reply) => reply.status === 200);
    assert.equal(new Set(made.map((reply) => reply.body.previewId)).size, 1, JSON.stringify(replies.map((r) => [r.status, r.body])));
    for (const reply of replies.filter((r) => r.status !== 200)) assert.deepEqual([reply.status, reply.body.message], [403, PREVIEW_ALREADY_USED_MESSAGE]);
    const rows = (await previewRows()).filter((row) => users.some((user) => user.accountId === row.account_id));
    assert.equal(rows.length, 1);
    assert.equal(await budgetUsed(), before + 1);
  });

  it('ten at once reaching the transaction together, from two accounts of one person: one preview', async () => {
    const name = newPerson();
    const users = [await createSignedInUser(server, { email: `${name}@gmail.com` }), await createSignedInUser(server, { email: `${name}@googlemail.com` })];
    const { system } = server;
    const repository = createPreviewsRepository(system.db);
    const service = createPreviewService({
      repository, storage: system.storage, screener: barrierScreener(10, await plainPhoto(480, 640)), selfieLimits: system.config.selfieCheck,
      lookAlikeThreshold: system.config.likeness.missThreshold,
      addresses: createPreviewAddresses({
        repository, hash: addressHasher(system.config.previews.addressSecret), reuseDays: 90, now: () => new Date(clock), log: { warn: () => undefined },
      }),
      rateLimiter: system.rateLimiter, queue: system.queue, transaction: createTransaction(system.db), fileUrls: system.files.fileUrlSigner,
      engineFor: async () => instantPreviewEngine(Buffer.alloc(0)).engine, dailyLimit: 1000, retentionHours: 24, now: () => new Date(clock),
    });
    const selfie = { filename: 'selfie.jpg', mimetype: 'image/jpeg', data: face(1) };
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => {
      const user = users[i % 2]!;
      return service.create({ id: user.accountId, email: user.email, persona: 'professional' }, [selfie], { ip: `10.41.0.${i}`, device: `device-p${i}` });
    }));
    const made = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value.previewId);
    assert.equal(new Set(made).size, 1);
    assert.equal(made.length, 5, 'every request of the account that won answers its preview');
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) assert.equal((outcome.reason as Error).message, PREVIEW_ALREADY_USED_MESSAGE);
    assert.equal((await previewRows()).filter((row) => users.some((user) => user.accountId === row.account_id)).length, 1);
  });

  it('a preview made before addresses were hashed gets its hash from the sweep, and then counts for its person', async () => {
    const name = newPerson();
    const earlier = await createSignedInUser(server, { email: `${name}@gmail.com` });
    assert.equal((await ask(earlier.client)).status, 200);
    await db.updateTable('previews').set({ address_hash: null }).where('account_id', '=', earlier.accountId).execute(); // as migration 0040 found it
    await server.system.previews.previewRetention.sweep();
    const row = await db.selectFrom('previews').select('address_hash').where('account_id', '=', earlier.accountId).executeTakeFirstOrThrow();
    assert.equal(row.address_hash, addressHasher(server.system.config.previews.addressSecret)(`${name}@gmail.com`));
    await refused(`${name}+later@gmail.com`);
  });
});

/** A screener that holds every request until `count` have arrived, then lets them all through at once. */
function barrierScreener(count: number, photo: Buffer): SelfieScreener {
  const waiting: Array<() => void> = [];
  return {
    screenSelfies: () => new Promise((resolve) => {
      waiting.push(() => resolve({ ok: true, photos: [{ position: 1, jpeg: photo, width: 480, height: 640 }], lookAlikeOutliers: [] }));
      if (waiting.length === count) for (const release of waiting.splice(0)) release();
    }),
  };
}
