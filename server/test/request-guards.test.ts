// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { configProblems } from './helpers/config-problems.js';
import { createSignedInUser, uniqueEmail } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/** The variables a production server needs besides the ones a test names. */
const PRODUCTION = {
  NODE_ENV: 'production', PUBLIC_URL: 'https://photos.example.com', PASSWORD_PREHASH_SALT: '$2a$10$abcdefghijklmnopqrstuv',
  PASSWORD_PREHASH_SUFFIX: ':prod', FILE_URL_SECRET: 'a-production-secret-0123456789', PREVIEW_ADDRESS_SECRET: 'a-production-preview-secret', MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'AI Photographer <no-reply@photos.ai-photographer.app>',
  SMTP_URL: 'smtp://mailer.example.com:587', PAYMENTS_DRIVER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  METRICS_TOKEN: 'a-production-metrics-token-0123456789', SUPPORT_EMAIL: 'help@photos.example.com.au',
};


describe('production refuses development conveniences at start', () => {
  it('the e-mail outbox, the local checkout and the development secrets', () => {
    assert.deepEqual(configProblems(PRODUCTION), []);
    assert.ok(configProblems({ ...PRODUCTION, MAIL_TRANSPORT: 'outbox' }).includes('MAIL_TRANSPORT: must be smtp in production (the outbox sends no e-mail)'));
    assert.ok(configProblems({ ...PRODUCTION, PAYMENTS_DRIVER: 'local' }).some((p) => p.startsWith('PAYMENTS_DRIVER: must be stripe in production')));
    const { FILE_URL_SECRET: _secret, ...withoutSecret } = PRODUCTION;
    assert.ok(configProblems(withoutSecret).includes('FILE_URL_SECRET: is required in production'));
    const { PREVIEW_ADDRESS_SECRET: _previewSecret, ...withoutPreviewSecret } = PRODUCTION;
    assert.ok(configProblems(withoutPreviewSecret).includes('PREVIEW_ADDRESS_SECRET: is required in production'));
    assert.ok(configProblems({ ...PRODUCTION, PREVIEW_ADDRESS_SECRET: 'short' }).some((p) => p.startsWith('PREVIEW_ADDRESS_SECRET: must be at least 16')));
    assert.ok(configProblems({ ...PRODUCTION, TRUST_PROXY: 'yes' }).some((p) => p.startsWith('TRUST_PROXY:')));
  });
});

describe('the e-mail outbox page', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
  });
  after(() => server.close());

  it('answers requests made on this machine, not ones relayed by a proxy, unless an admin asks', async () => {
    const email = uniqueEmail('outbox');
    await server.client().post('auth-service/start-reset-password', { email });
    assert.equal((await fetch(`${server.url}/dev/mail`)).status, 200);
    const relayed = await fetch(`${server.url}/dev/mail`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    assert.equal(relayed.status, 404);
    const admin = await createSignedInUser(server, { admin: true });
    const viaProxy = await admin.client.request('GET', `${server.url}/dev/mail`, undefined, { 'x-forwarded-for': '203.0.113.9' });
    assert.equal(viaProxy.status, 200);
    const user = await createSignedInUser(server);
    assert.equal((await user.client.request('GET', `${server.url}/dev/mail`, undefined, { 'x-forwarded-for': '203.0.113.9' })).status, 404);
  });
});

describe('a production server', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(PRODUCTION);
  });
  after(() => server.close());

  it('has no outbox page, no test checkout, and sends HSTS', async () => {
    assert.equal((await fetch(`${server.url}/dev/mail`)).status, 404);
    assert.equal((await fetch(`${server.url}/ai-photographer/test-checkout/lcs_anything`)).status, 404);
    const health = await fetch(`${server.url}/healthz`);
    assert.match(health.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
  });
});

