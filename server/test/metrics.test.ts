// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { processRegistry } from '../src/infra/metrics/process-metrics.js';
import { STRIPE_WEBHOOK_PATH } from '../src/modules/payments/stripe-webhook.routes.js';
import { countingErrors } from '../src/infra/storage/counted-errors.storage.js';
import type { FileStorage } from '../src/infra/storage/storage.types.js';
import { grant, succeededModel } from './generation.helpers.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const TOKEN = 'metrics-test-token-0123456789abcdef';

/** The value of one series in Prometheus text, by its name and exact labels; undefined when absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.keys(present).length === wanted.length && wanted.every(([k, v]) => present[k] === v)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (server: TestServer, headers: Record<string, string> = {}) => {
  const reply = await fetch(`${server.url}/metrics`, { headers });
  return { status: reply.status, type: reply.headers.get('content-type') ?? '', text: await reply.text() };
};

describe('GET /metrics', () => {
  let server: TestServer;
  before(async () => {
    // Its own database: the figures count every row, and these tests assert exact ones.
    server = await startTestServer({ METRICS_TOKEN: TOKEN }, { isolated: true });
  });
  after(() => server.close());

  it('answers 404 to strangers, a wrong token and signed-in non-admins, exactly as an unknown path does', async () => {
    const unknown = await fetch(`${server.url}/no-such-path-at-all`);
    const stranger = await scrape(server);
    assert.equal(stranger.status, 404);
    assert.equal(stranger.status, unknown.status);
    const withoutRequestId = (text: string) => text.replace(/"requestId":"[^"]*"/, '');
    assert.equal(withoutRequestId(stranger.text), withoutRequestId(await unknown.text()));
    assert.equal(stranger.type, unknown.headers.get('content-type'));
    assert.equal((await scrape(server, { authorization: 'Bearer wrong-token-wrong-token-wrong' })).status, 404);
    assert.equal((await scrape(server, { authorization: `Bearer ${TOKEN}x` })).status, 404);
    assert.equal((await scrape(server, { authorization: TOKEN })).status, 404, 'the token without "Bearer"');
    const { client: user } = await createSignedInUser(server);
    assert.equal((await user.request('GET', `${server.url}/metrics`)).status, 404);
  });

  it('answers the token holder and signed-in admins in Prometheus text format with the named series', async () => {
    const withToken = await scrape(server, { authorization: `Bearer ${TOKEN}` });
    assert.equal(withToken.status, 200);
    assert.match(withToken.type, /^text\/plain; version=0\.0\.4/);
    for (const name of [
      'http_request_duration_seconds', 'engine_call_duration_seconds', 'storage_errors_total', 'process_cpu_seconds_total',
      'job_queue_depth', 'job_queue_running', 'job_queue_failed', 'job_queue_retried', 'engine_generations', 'engine_images',
      'credits_granted', 'credits_spent', 'credits_refunded', 'payments', 'likeness_misses', 'previews', 'trainings',
    ]) assert.match(withToken.text, new RegExp(`^# TYPE ${name} `, 'm'), name);
    const { client: admin } = await createSignedInUser(server, { admin: true });
    const asAdmin = await admin.request<string>('GET', `${server.url}/metrics`);
    assert.equal(asAdmin.status, 200);
    assert.match(asAdmin.body, /^# TYPE credits_granted gauge$/m);
  });

  it('declares every series and label the operator\'s alert rules read (deploy/prometheus/ai-photographer-alerts.yml)', async () => {
    const rules = fs.readFileSync(new URL('../../deploy/prometheus/ai-photographer-alerts.yml', import.meta.url), 'utf8');
    const expressions = [...rules.matchAll(/expr: (?:\|\n)?([\s\S]*?)\n\s+(?:for|labels):/g)].map((m) => m[1] as string);
    assert.equal(expressions.length, 5, 'the five alerts');
    // A series name is followed by its selector, its range or the aggregation's closing bracket.
    const used = new Set(expressions.flatMap((expr) => [...expr.matchAll(/\b([a-z]+_[a-z_]+)(?=[{[)])/g)].map((m) => m[1] as string)));
    assert.ok(used.size >= 4, [...used].join());
    await fetch(`${server.url}/ai-photographer/showcase-service/showcase`); // at least one request timed
    const { text } = await scrape(server, { authorization: `Bearer ${TOKEN}` });
    for (const series of used) {
      const family = series.replace(/_(count|sum|bucket)$/, '');
      assert.match(text, new RegExp(`^# TYPE ${family} `, 'm'), `${series} is a series /metrics declares`);
    }
    // The labels the rules filter or group on exist on those series.
    const labelsOf = (family: string) => new Set([...text.matchAll(new RegExp(`^${family}(?:_count)?\\{([^}]*)\\}`, 'gm'))]
      .flatMap((m) => [...(m[1] as string).matchAll(/(\w+)="/g)].map((l) => l[1] as string)));
    assert.deepEqual(['method', 'route', 'status_code'].filter((label) => !labelsOf('http_request_duration_seconds').has(label)), []);
    assert.ok(rules.includes(`route="${STRIPE_WEBHOOK_PATH}"`), 'the webhook alert names the webhook\'s route');
  });

  it('labels requests by route pattern and status, never by the raw URL', async () => {
    await fetch(`${server.url}/ai-photographer/files/not-a-file-id-4711`);
    await fetch(`${server.url}/unknown-path-4711`);
    const { text } = await scrape(server, { authorization: `Bearer ${TOKEN}` });
    assert.doesNotMatch(text, /4711/);
    assert.ok((valueOf(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_code: '200' }) ?? 0) >= 0);
    assert.match(text, /^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} \d+$/m);
    assert.match(text, /^http_request_duration_seconds_bucket\{le="0\.25",method="GET",route="\/metrics",status_code="200"\} \d+$/m);
  });

  it('answers one scope at a time when asked: this process alone, or the database alone', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const own = await (await fetch(`${server.url}/metrics?scope=process`, { headers: auth })).text();
    assert.match(own, /^# TYPE http_request_duration_seconds histogram$/m);
    assert.doesNotMatch(own, /credits_granted/);
    const database = await (await fetch(`${server.url}/metrics?scope=database`, { headers: auth })).text();
    assert.match(database, /^# TYPE credits_granted gauge$/m);
    assert.doesNotMatch(database, /http_request_duration_seconds/);
    const wrong = await fetch(`${server.url}/metrics?scope=everything`, { headers: auth });
    assert.equal(wrong.status, 400);
    assert.equal((await wrong.json()).message, 'scope must be process or database.');
    assert.equal((await fetch(`${server.url}/metrics?scope=everything`)).status, 404, 'a stranger still learns nothing');
  });

  it('moves the business figures with what users do, and the system status shows the same numbers', async () => {
    const read = async () => (await scrape(server, { authorization: `Bearer ${TOKEN}` })).text;
    const before = await read();
    const user = await createSignedInUser(server);
    await grant(server, user.accountId, 500);
    const model = await succeededModel(server, user.accountId);
    const gen = await user.client.post('replicate-service/gen', { prompt: 'model on a beach', modelId: model.publicId, imageCount: 2 });
    assert.equal(gen.status, 200);
    // Jobs a worker gave up on, and one waiting: written as the queue writes them.
    await server.system.db.insertInto('jobs').values([
      { name: 'metrics.test', payload: '{}', status: 'failed', attempts: 3, max_attempts: 3, run_at: new Date(), finished_at: new Date(), last_error: 'boom' },
      { name: 'metrics.test', payload: '{}', status: 'queued', attempts: 1, max_attempts: 3, run_at: new Date(Date.now() + 3_600_000) },
    ]).execute();
    const after = await read();

    const moved = (name: string, labels: Record<string, string>) => (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    assert.equal(moved('credits_granted', { window: '1h' }), 500);
    assert.equal(moved('credits_spent', { window: '1d' }), 20, 'two images at 10 credits');
    assert.equal(moved('engine_generations', { engine: 'mock', outcome: 'ok', window: '1h' }), 1);
    assert.equal(moved('engine_images', { engine: 'mock', outcome: 'ok', window: '1h' }), 2);
    assert.ok(moved('engine_call_duration_seconds_count', { engine: 'mock', operation: 'generate', outcome: 'ok' }) >= 1);
    assert.ok(moved('http_request_duration_seconds_count', { method: 'POST', route: '/ai-photographer/replicate-service/gen', status_code: '200' }) >= 1);
    assert.equal(valueOf(after, 'job_queue_failed', { name: 'metrics.test', window: '1h' }), 1);
    assert.equal(valueOf(after, 'job_queue_retried', { name: 'metrics.test', window: '1d' }), 1);
    assert.equal(valueOf(after, 'job_queue_depth', { name: 'metrics.test' }), 1);
    assert.equal(valueOf(after, 'job_queue_retrying', { name: 'metrics.test' }), 1);

    const { client: admin } = await createSignedInUser(server, { admin: true });
    const status = await admin.get('admin-service/system-status');
    assert.equal(status.status, 200);
    const { operations } = status.body;
    assert.equal(operations.lastHour.credits.granted, valueOf(after, 'credits_granted', { window: '1h' }));
    assert.equal(operations.lastDay.credits.spent, valueOf(after, 'credits_spent', { window: '1d' }));
    assert.deepEqual(operations.lastHour.engines, [{ engine: 'mock', calls: 1, failedCalls: 0, images: 2, failedImages: 0 }]);
    assert.deepEqual(operations.lastDay.jobs.find((j: { name: string }) => j.name === 'metrics.test'), { name: 'metrics.test', failed: 1, retried: 1 });
    assert.deepEqual(operations.queue.find((q: { name: string }) => q.name === 'metrics.test'), { name: 'metrics.test', queued: 1, running: 0, retrying: 1 });
  });
});

describe('metrics settings', () => {
  it('with METRICS=false there is no /metrics, not even for an admin or the token', async (t) => {
    const server = await startTestServer({ METRICS: 'false', METRICS_TOKEN: TOKEN });
    t.after(() => server.close());
    assert.equal((await scrape(server, { authorization: `Bearer ${TOKEN}` })).status, 404);
    const { client: admin } = await createSignedInUser(server, { admin: true });
    assert.equal((await admin.request('GET', `${server.url}/metrics`)).status, 404);
  });

  it('production refuses to start with metrics on and no token, as it refuses default secrets', () => {
    const production = {
      NODE_ENV: 'production', PUBLIC_URL: 'https://photos.example.com', PASSWORD_PREHASH_SALT: '$2a$10$abcdefghijklmnopqrstuv',
      PASSWORD_PREHASH_SUFFIX: ':prod', FILE_URL_SECRET: 'a-production-secret-0123456789', PREVIEW_ADDRESS_SECRET: 'a-production-preview-secret', MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'AI Photographer <no-reply@photos.ai-photographer.app>',
      SMTP_URL: 'smtp://mailer.example.com:587', PAYMENTS_DRIVER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      SUPPORT_EMAIL: 'help@photos.example.com.au',
    };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    assert.deepEqual(problems(production), [
      'METRICS_TOKEN: is required in production while METRICS is on (set METRICS=false to turn /metrics off)',
    ]);
    assert.deepEqual(problems({ ...production, METRICS_TOKEN: TOKEN }), []);
    assert.deepEqual(problems({ ...production, METRICS: 'false' }), []);
    assert.ok(problems({ ...production, METRICS_TOKEN: 'short' }).some((p) => p.startsWith('METRICS_TOKEN: must be at least 24 characters')));
    assert.equal(loadConfig({}).metrics.enabled, true, 'on by default');
  });

  it('counts failed storage operations, not missing files', async () => {
    const read = async () => {
      const text = await processRegistry.metrics();
      return (operation: string) => valueOf(text, 'storage_errors_total', { driver: 'local', operation }) ?? 0;
    };
    const broken: FileStorage = {
      name: 'local',
      put: async () => { throw new Error('disk full'); },
      get: async () => null,
      delete: async () => { throw new Error('read-only file system'); },
    };
    const sut = countingErrors(broken);
    const before = await read();
    await assert.rejects(sut.put('images/1/a.jpg', Buffer.from('x')), /disk full/);
    await assert.rejects(sut.delete('images/1/a.jpg'), /read-only/);
    assert.equal(await sut.get('images/1/missing.jpg'), null);
    const after = await read();
    assert.equal(after('put') - before('put'), 1);
    assert.equal(after('delete') - before('delete'), 1);
    assert.equal(after('get') - before('get'), 0);
  });
});
