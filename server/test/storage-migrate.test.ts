// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCommand } from '../src/cli/cli-runtime.js';
import { migrateStorage } from '../src/cli/storage-migrate.command.js';
import { loadConfig } from '../src/config/config.js';
import { createS3Storage, type S3FileStorage } from '../src/infra/storage/s3.storage.js';
import { startS3TestServer, type S3TestServer } from './helpers/s3-test-server.js';

describe('npm run storage:migrate -- --to s3', () => {
  let s3: S3TestServer;
  let bucket: S3FileStorage;
  let dataDir: string;
  const files = (root: string) => path.join(root, 'files');
  const write = (key: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(files(dataDir), key)), { recursive: true });
    fs.writeFileSync(path.join(files(dataDir), key), data);
  };
  const migrate = (args: string[] = ['--to', 's3'], env: Record<string, string> = {}) =>
    runCommand(() => migrateStorage(args, { NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env, STORAGE_DRIVER: 'local', ...env }));

  before(async () => {
    s3 = await startS3TestServer();
    bucket = createS3Storage(loadConfig({ NODE_ENV: 'test', ...s3.env }).storage.s3);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    write('models/1/photo-1.jpg', 'photo one');
    write('models/1/main.jpg', 'main');
    write('images/4/a.png', Buffer.alloc(200_000, 7));
    write('templates/9.jpg', 'template');
    write('shared/0123456789abcdef0123456789abcdef.jpg', 'shared');
    write('images/4/b.png.123-abcdef.tmp', 'half a write');
  });
  after(async () => {
    bucket.close();
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every local file into the bucket under the same key, leaving writes in progress out', async () => {
    const outcome = await migrate();
    assert.equal(outcome.code, 0, outcome.stderr);
    assert.match(outcome.stdout, /5 files in [\d.]+ s\.\ncopied 5, already there 0, not copied \(unsafe name\) 0, failed 0/);
    assert.equal((await bucket.get('models/1/photo-1.jpg'))?.toString(), 'photo one');
    assert.deepEqual(await bucket.get('images/4/a.png'), Buffer.alloc(200_000, 7));
    assert.equal((await bucket.get('shared/0123456789abcdef0123456789abcdef.jpg'))?.toString(), 'shared');
    assert.equal(await bucket.get('images/4/b.png.123-abcdef.tmp'), null);
  });

  it('copies nothing again on a second run, and only what changed or is missing after that', async () => {
    assert.match((await migrate()).stdout, /copied 0, already there 5,/);
    write('models/1/main.jpg', 'main, replaced');
    await bucket.delete('templates/9.jpg');
    write('images/5/new.jpg', 'new');
    assert.match((await migrate()).stdout, /6 files .*\ncopied 3, already there 3,/);
    assert.equal((await bucket.get('models/1/main.jpg'))?.toString(), 'main, replaced');
    assert.equal((await bucket.get('templates/9.jpg'))?.toString(), 'template');
  });

  it('reports files it cannot copy and exits non-zero, so the operator runs it again', async () => {
    const outcome = await migrate(['--to', 's3'], { S3_BUCKET: 'no-such-bucket' });
    assert.equal(outcome.code, 1);
    assert.match(outcome.stderr, /copied 0, already there 0, not copied \(unsafe name\) 0, failed 6\n/);
    // Files are copied several at a time, so the failures are listed in the order they came back.
    assert.match(outcome.stderr, /\n {2}failed: images\/4\/a\.png: /);
    assert.match(outcome.stderr, /Run the command again to retry the failed files\./);
  });

  it('refuses a missing target, bad S3 settings or a missing folder with a clear message', async () => {
    assert.match((await migrate([])).stderr, /--to must be s3 \(got nothing\)\nUsage: npm run storage:migrate/);
    assert.equal((await migrate([])).code, 2);
    assert.match((await migrate(['--to', 's3'], { S3_BUCKET: '' })).stderr, /S3_BUCKET: is required when STORAGE_DRIVER=s3/);
    assert.match((await migrate(['--to', 's3'], { DATA_DIR: path.join(dataDir, 'absent') })).stderr, /There is no local files folder at .*absent.files \(check DATA_DIR\)\./);
  });
});