describe('origins, cross-site logout and security headers', () => {
  let server: TestServer;
  let remotesFile: string;
  before(async () => {
    remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify({
      apiBase: '', remotes: {
        marketing: '/remotes/marketing/mf-manifest.json', onboarding: 'https://cdn.example.com/onboarding/mf-manifest.json',
        studio: '/remotes/studio/mf-manifest.json', commerce: 'https://shop.example.net:8443/mf-manifest.json', admin: '/remotes/admin/remoteEntry.js',
      },
      backups: { onboarding: 'https://backup.example.org/onboarding/mf-manifest.json' },
    }));
    server = await startTestServer({ PUBLIC_URL: 'http://localhost:3999', REMOTES_JSON: remotesFile });
  });
  after(() => server.close());

  const postWithOrigin = (origin: string) => fetch(`${server.url}/ai-photographer/auth-service/check-email`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email: uniqueEmail('origin'), currentUrl: '/' }),
  });

  it('compares scheme, host and port exactly; null or malformed origins are a 403, never a 500', async () => {
    assert.equal((await postWithOrigin('http://localhost:3999')).status, 200);
    assert.equal((await postWithOrigin(server.url)).status, 200, 'the server\'s own origin');
    for (const origin of ['https://localhost:3999', 'http://localhost:4000', 'http://localhost', 'http://evil.example', 'null', 'http://[::1', 'javascript:alert(1)', 'http://localhost:3999/path']) {
      const reply = await postWithOrigin(origin);
      assert.equal(reply.status, 403, origin);
      assert.equal((await reply.json()).message, 'This request came from a page we do not recognise.');
    }
  });

  it('logout by GET from another site is refused and the session stays; from our pages it signs out', async () => {
    const user = await createSignedInUser(server);
    const crossSite = await user.client.request('GET', 'auth-service/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    assert.equal(crossSite.status, 403);
    assert.equal((await user.client.get('auth-service/status')).body, 'logged-in');
    const sameOrigin = await user.client.request('GET', 'auth-service/logout', undefined, { 'sec-fetch-site': 'same-origin' });
    assert.equal(sameOrigin.status, 200);
    assert.equal((await user.client.get('auth-service/status')).body, 'logged-out');
  });

  it('every answer names its request id, refusals included, and CORS headers come with a refusal', async () => {
    const refused = await postWithOrigin('http://evil.example');
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get('x-request-id'), (await refused.json()).requestId);
    const badUrl = await fetch(`${server.url}/ai-photographer/auth-service/status?x=%00`, { headers: { origin: 'http://localhost:3999' } });
    assert.equal(badUrl.status, 400);
    assert.equal(badUrl.headers.get('x-request-id'), (await badUrl.json()).requestId);
    assert.equal(badUrl.headers.get('access-control-allow-origin'), 'http://localhost:3999');
    for (const url of [`${server.url}/healthz`, `${server.url}/ai-photographer/auth-service/status`, `${server.url}/ai-photographer/no-such-call`]) {
      const reply = await fetch(url);
      assert.match(reply.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/, url);
    }
  });

  it('every response carries nosniff, the referrer policy and a CSP allowing exactly the remotes map origins (backups included)', async () => {
    for (const url of [`${server.url}/healthz`, `${server.url}/ai-photographer/auth-service/status`, `${server.url}/ai-photographer/no-such-call`]) {
      const reply = await fetch(url);
      assert.equal(reply.headers.get('x-content-type-options'), 'nosniff', url);
      assert.equal(reply.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
      assert.equal(reply.headers.get('strict-transport-security'), null, 'no HSTS over plain http');
      const csp = Object.fromEntries((reply.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
      assert.deepEqual(csp['frame-ancestors'], ["'none'"], url);
      assert.deepEqual(csp['script-src'], ["'self'", 'https://cdn.example.com', 'https://shop.example.net:8443', 'https://backup.example.org'], url);
      assert.deepEqual(csp['object-src'], ["'none'"]);
    }
  });
});

describe('finished jobs are pruned', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('done and failed jobs older than the retention go; recent and waiting ones stay', async () => {
    const { db, queue } = server.system;
    const old = new Date(Date.now() - 30 * 86_400_000);
    const rows = await db.insertInto('jobs').values([
      { name: 'mail.deliver', payload: JSON.stringify({ mailId: 1 }), status: 'done', finished_at: old },
      { name: 'mail.deliver', payload: JSON.stringify({ mailId: 2 }), status: 'failed', finished_at: old },
      { name: 'mail.deliver', payload: JSON.stringify({ mailId: 3 }), status: 'done', finished_at: new Date() },
      { name: 'mail.deliver', payload: JSON.stringify({ mailId: 4 }), status: 'queued', run_at: new Date(Date.now() + 86_400_000) },
    ]).returning('id').execute();
    const removed = await queue.pruneFinished(new Date(Date.now() - 14 * 86_400_000));
    assert.equal(removed, 2);
    const left = await db.selectFrom('jobs').select('id').where('id', 'in', rows.map((r) => r.id)).execute();
    assert.deepEqual(left.map((r) => r.id), rows.slice(2).map((r) => r.id));
  });
});

describe('what users write is escaped wherever it is shown', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  const SCRIPT = '<script>alert(1)</script>';

  it('in the contact e-mail and on the test checkout page', async () => {
    const user = await createSignedInUser(server);
    assert.equal((await user.client.post('contact-service/send-message', { message: `Hi ${SCRIPT}"'&`, type: 'pricing' })).status, 200);
    const mail = (await server.system.mailRepository.listRecent(1000)).find((m) => m.text_body.includes(SCRIPT))!;
    assert.ok(!mail.html_body.includes(SCRIPT));
    assert.ok(mail.html_body.includes('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;'));

    const checkout = await user.client.post('subscription-service/create-checkout-session', {
      purchaseType: 'payg', credits: 3000, originatingPagePath: `/pricing?x="><img/src=x/onerror=alert(1)>${SCRIPT}`,
    });
    const page = await (await fetch(checkout.body.url)).text();
    assert.ok(!page.includes('<script>alert') && !page.includes('<img/src=x'), 'nothing the buyer sent is markup on the page');
  });
});

