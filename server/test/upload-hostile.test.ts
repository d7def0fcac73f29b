// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { TOO_MANY_IMAGES_MESSAGE } from 'api-client';
import { manyEntriesZip, pngDeclaring, storedZip, withClaimedEntries } from '../bench/hostile-uploads.js';
import { PHOTO_ISSUE_TOO_LARGE } from 'api-client';
import { NOT_A_ZIP_MESSAGE } from '../src/modules/uploads/zip-reader.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { face, grantCredits, onePerson, trainingEnv, twelveFaces, uploadZip, watchScreenings, zipOf } from './fixtures/upload-helpers.js';

/**
 * The same archive in ZIP64 form (a ZIP64 end record and its locator before a saturated end record), as
 * tools write it past 65,535 entries or 4 GB.
 */
function asZip64(zip: Buffer): Buffer {
  const endAt = zip.length - 22;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(zip.readUInt16LE(endAt + 8)), 24);
  record.writeBigUInt64LE(BigInt(zip.readUInt16LE(endAt + 10)), 32);
  record.writeBigUInt64LE(BigInt(zip.readUInt32LE(endAt + 12)), 40);
  record.writeBigUInt64LE(BigInt(zip.readUInt32LE(endAt + 16)), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(endAt), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.from(zip.subarray(endAt));
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([zip.subarray(0, endAt), record, locator, end]);
}

describe(`hostile training uploads (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  let modelsDir: string;
  before(async () => {
    const env = trainingEnv();
    modelsDir = path.join(env.DATA_DIR as string, 'files', 'models');
    server = await startTestServer(env);
  });
  after(() => server.close());

  async function richUser() {
    const user = await createSignedInUser(server);
    await grantCredits(server, user.accountId, 1150);
    return user;
  }
  const storedModels = () => (fs.existsSync(modelsDir) ? fs.readdirSync(modelsDir).length : 0);
  /** The account's ledger holds its grant alone, and no model exists: the refusal cost nothing. */
  async function assertNothingSpent(accountId: number) {
    const { db } = server.system;
    assert.equal((await db.selectFrom('credit_ledger').select('id').where('account_id', '=', accountId).execute()).length, 1);
    assert.equal((await db.selectFrom('models').select('id').where('account_id', '=', accountId).execute()).length, 0);
    assert.equal(await server.system.credits.creditsService.balance(accountId), 1150);
  }

  it('refuses a zip of 400,000 empty entries from its central directory, before any worker sees it', async () => {
    const { client, accountId } = await richUser();
    const stored = storedModels();
    const zip = manyEntriesZip(400_000);
    const screenings = watchScreenings(server);
    try {
      for (const upload of [zip, withClaimedEntries(zip, 12)]) {
        const reply = await uploadZip(server, client, upload);
        assert.equal(reply.status, 400);
        assert.equal(reply.body.message, TOO_MANY_IMAGES_MESSAGE);
      }
      // Refused on the event loop from the archive's tail: no entry was unzipped, no photo decoded.
      assert.equal(screenings.count(), 0, 'no zip reached the screening workers');
    } finally {
      screenings.stop();
    }
    assert.equal(storedModels(), stored);
    await assertNothingSpent(accountId);
  });

  it('refuses a zip whose central directory claims more bytes than were uploaded', async () => {
    const { client, accountId } = await richUser();
    const stored = storedModels();
    const zip = await zipOf(twelveFaces());
    for (const upload of [zip.subarray(4096), Buffer.from('not a zip at all, though long enough to hold an end record')]) {
      const reply = await uploadZip(server, client, upload);
      assert.equal(reply.status, 400);
      assert.equal(reply.body.message, NOT_A_ZIP_MESSAGE);
    }
    assert.equal(storedModels(), stored);
    await assertNothingSpent(accountId);
  });

  it('still reads ZIP64 archives, and archives with bytes before them', async () => {
    const { client } = await richUser();
    const zip = await zipOf(onePerson());
    // A self-extractor's stub before the archive shifts every offset the directory gives.
    const reply = await uploadZip(server, client, Buffer.concat([Buffer.alloc(1000, 0x4d), asZip64(zip)]));
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
  });

  it('refuses, per photo and without decoding it, a PNG whose header declares 16000×16000 pixels', async () => {
    const { client, accountId } = await richUser();
    const stored = storedModels();
    const photos: Buffer[] = twelveFaces();
    // Only the first row of pixels follows the header: decoding would fail as "not an image".
    photos[4] = pngDeclaring(16000, 16000);
    const reply = await uploadZip(server, client, await zipOf(photos));
    assert.equal(reply.status, 422);
    assert.deepEqual(reply.body.photoIssues, [{ position: 5, name: 'image5.jpg', reason: PHOTO_ISSUE_TOO_LARGE }]);
    assert.equal(storedModels(), stored);
    await assertNothingSpent(accountId);
  });

  it('accepts an 8000×6000 photo, the largest a phone camera takes', async () => {
    const { client } = await richUser();
    const photos = onePerson();
    // face-01 on a grey 2000×1500 canvas, enlarged to 8000×6000 (nearest neighbour keeps it sharp).
    const canvas = await sharp(face(1)).resize(2000, 1500, { fit: 'contain', background: '#808080' }).toBuffer();
    photos[0] = await sharp(canvas).resize(8000, 6000, { kernel: 'nearest' }).jpeg({ quality: 85 }).toBuffer();
    const reply = await uploadZip(server, client, await zipOf(photos));
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
  });

  it('keeps /healthz answering while hostile uploads are screened, and stores only the good one', async () => {
    const stored = storedModels();
    const hostile = [
      manyEntriesZip(400_000),
      await storedZip(Array.from({ length: 12 }, () => pngDeclaring(16000, 16000))),
      await zipOf(twelveFaces()),
    ];
    const users = await Promise.all(hostile.map(() => richUser()));
    // What happened, in order: each /healthz answer, and each screening's start and end.
    const events: string[] = [];
    const screenings = watchScreenings(server, (event) => events.push(event));
    let busy = true;
    const probe = (async () => {
      while (busy) {
        const response = await fetch(`${server.url}/healthz`);
        assert.equal(response.status, 200);
        await response.arrayBuffer();
        events.push('healthz');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const replies = await Promise.all(hostile.map((zip, i) => uploadZip(server, users[i]!.client, zip))).finally(() => {
      busy = false;
      screenings.stop();
    });
    await probe;
    assert.deepEqual(replies.map((reply) => reply.status), [400, 422, 200]);
    // The 400,000 entries never reached a worker; the PNGs and the good zip did. While they were screened,
    // the event loop went on answering /healthz. (bench/upload.bench.ts measures its latency: p99 ≤ 100 ms.)
    assert.equal(screenings.count(), 2);
    let screening = 0;
    let answeredMeanwhile = 0;
    for (const event of events) {
      if (event === 'screening') screening += 1;
      else if (event === 'screened') screening -= 1;
      else if (screening > 0) answeredMeanwhile += 1;
    }
    assert.ok(answeredMeanwhile > 0, `/healthz answered while uploads were screened (events: ${events.join(' ')})`);
    assert.equal(storedModels(), stored + 1);
    await assertNothingSpent(users[0]!.accountId);
    await assertNothingSpent(users[1]!.accountId);
  });
});
