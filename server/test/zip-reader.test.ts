// @test-databases pglite
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import JSZip from 'jszip';
import { AppError } from '../src/kernel/app-error.js';
import { readZipEntries } from '../src/infra/zip/zip-directory.js';
import { NESTED_FOLDER_MESSAGE, NOT_A_ZIP_MESSAGE, readTrainingZip } from '../src/modules/uploads/zip-reader.js';

const LIMITS = { maxEntryBytes: 1024 * 1024, maxTotalBytes: 20 * 1024 * 1024 };
const CENTRAL_HEADER = 0x02014b50;
const photo = (i: number) => Buffer.from(`photo ${i} `.repeat(50 + i));

/** Twelve entries, every other one deflated, added out of name order. */
async function mixedZip(): Promise<Buffer> {
  const zip = new JSZip();
  for (const i of [12, 3, 1, 10, 2, 4, 5, 6, 7, 8, 9, 11]) {
    zip.file(`image${i}.jpg`, photo(i), { compression: i % 2 === 0 ? 'DEFLATE' : 'STORE' });
  }
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Each central header's offset in the archive. */
function centralHeaders(zip: Buffer): number[] {
  const found: number[] = [];
  for (let at = 0; at + 4 <= zip.length; at += 1) if (zip.readUInt32LE(at) === CENTRAL_HEADER) found.push(at);
  return found;
}

const refusedWith = (message: string) => (error: unknown) => error instanceof AppError && error.httpStatus === 400 && error.message === message;

describe('reading a training zip from its headers', () => {
  it('gives every photo\'s bytes, stored or deflated, in name order', async () => {
    const entries = await readTrainingZip(await mixedZip(), LIMITS);
    assert.deepEqual(entries.map((entry) => entry.name), Array.from({ length: 12 }, (_, i) => `image${i + 1}.jpg`));
    entries.forEach((entry, i) => assert.ok(entry.data.equals(photo(i + 1)), entry.name));
  });

  it('lists the directory as JSZip does: folders, methods and sizes', async () => {
    const zip = new JSZip();
    zip.folder('photos');
    zip.file('a.jpg', photo(1), { compression: 'DEFLATE' });
    const entries = readZipEntries(await zip.generateAsync({ type: 'nodebuffer' }));
    assert.deepEqual(entries.map(({ name, dir, method, uncompressedSize }) => ({ name, dir, method, uncompressedSize })), [
      { name: 'photos/', dir: true, method: 0, uncompressedSize: 0 },
      { name: 'a.jpg', dir: false, method: 8, uncompressedSize: photo(1).length },
    ]);
  });

  it('refuses a folder entry, an entry whose local header is not where the directory says, and unreadable entries', async () => {
    const zip = new JSZip();
    zip.folder('photos');
    for (let i = 1; i <= 12; i += 1) zip.file(`image${i}.jpg`, photo(i));
    await assert.rejects(readTrainingZip(await zip.generateAsync({ type: 'nodebuffer' }), LIMITS), refusedWith(NESTED_FOLDER_MESSAGE));

    const misplaced = await mixedZip();
    const [first] = centralHeaders(misplaced);
    misplaced.writeUInt32LE(misplaced.readUInt32LE(first! + 42) + 7, first! + 42);
    await assert.rejects(readTrainingZip(misplaced, LIMITS), refusedWith(NOT_A_ZIP_MESSAGE));

    const outside = await mixedZip();
    outside.writeUInt32LE(outside.length, centralHeaders(outside)[0]! + 42);
    await assert.rejects(readTrainingZip(outside, LIMITS), refusedWith(NOT_A_ZIP_MESSAGE));

    const encrypted = await mixedZip();
    encrypted.writeUInt16LE(encrypted.readUInt16LE(centralHeaders(encrypted)[0]! + 8) | 1, centralHeaders(encrypted)[0]! + 8);
    await assert.rejects(readTrainingZip(encrypted, LIMITS), refusedWith(NOT_A_ZIP_MESSAGE));

    const unknownMethod = await mixedZip();
    unknownMethod.writeUInt16LE(12, centralHeaders(unknownMethod)[0]! + 10); // bzip2
    await assert.rejects(readTrainingZip(unknownMethod, LIMITS), refusedWith(NOT_A_ZIP_MESSAGE));

    const truncated = await mixedZip();
    truncated.writeUInt32LE(truncated.length, centralHeaders(truncated)[0]! + 20);
    await assert.rejects(readTrainingZip(truncated, LIMITS), refusedWith(NOT_A_ZIP_MESSAGE));
  });
});
