// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activationForm, linkParams, mailsTo, prehash, signUp } from './auth.helpers.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

describe('e-mail sign-up and sign-in', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'http://localhost:3000', BASE_PATH: '/staging' });
  });
  after(() => server.close());

  it('signs up by e-mail link, shows the account, signs out and back in', async () => {
    const client = server.client();
    const check = await client.post('auth-service/check-email', { email: '  Ada@Example.COM ', currentUrl: '/', persona: 'influencer' });
    assert.deepEqual(check.body, { status: 'success', nextPage: '/email-verify?email=ada%40example.com' });

    const [mail] = await mailsTo(server, 'ada@example.com');
    assert.ok(mail, 'an activation e-mail was sent');
    assert.match(mail.subject, /AI Photographer/);
    assert.match(mail.text_body, /http:\/\/localhost:3000\/staging\/activate\?code=[\w-]{43}/);
    const code = (await linkParams(server, 'ada@example.com', 'activate')).get('code')!;

    assert.equal((await client.get('auth-service/status')).body, 'logged-out');
    const activated = await client.post('auth-service/activate', activationForm(code));
    assert.deepEqual(activated.body, { status: 'activated', persona: 'influencer' });
    assert.equal((await client.get('auth-service/status')).body, 'logged-in');

    const info = await client.get('auth-service/account-info');
    assert.equal(info.status, 200);
    assert.deepEqual(info.body, {
      status: 'success', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', credits: 0,
      trainingsIncluded: 0, persona: 'influencer', isAdmin: false, subscriptionPackage: null, nextBillingDate: null,
    });

    assert.deepEqual((await client.get('auth-service/logout')).body, { status: 'logged-out' });
    assert.equal(client.cookie('session'), undefined);
    assert.equal((await client.get('auth-service/status')).body, 'logged-out');

    const wrong = await client.post('auth-service/auth', { email: 'ada@example.com', password: prehash('wrong1234') });
    assert.deepEqual(wrong.body, { status: 'not-recognised' });
    const right = await client.post('auth-service/auth', { email: ' ADA@example.com', password: prehash('secret123') });
    assert.deepEqual(right.body, { status: 'logged-in' });
    assert.equal((await client.get('auth-service/status')).body, 'logged-in');
  });

  it('answers not-recognised for an unknown address and for a pending account', async () => {
    const client = server.client();
    await client.post('auth-service/check-email', { email: 'pending@example.com' });
    for (const email of ['nobody@example.com', 'pending@example.com']) {
      const res = await client.post('auth-service/auth', { email, password: prehash('secret123') });
      assert.deepEqual(res.body, { status: 'not-recognised' });
    }
  });

  it('revokes the session on logout, so the old cookie no longer works', async () => {
    const client = server.client();
    await signUp(server, client, 'revoke@example.com');
    const stolen = server.client();
    const token = client.cookie('session')!;
    const before = await stolen.request('GET', '/ai-photographer/auth-service/account-info', undefined, { cookie: `session=${token}` });
    assert.equal(before.status, 200);
    await client.get('auth-service/logout');
    const res = await stolen.request('GET', '/ai-photographer/auth-service/account-info', undefined, { cookie: `session=${token}` });
    assert.equal(res.status, 401);
    // Calls that read their facts with the session (gen-status) refuse it as well.
    const genStatus = await stolen.request('GET', '/ai-photographer/replicate-service/gen-status', undefined, { cookie: `session=${token}` });
    assert.equal(genStatus.status, 401);
  });

  it('rejects malformed and disposable addresses', async () => {
    for (const email of ['not-an-email', 'x@mailinator.com', 'y@sub.yopmail.com']) {
      const res = await server.client().post('auth-service/check-email', { email });
      assert.equal(res.body.status, 'email-rejected', email);
    }
    assert.equal((await mailsTo(server, 'x@mailinator.com')).length, 0);
  });

  it('sends an already registered address to log in without e-mailing it', async () => {
    await signUp(server, server.client(), 'taken@example.com');
    const before = (await mailsTo(server, 'taken@example.com')).length;
    const res = await server.client().post('auth-service/check-email', { email: 'Taken@example.com' });
    assert.deepEqual(res.body, { status: 'already-registered', nextPage: '/login?email=taken%40example.com' });
    assert.equal((await mailsTo(server, 'taken@example.com')).length, before);
  });

  it('refuses a wrong code and a used code', async () => {
    const client = server.client();
    const bad = await client.post('auth-service/activate', activationForm('not-a-real-code'));
    assert.deepEqual(bad.body, { status: 'bad-code', persona: null });
    assert.equal(client.cookie('session'), undefined);

    const { code } = await signUp(server, server.client(), 'once@example.com');
    const again = await client.post('auth-service/activate', activationForm(code, 'other123'));
    assert.deepEqual(again.body, { status: 'bad-code', persona: null });
    const login = await client.post('auth-service/auth', { email: 'once@example.com', password: prehash('other123') });
    assert.equal(login.body.status, 'not-recognised');
  });

  it('answers 400 naming the field for a clear-text password, a missing name or an unknown referee', async () => {
    const client = server.client();
    await client.post('auth-service/check-email', { email: 'fields@example.com' });
    const code = (await linkParams(server, 'fields@example.com', 'activate')).get('code')!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...activationForm(code), password: 'secret123' }, 'password'],
      [{ ...activationForm(code), firstName: undefined }, 'firstName'],
      [{ ...activationForm(code), referredFrom: 'the-moon' }, 'referredFrom'],
    ];
    for (const [body, field] of cases) {
      const res = await client.post('auth-service/activate', body);
      assert.equal(res.status, 400, field);
      assert.equal(res.body.field, field);
    }
    // None of the refused attempts used the code up.
    assert.equal((await client.post('auth-service/activate', activationForm(code))).body.status, 'activated');
  });

  it('needs a session for account-info and change-password', async () => {
    const client = server.client();
    assert.equal((await client.get('auth-service/account-info')).status, 401);
    assert.equal((await client.post('auth-service/change-password', {})).status, 401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    await signUp(server, server.client(), 'cookie@example.com');
    const res = await server.client().post('auth-service/auth', { email: 'cookie@example.com', password: prehash('secret123') });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
    assert.ok(cookie);
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    assert.doesNotMatch(cookie, /Secure/i); // plain-http PUBLIC_URL
  });

  it('lists the referees in their order', async () => {
    const res = await server.client().get('auth-service/referees');
    assert.equal(res.body.status, 'success');
    assert.deepEqual(res.body.referees[0], { Reference: 'google', DisplayName: 'Google search' });
    assert.equal(res.body.referees.at(-1).Reference, 'other');
  });
});

describe('sign-in rate limit', () => {
  const LIMIT = 3;
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  after(() => server.close());

  it('answers 429 once an address has too many attempts in a minute', async () => {
    const client = server.client();
    const password = prehash('secret123');
    const replies = [];
    // Windows are whole minutes, so 2 × LIMIT + 1 attempts exceed the limit even across a boundary.
    for (let i = 0; i < 2 * LIMIT + 1; i += 1) {
      replies.push(await client.post('auth-service/auth', { email: 'limit@example.com', password }));
    }
    assert.equal(replies[0]!.status, 200);
    const limited = replies.find((r) => r.status === 429);
    assert.ok(limited, replies.map((r) => r.status).join(','));
    assert.equal(limited.body.message, 'Too many attempts. Please wait a minute and try again.');
  });
});
