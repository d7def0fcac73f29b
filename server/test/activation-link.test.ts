// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activationForm, linkParams, mailsTo, signUp } from './auth.helpers.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// What /activate is told about its link before it shows the form (docs/accounts.md#activation-links).
describe('auth-service/activation-link-status', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'http://localhost:3000' });
  });
  after(() => server.close());

  const statusOf = async (code: string) => (await server.client().post('auth-service/activation-link-status', { code })).body;

  async function mailedCode(email: string): Promise<string> {
    const check = await server.client().post('auth-service/check-email', { email });
    assert.equal(check.body.status, 'success');
    return (await linkParams(server, email, 'activate')).get('code')!;
  }

  it('says valid without using the code, then used once it activated the account', async () => {
    const code = await mailedCode('fresh-link@example.com');
    assert.deepEqual(await statusOf(code), { status: 'valid' });
    assert.deepEqual(await statusOf(code), { status: 'valid' }, 'asking twice changes nothing');

    const activated = await server.client().post('auth-service/activate', activationForm(code));
    assert.equal(activated.body.status, 'activated');
    assert.deepEqual(await statusOf(code), { status: 'used' });
  });

  it("calls an account's other links used once one of them activated it", async () => {
    const first = await mailedCode('two-links@example.com');
    const second = await mailedCode('two-links@example.com');
    assert.notEqual(first, second);
    assert.deepEqual(await statusOf(first), { status: 'valid' });
    await server.client().post('auth-service/activate', activationForm(second));
    assert.deepEqual(await statusOf(first), { status: 'used' });
  });

  it('says expired after 24 hours; check-email sends a new link that works, the old one stays dead', async () => {
    const email = 'late-link@example.com';
    const old = await mailedCode(email);
    await server.system.db.updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('purpose', '=', 'activation')
      .where('account_id', '=', (await server.system.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id)
      .execute();
    assert.deepEqual(await statusOf(old), { status: 'expired' });

    const mailsBefore = (await mailsTo(server, email)).length;
    const fresh = await mailedCode(email);
    assert.equal((await mailsTo(server, email)).length, mailsBefore + 1, 'one new e-mail');
    assert.deepEqual(await statusOf(fresh), { status: 'valid' });
    assert.deepEqual((await server.client().post('auth-service/activate', activationForm(old))).body, { status: 'bad-code', persona: null });
    assert.equal((await server.client().post('auth-service/activate', activationForm(fresh))).body.status, 'activated');
  });

  it('says unknown for a made-up code and for a code of another kind', async () => {
    assert.deepEqual(await statusOf('not-a-real-code'), { status: 'unknown' });
    await signUp(server, server.client(), 'reset-code@example.com');
    await server.client().post('auth-service/start-reset-password', { email: 'reset-code@example.com' });
    const resetCode = (await linkParams(server, 'reset-code@example.com', 'reset-password')).get('code')!;
    assert.deepEqual(await statusOf(resetCode), { status: 'unknown' });
  });

  it('answers 400 naming the field for a missing or empty code', async () => {
    for (const body of [{}, { code: '   ' }]) {
      const res = await server.client().post('auth-service/activation-link-status', body);
      assert.equal(res.status, 400);
      assert.equal(res.body.field, 'code');
    }
  });
});

describe('activation-link-status rate limit', () => {
  const LIMIT = 3;
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  after(() => server.close());

  it('answers 429 once a client asks too often in a minute, as check-email does', async () => {
    const client = server.client();
    const replies = [];
    // Windows are whole minutes, so 2 × LIMIT + 1 requests exceed the limit even across a boundary.
    for (let i = 0; i < 2 * LIMIT + 1; i += 1) {
      replies.push(await client.post('auth-service/activation-link-status', { code: `guess-${i}` }));
    }
    assert.deepEqual(replies[0]!.body, { status: 'unknown' });
    const limited = replies.find((r) => r.status === 429);
    assert.ok(limited, replies.map((r) => r.status).join(','));
    assert.equal(limited.body.message, 'Too many attempts. Please wait a minute and try again.');
  });
});
