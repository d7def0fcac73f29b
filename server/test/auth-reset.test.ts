// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { linkParams, mailsTo, prehash, signUp } from './auth.helpers.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

describe('password reset and change', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'http://localhost:3000' });
  });
  after(() => server.close());

  it('e-mails a reset link at most once per 30 minutes per address', async () => {
    await signUp(server, server.client(), 'twice@example.com');
    const client = server.client();
    assert.deepEqual((await client.post('auth-service/start-reset-password', { email: ' Twice@Example.com' })).body, { status: 'success' });
    const params = await linkParams(server, 'twice@example.com', 'reset-password');
    assert.match(params.get('code') ?? '', /^[\w-]{43}$/);
    assert.match(params.get('u') ?? '', /^\d+$/);
    const count = (await mailsTo(server, 'twice@example.com')).length;

    assert.deepEqual((await client.post('auth-service/start-reset-password', { email: 'twice@example.com' })).body, { status: 'rate-limited' });
    assert.equal((await mailsTo(server, 'twice@example.com')).length, count);
  });

  it('answers success for an unknown address without sending anything', async () => {
    const res = await server.client().post('auth-service/start-reset-password', { email: 'ghost@example.com' });
    assert.deepEqual(res.body, { status: 'success' });
    assert.equal((await mailsTo(server, 'ghost@example.com')).length, 0);
  });

  it('sets the new password, signs out every session and accepts the code once', async () => {
    const oldBrowser = server.client();
    await signUp(server, oldBrowser, 'reset@example.com', 'oldpass123');
    assert.equal((await oldBrowser.get('auth-service/account-info')).status, 200);

    const client = server.client();
    await client.post('auth-service/start-reset-password', { email: 'reset@example.com' });
    const params = await linkParams(server, 'reset@example.com', 'reset-password');
    const code = params.get('code')!;
    const userId = params.get('u')!;
    const password = prehash('newpass456');

    const wrongCode = await client.post('auth-service/finish-reset-password', { code: 'nope', userId, password });
    assert.deepEqual(wrongCode.body, { status: 'bad-code' });
    const wrongUser = await client.post('auth-service/finish-reset-password', { code, userId: String(Number(userId) + 1000), password });
    assert.deepEqual(wrongUser.body, { status: 'bad-code' });

    const done = await client.post('auth-service/finish-reset-password', { code, userId, password });
    assert.deepEqual(done.body, { status: 'success' });
    assert.equal((await oldBrowser.get('auth-service/account-info')).status, 401);
    assert.equal((await oldBrowser.get('auth-service/status')).body, 'logged-out');

    const reused = await client.post('auth-service/finish-reset-password', { code, userId, password: prehash('third789') });
    assert.deepEqual(reused.body, { status: 'bad-code' });

    const oldLogin = await client.post('auth-service/auth', { email: 'reset@example.com', password: prehash('oldpass123') });
    assert.equal(oldLogin.body.status, 'not-recognised');
    const newLogin = await client.post('auth-service/auth', { email: 'reset@example.com', password });
    assert.equal(newLogin.body.status, 'logged-in');
  });

  it('answers 400 naming the password when it is not pre-hashed', async () => {
    const res = await server.client().post('auth-service/finish-reset-password', { code: 'x', userId: '1', password: 'newpass456' });
    assert.equal(res.status, 400);
    assert.equal(res.body.field, 'password');
  });

  it('e-mails a signed-in user a change-password link, once per 30 minutes', async () => {
    const client = server.client();
    await signUp(server, client, 'change@example.com');
    const before = (await mailsTo(server, 'change@example.com')).length;

    assert.deepEqual((await client.post('auth-service/change-password', {})).body, { status: 'success' });
    const mails = await mailsTo(server, 'change@example.com');
    assert.equal(mails.length, before + 1);
    assert.match(mails[0]!.subject, /password/i);
    const params = await linkParams(server, 'change@example.com', 'reset-password');
    assert.ok(params.get('code'));

    assert.deepEqual((await client.post('auth-service/change-password', {})).body, { status: 'rate-limited' });
    const viaForm = await server.client().post('auth-service/start-reset-password', { email: 'change@example.com' });
    assert.deepEqual(viaForm.body, { status: 'rate-limited' });
  });
});
