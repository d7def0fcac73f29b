// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { storageOrigins } from '../src/infra/storage/storage-origins.js';
import { startS3TestServer, type S3TestServer } from './helpers/s3-test-server.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const problems = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.message;
  }
};

describe('files in S3: served by presigned URLs, never streamed by the web process', () => {
  let s3: S3TestServer;
  let server: TestServer;
  before(async () => {
    s3 = await startS3TestServer();
    server = await startTestServer(s3.env);
  });
  after(async () => {
    await server.close();
    await s3.close();
  });

  it('answers a signed file link with a redirect to a short-lived presigned URL of the object', async () => {
    await server.system.storage.put('images/1/abc.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9]));
    const link = server.system.files.fileUrlSigner.sign('images/1/abc.jpg');
    const reply = await fetch(`${server.url}${link}`, { redirect: 'manual' });
    assert.equal(reply.status, 302);
    assert.equal(reply.headers.get('cache-control'), 'private, max-age=450');
    const location = reply.headers.get('location') ?? '';
    assert.ok(location.startsWith(`${s3.endpoint}/${s3.bucket}/images/1/abc.jpg?`), location);
    assert.match(location, /X-Amz-Expires=(9\d\d|1[01]\d\d|1200)&/);
    const object = await fetch(location);
    assert.equal(object.headers.get('content-type'), 'image/jpeg');
    assert.deepEqual(Buffer.from(await object.arrayBuffer()), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9]));
  });

  it('still refuses a tampered link before any redirect', async () => {
    const link = server.system.files.fileUrlSigner.sign('images/1/abc.jpg').replace('abc.jpg', 'other.jpg');
    assert.equal((await fetch(`${server.url}${link}`, { redirect: 'manual' })).status, 403);
  });

  it('passes a download name on to the presigned URL', async () => {
    const link = server.system.files.fileUrlSigner.sign('images/1/abc.jpg');
    const object = await fetch(`${server.url}${link}&download=${encodeURIComponent('Me at the beach')}`);
    assert.equal(object.status, 200);
    assert.match(object.headers.get('content-disposition') ?? '', /^attachment; filename="me-at-the-beach\.jpg"/);
  });

  it('serves a shared image by a redirect to the shared prefix in the bucket', async () => {
    const name = '0123456789abcdef0123456789abcdef.png';
    await server.system.storage.put(`shared/${name}`, Buffer.from('shared png'));
    const reply = await fetch(`${server.url}/shared/${name}`, { redirect: 'manual' });
    assert.equal(reply.status, 302);
    assert.ok(reply.headers.get('location')?.startsWith(`${s3.endpoint}/${s3.bucket}/shared/${name}?`));
    assert.equal(await (await fetch(`${server.url}/shared/${name}`)).text(), 'shared png');
    assert.equal((await fetch(`${server.url}/shared/not-a-share-name.png`, { redirect: 'manual' })).status, 404);
  });

  it('lets pages load images from the bucket (Content-Security-Policy img-src)', async () => {
    const csp = (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
  });
});

describe('S3 settings, checked at start', () => {
  const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-key' };

  it('requires the bucket and credentials with STORAGE_DRIVER=s3, and names each one missing', () => {
    const message = problems({ STORAGE_DRIVER: 's3' });
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) assert.match(message, new RegExp(`${key}: is required when STORAGE_DRIVER=s3`));
    assert.equal(problems(s3), '');
  });

  it('refuses a malformed endpoint, bucket, region or path-style flag', () => {
    assert.match(problems({ ...s3, S3_ENDPOINT: 'ftp://store' }), /S3_ENDPOINT: must be an http\(s\) URL/);
    assert.match(problems({ ...s3, S3_BUCKET: 'Bad_Bucket' }), /S3_BUCKET: must be a bucket name/);
    assert.match(problems({ ...s3, S3_REGION: 'US East' }), /S3_REGION: must be a region name/);
    assert.match(problems({ ...s3, S3_FORCE_PATH_STYLE: 'yes' }), /S3_FORCE_PATH_STYLE/);
  });

  it('refuses plain http to a store off this machine in production, allows it on loopback', () => {
    const production = {
      ...s3, NODE_ENV: 'production', PAYMENTS_DRIVER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x',
      MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'AI Photographer <no-reply@photos.ai-photographer.app>', SMTP_URL: 'smtp://mail', PASSWORD_PREHASH_SALT: '$2a$10$abcdefghijklmnopqrstuv', PASSWORD_PREHASH_SUFFIX: ':x',
      PUBLIC_URL: 'https://photos.example.com', FILE_URL_SECRET: 'a-production-secret', PREVIEW_ADDRESS_SECRET: 'a-production-preview-secret', METRICS: 'false',
      SUPPORT_EMAIL: 'help@photos.example.com.au',
    };
    assert.equal(problems({ ...production, S3_ENDPOINT: 'https://s3.example.com' }), '');
    assert.equal(problems({ ...production, S3_ENDPOINT: 'http://127.0.0.1:9000' }), '');
    assert.match(problems({ ...production, S3_ENDPOINT: 'http://minio.internal:9000' }), /S3_ENDPOINT: must be https in production/);
    assert.match(problems({ ...production, S3_PUBLIC_URL: 'http://cdn.example.com' }), /S3_PUBLIC_URL: must be https in production/);
    assert.equal(problems({ ...s3, S3_ENDPOINT: 'http://minio.internal:9000' }), '', 'development may use any endpoint');
  });

  it('names the origin images come from: the endpoint, the bucket host or the public URL', () => {
    const storage = (env: Record<string, string>) => loadConfig({ ...s3, ...env }).storage;
    assert.deepEqual(storageOrigins(loadConfig({}).storage), []);
    assert.deepEqual(storageOrigins(storage({ S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' })), ['http://127.0.0.1:9000']);
    assert.deepEqual(storageOrigins(storage({ S3_REGION: 'eu-west-1' })), ['https://photos.s3.eu-west-1.amazonaws.com']);
    assert.deepEqual(storageOrigins(storage({ S3_ENDPOINT: 'https://r2.example.com', S3_PUBLIC_URL: 'https://cdn.example.com/x' })), ['https://photos.r2.example.com', 'https://cdn.example.com']);
  });
});

describe('load-test settings of the mock engine', () => {
  it('are refused in production, and change nothing unless set', () => {
    assert.match(problems({ NODE_ENV: 'production', MOCK_IMAGE_DELAY_MS: '400' }), /MOCK_IMAGE_DELAY_MS: is a load-test setting, refused in production/);
    assert.match(problems({ NODE_ENV: 'production', MOCK_ENGINE_CALL_LOG: '/tmp/calls.log' }), /MOCK_ENGINE_CALL_LOG: is a load-test setting, refused in production/);
    assert.deepEqual(loadConfig({}).engine.mockObserved, { delayMs: 0, callLog: undefined });
  });
});
