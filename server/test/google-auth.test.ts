// @test-databases pglite
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { prehash, signUp } from './auth.helpers.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** A stand-in for Google: one RSA key, its JWK set served on loopback, and tokens signed with it. */
async function fakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const certsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;
  return { privateKey, certsUrl, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function idToken(key: CryptoKey, claims: JWTPayload, options: { audience?: string; expiresAt?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, given_name: 'Grace', family_name: 'Hopper', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(options.expiresAt ? options.expiresAt - 3600 : now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(key);
}

const activation = { firstName: 'Grace', lastName: 'Hopper', password: prehash('secret123'), referredFrom: 'google', termsAccepted: true };

describe('Google sign-in', () => {
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  let server: TestServer;
  before(async () => {
    google = await fakeGoogle();
    server = await startTestServer({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CERTS_URL: google.certsUrl, RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(async () => {
    await server.close();
    await google.close();
  });

  it('asks a new Google user to activate, then signs them in', async () => {
    const client = server.client();
    const token = await idToken(google.privateKey, { sub: 'g-new', email: 'Grace@Example.com' });
    const auth = await client.post('google-auth-service/auth', { idToken: token, currentUrl: '/', persona: 'professional' });
    assert.deepEqual(auth.body, { status: 'activation-required' });
    assert.ok(client.cookie('google_signup'));
    assert.equal(client.cookie('session'), undefined);
    assert.match(auth.headers.getSetCookie().find((c) => c.startsWith('google_signup='))!, /HttpOnly/i);

    assert.deepEqual((await client.get('google-auth-service/partial-status')).body, { status: 'partial' });
    assert.deepEqual((await client.get('google-auth-service/partial-info')).body, {
      status: 'partial', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper',
    });
    assert.deepEqual((await server.client().get('google-auth-service/partial-status')).body, { status: 'none' });

    const activated = await client.post('google-auth-service/activate', activation);
    assert.deepEqual(activated.body, { status: 'activated', persona: 'professional' });
    assert.equal((await client.get('auth-service/status')).body, 'logged-in');
    assert.equal((await client.get('auth-service/account-info')).body.email, 'grace@example.com');
    assert.deepEqual((await client.get('google-auth-service/partial-status')).body, { status: 'none' });

    const again = server.client();
    assert.deepEqual((await again.post('google-auth-service/auth', { idToken: token })).body, { status: 'logged-in' });
    assert.equal((await again.get('auth-service/status')).body, 'logged-in');
    const byPassword = await server.client().post('auth-service/auth', { email: 'grace@example.com', password: activation.password });
    assert.equal(byPassword.body.status, 'logged-in');
  });

  it('signs an existing e-mail account straight in and links the identity', async () => {
    await signUp(server, server.client(), 'linked@example.com');
    const client = server.client();
    const token = await idToken(google.privateKey, { sub: 'g-linked', email: 'linked@example.com' });
    assert.deepEqual((await client.post('google-auth-service/auth', { idToken: token })).body, { status: 'logged-in' });
    assert.equal((await client.get('auth-service/account-info')).body.firstName, 'Ada');
  });

  it('answers invalid-token for a wrong audience, an expired token, an unverified e-mail or a foreign key', async () => {
    const { privateKey: foreignKey } = await generateKeyPair('RS256');
    const claims = { sub: 'g-bad', email: 'bad@example.com' };
    const tokens = {
      audience: await idToken(google.privateKey, claims, { audience: 'someone-else' }),
      expired: await idToken(google.privateKey, claims, { expiresAt: Math.floor(Date.now() / 1000) - 3600 }),
      unverified: await idToken(google.privateKey, { ...claims, email_verified: false }),
      foreignKey: await idToken(foreignKey, claims),
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(tokens)) {
      const client = server.client();
      const res = await client.post('google-auth-service/auth', { idToken: token });
      assert.deepEqual(res.body, { status: 'invalid-token' }, name);
      assert.equal(client.cookie('google_signup'), undefined, name);
    }
  });

  it('answers no-partial to activation without a pending Google sign-up', async () => {
    const res = await server.client().post('google-auth-service/activate', activation);
    assert.deepEqual(res.body, { status: 'no-partial', persona: null });
    assert.deepEqual((await server.client().get('google-auth-service/partial-info')).body, {
      status: 'none', email: '', firstName: '', lastName: '',
    });
  });
});

describe('Google sign-in without a client id', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('answers 404', async () => {
    const res = await server.client().post('google-auth-service/auth', { idToken: 'a.b.c' });
    assert.equal(res.status, 404);
    assert.equal(res.body.message, 'Google sign-in is not enabled.');
  });
});
