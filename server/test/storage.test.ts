// @test-databases pglite
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config/config.js';
import { createLocalStorage } from '../src/infra/storage/local.storage.js';
import { createS3Storage, type S3FileStorage } from '../src/infra/storage/s3.storage.js';
import { createFileStorage } from '../src/infra/storage/storage.factory.js';
import type { FileStorage } from '../src/infra/storage/storage.types.js';
import { startS3TestServer, type S3TestServer } from './helpers/s3-test-server.js';

/**
 * The one storage suite: every driver behind FileStorage must pass it unchanged. `open` runs in
 * `before` and gives the storage under test; `inspect` tells whether a key exists outside of it.
 */
function storageSuite(driver: string, open: () => Promise<{ storage: FileStorage; dispose(): Promise<void> }>) {
  describe(`file storage: ${driver}`, () => {
    let sut: FileStorage;
    let dispose: () => Promise<void>;
    before(async () => {
      ({ storage: sut, dispose } = await open());
    });
    after(() => dispose());

    it('stores, reads back and deletes a file under nested keys', async () => {
      await sut.put('models/12/photo-1.jpg', Buffer.from('jpeg bytes'));
      assert.equal((await sut.get('models/12/photo-1.jpg'))?.toString(), 'jpeg bytes');
      await sut.delete('models/12/photo-1.jpg');
      assert.equal(await sut.get('models/12/photo-1.jpg'), null);
    });

    it('answers null for a key never stored, and deleting it is no error', async () => {
      assert.equal(await sut.get('nothing/here.png'), null);
      await sut.delete('nothing/here.png');
    });

    it('keeps binary bytes exactly and replaces a file stored again under its key', async () => {
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
      await sut.put('images/7/binary.png', bytes);
      assert.deepEqual(await sut.get('images/7/binary.png'), bytes);
      await sut.put('images/7/binary.png', Buffer.from('second'));
      assert.equal((await sut.get('images/7/binary.png'))?.toString(), 'second');
    });

    it('gives concurrent writers of one key one whole file, never a mix', async () => {
      const versions = Array.from({ length: 6 }, (_, i) => Buffer.alloc(50_000, i + 1));
      await Promise.all(versions.map((bytes) => sut.put('images/7/race.jpg', bytes)));
      const stored = await sut.get('images/7/race.jpg');
      assert.ok(versions.some((bytes) => stored?.equals(bytes)), 'one of the written versions, whole');
    });

    it('refuses keys that could leave its folder or bucket prefix', async () => {
      for (const key of ['../escape.txt', 'a/../../b', '/etc/passwd', 'a//b', '', 'a/./b']) {
        await assert.rejects(sut.put(key, Buffer.from('x')), /unsafe storage key/, key);
        await assert.rejects(sut.get(key), /unsafe storage key/, key);
      }
    });
  });
}

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
after(() => fs.rmSync(localRoot, { recursive: true, force: true }));
storageSuite('local', async () => ({ storage: createLocalStorage(localRoot), dispose: async () => undefined }));

describe('file storage: local only', () => {
  it("removes a key's folders with their last file, keeps a folder that still holds one and the top-level area", async () => {
    const sut = createLocalStorage(localRoot);
    await sut.put('previews/abc/selfie-1.jpg', Buffer.from('a'));
    await sut.put('previews/abc/deep/photo.jpg', Buffer.from('b'));
    await sut.put('previews/keep/selfie-1.jpg', Buffer.from('c'));
    await sut.delete('previews/abc/deep/photo.jpg');
    assert.deepEqual(fs.readdirSync(path.join(localRoot, 'previews', 'abc')), ['selfie-1.jpg'], 'the emptied folder went, its parent holds a file');
    await sut.delete('previews/abc/selfie-1.jpg');
    assert.deepEqual(fs.readdirSync(path.join(localRoot, 'previews')), ['keep']);
    await sut.delete('previews/keep/selfie-1.jpg');
    assert.deepEqual(fs.readdirSync(path.join(localRoot, 'previews')), [], 'the area itself stays');
    // A write into a folder that its last file's deletion removes at the same time still lands.
    await Promise.all([sut.put('previews/race/a.jpg', Buffer.from('x')).then(() => sut.delete('previews/race/a.jpg')), sut.put('previews/race/b.jpg', Buffer.from('y'))]);
    assert.equal((await sut.get('previews/race/b.jpg'))?.toString(), 'y');
  });
});

