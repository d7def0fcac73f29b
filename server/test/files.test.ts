// @test-databases pglite postgres — private caching of signed links, shown on both engines
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { trainingEnv } from './fixtures/upload-helpers.js';
import { createFileUrlSigner } from '../src/modules/files/file-url-signer.js';
import { createSignedInUser } from './helpers/fixtures.js';

describe('signed file URLs', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(trainingEnv());
    await server.system.storage.put('models/abc/main.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  });
  after(() => server.close());

  it('serves a file for a valid signature, privately cached', async () => {
    const url = server.system.files.fileUrlSigner.sign('models/abc/main.jpg');
    assert.match(url, /^\/ai-photographer\/files\/models\/abc\/main\.jpg\?exp=\d+&sig=[\w-]+$/);
    const reply = await fetch(`${server.url}${url}`);
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('content-type'), 'image/jpeg');
    const maxAge = Number(reply.headers.get('cache-control')?.match(/^private, max-age=(\d+)$/)?.[1]);
    assert.ok(maxAge > 3500 && maxAge <= 3600, String(maxAge));
    assert.deepEqual(Buffer.from(await reply.arrayBuffer()), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  });

  it('is cached no longer than its link lasts', async () => {
    const url = server.system.files.fileUrlSigner.sign('models/abc/main.jpg', 120);
    const reply = await fetch(`${server.url}${url}`);
    const maxAge = Number(reply.headers.get('cache-control')?.match(/^private, max-age=(\d+)$/)?.[1]);
    assert.ok(maxAge > 0 && maxAge <= 120, String(maxAge));
  });

  it('every API answer is private and not stored (balances, signed links), signed in or not, errors too', async () => {
    const user = await createSignedInUser(server);
    for (const reply of [
      await user.client.get('auth-service/account-info'),
      await user.client.post('replicate-service/models', {}),
      await user.client.get('replicate-service/gen-status'),
      await server.client().get('auth-service/account-info'),
      await server.client().get('subscription-service/packages'),
    ]) {
      assert.equal(reply.headers.get('cache-control'), 'private, no-store');
    }
  });

  it('answers 403 for a tampered signature, another key, a changed expiry or an expired link', async () => {
    const url = server.system.files.fileUrlSigner.sign('models/abc/main.jpg');
    const sig = new URL(url, server.url).searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      url.replace(`sig=${sig}`, `sig=${flipped}`),
      url.replace('main.jpg', 'photo-1.jpg'),
      url.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 10}`),
      url.replace(/&sig=.*$/, ''),
    ];
    const pastSigner = createFileUrlSigner({ secret: server.system.config.fileUrlSecret, basePath: '', now: () => Date.now() - 7200_000 });
    cases.push(pastSigner.sign('models/abc/main.jpg', 3600));
    for (const bad of cases) assert.equal((await fetch(`${server.url}${bad}`)).status, 403, bad);
  });

  it('refuses a key signed with another secret', async () => {
    const stranger = createFileUrlSigner({ secret: 'another-secret-of-enough-length', basePath: '' });
    assert.equal((await fetch(`${server.url}${stranger.sign('models/abc/main.jpg')}`)).status, 403);
  });
});
