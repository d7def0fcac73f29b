import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createLocalStorage } from '../src/infra/storage/local.storage.js';

describe('local file storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  const sut = createLocalStorage(root);
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores, reads back and deletes a file under nested keys', async () => {
    await sut.put('models/12/photo-1.jpg', Buffer.from('jpeg bytes'));
    assert.equal((await sut.get('models/12/photo-1.jpg'))?.toString(), 'jpeg bytes');
    await sut.delete('models/12/photo-1.jpg');
    assert.equal(await sut.get('models/12/photo-1.jpg'), null);
  });

  it('answers null for a key never stored', async () => {
    assert.equal(await sut.get('nothing/here.png'), null);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../escape.txt', 'a/../../b', '/etc/passwd', 'a//b', '']) {
      await assert.rejects(sut.put(key, Buffer.from('x')), /unsafe storage key/, key);
    }
    assert.equal(fs.existsSync(path.join(root, '..', 'escape.txt')), false);
  });
});