let s3: S3TestServer;
let s3Storage: S3FileStorage;
// One S3 server for the shared suite and the S3-only tests below, stopped when the file ends.
before(async () => {
  s3 = await startS3TestServer();
  s3Storage = createFileStorage(loadConfig({ NODE_ENV: 'test', ...s3.env })) as S3FileStorage;
});
after(async () => {
  s3Storage.close();
  await s3.close();
});
storageSuite('s3', async () => ({ storage: s3Storage, dispose: async () => undefined }));

describe('file storage: s3 only', () => {
  it('keeps the objects in the bucket, with their size and ETag', async () => {
    await s3Storage.put('images/9/in-bucket.jpg', Buffer.from('bucket bytes'));
    const md5 = createHash('md5').update('bucket bytes').digest('hex');
    assert.deepEqual(await s3Storage.head('images/9/in-bucket.jpg'), { size: 12, etag: md5 });
    assert.ok(fs.existsSync(path.join(s3.directory, s3.bucket)), 'the bucket folder of the S3 server holds it');
    assert.equal(await s3Storage.head('images/9/absent.jpg'), null);
  });

  it('hands out presigned GET URLs that fetch the bytes with the right type, and a download name when asked', async () => {
    await s3Storage.put('images/9/view.png', Buffer.from('png bytes'));
    const url = await s3Storage.directUrl('images/9/view.png', { ttlSeconds: 600 });
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/ai-photographer-test\/images\/9\/view\.png\?.*X-Amz-Signature=/);
    assert.match(url, /X-Amz-Expires=(\d+)/);
    const expires = Number(/X-Amz-Expires=(\d+)/.exec(url)![1]);
    assert.ok(expires >= 600 && expires <= 900, `valid for the asked time plus at most one signing window (${expires})`);
    const response = await fetch(url);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.equal(await response.text(), 'png bytes');
    const download = await fetch(await s3Storage.directUrl('images/9/view.png', { ttlSeconds: 600, downloadName: 'attachment; filename="me.png"' }));
    assert.equal(download.headers.get('content-disposition'), 'attachment; filename="me.png"');
  });

  it('signs within a window, so one key gives one URL for a while (browser caches keep working)', async () => {
    const at = Date.UTC(2026, 0, 1, 12, 0, 10);
    const first = await s3Storage.directUrl('images/9/view.png', { ttlSeconds: 600, now: at });
    assert.equal(await s3Storage.directUrl('images/9/view.png', { ttlSeconds: 600, now: at + 60_000 }), first);
    assert.notEqual(await s3Storage.directUrl('images/9/view.png', { ttlSeconds: 600, now: at + 400_000 }), first);
  });

  it('reads public prefixes from S3_PUBLIC_URL when set, and private keys still by presigned URL', async () => {
    const storage = createS3Storage({ ...loadConfig({ NODE_ENV: 'test', ...s3.env }).storage.s3, publicUrl: 'https://cdn.example.com/files' });
    try {
      assert.equal(await storage.directUrl('templates/5.jpg', { ttlSeconds: 600 }), 'https://cdn.example.com/files/templates/5.jpg');
      assert.equal(await storage.directUrl('shared/0123456789abcdef0123456789abcdef.jpg', { ttlSeconds: 600 }), 'https://cdn.example.com/files/shared/0123456789abcdef0123456789abcdef.jpg');
      assert.match(await storage.directUrl('images/9/view.png', { ttlSeconds: 600 }), /^http:\/\/127\.0\.0\.1:\d+\/.*X-Amz-Signature=/);
    } finally {
      storage.close();
    }
  });
});
