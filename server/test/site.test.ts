// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.js';

describe('site basics', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('answers health with the database kind', async () => {
    const res = await server.client().get('/healthz');
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'ok');
    assert.equal(res.body.database, process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('serves the runtime configuration the browser needs', async () => {
    const res = await server.client().get('runtime-config');
    assert.equal(res.status, 200);
    assert.match(res.body.passwordSalt, /^\$2a\$10\$/);
    assert.equal(typeof res.body.passwordSuffix, 'string');
    assert.equal(res.body.googleClientId, null);
    assert.ok(res.body.supportEmails.payments.includes('@'));
    assert.deepEqual(res.body.training, { trainer: 'flux-lora', expectedMinutes: 25 }, 'the default trainer and its time, which the pages promise');
    assert.deepEqual(res.body.privacy, { selfieRetentionDays: 30, exportLinkHours: 72, previewReuseDays: 90 }, 'the periods the privacy policy states');
  });

  it('with TRAINER=fast-flux, promises its time and the mock trains as much faster', async () => {
    const fast = await startTestServer({ TRAINER: 'fast-flux', MOCK_TRAINING_SECONDS: '5' });
    try {
      assert.deepEqual((await fast.client().get('runtime-config')).body.training, { trainer: 'fast-flux', expectedMinutes: 5 });
      assert.equal(fast.system.config.engine.mockTrainingSeconds, 1);
    } finally {
      await fast.close();
    }
  });

  it('serves the remotes map and the OpenAPI document generated from the contract', async () => {
    const remotes = await server.client().get('/remotes.json');
    assert.deepEqual(Object.keys(remotes.body.remotes).sort(), ['admin', 'commerce', 'marketing', 'onboarding', 'studio']);
    const doc = await server.client().get('/ai-photographer/openapi.json');
    assert.equal(doc.body.openapi, '3.1.0');
    assert.ok(doc.body.paths['/ai-photographer/auth-service/check-email'].post.requestBody);
  });

  it('answers unknown API paths with a 404 body carrying a request id', async () => {
    const res = await server.client().get('/ai-photographer/nope');
    assert.equal(res.status, 404);
    assert.equal(res.body.status, 'error');
    assert.ok(res.body.requestId);
  });

  it('refuses state-changing requests from foreign origins', async () => {
    const res = await server.client({ origin: 'https://evil.example' }).post('auth-service/logout');
    assert.equal(res.status, 403);
  });
});
