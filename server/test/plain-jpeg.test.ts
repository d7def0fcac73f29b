// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { normalisePhoto } from '../src/infra/photo/photo-normaliser.js';
import { plainJpeg } from '../src/infra/photo/plain-jpeg.js';
import { face, FACES_DIR } from './fixtures/upload-helpers.js';

const FIXTURES = path.dirname(FACES_DIR);
const picture = () => sharp(face(1)).resize(300, 200, { fit: 'fill' });
const plain = await picture().jpeg({ quality: 90 }).toBuffer();
/** A COM segment ("hello") inserted after the start-of-image marker. */
const withComment = (jpeg: Buffer) => Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0x00, 0x07]), Buffer.from('hello'), jpeg.subarray(2)]);

describe('plain JPEGs (stored as they came)', () => {
  it('recognises a JPEG of tables, one 3-component frame and its scans, baseline or progressive, with at most an sRGB profile', async () => {
    assert.deepEqual(plainJpeg(plain), { width: 300, height: 200 });
    assert.deepEqual(plainJpeg(await picture().jpeg({ progressive: true }).toBuffer()), { width: 300, height: 200 });
    assert.deepEqual(plainJpeg(await picture().withIccProfile('srgb').jpeg().toBuffer()), { width: 300, height: 200 });
    // What the studio sends: Chromium's canvas.toBlob('image/jpeg', 0.9), tagged with Chromium's sRGB profile.
    assert.deepEqual(plainJpeg(fs.readFileSync(path.join(FIXTURES, 'chromium-canvas.jpg'))), { width: 300, height: 200 });
  });

  it('refuses anything that carries more than the picture, or is not a 3-component JPEG', async () => {
    const refused = {
      exif: await picture().withMetadata({ orientation: 6 }).jpeg().toBuffer(),
      'Display P3 profile': await picture().withIccProfile('p3').jpeg().toBuffer(),
      'CMYK profile': await picture().withIccProfile('cmyk').jpeg().toBuffer(),
      comment: withComment(plain),
      'bytes after the end': Buffer.concat([plain, Buffer.from('secret')]),
      'second picture after the end': Buffer.concat([plain, plain]),
      truncated: plain.subarray(0, plain.length - 100),
      greyscale: await picture().toColourspace('b-w').jpeg().toBuffer(),
      png: await picture().png().toBuffer(),
    };
    for (const [name, data] of Object.entries(refused)) assert.equal(plainJpeg(data), null, name);
  });

  it('the normaliser keeps a plain JPEG of the stored size byte for byte, and re-encodes any other without metadata', async () => {
    assert.ok((await normalisePhoto(plain)).jpeg.equals(plain));
    const tagged = await picture().withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const normalised = await normalisePhoto(tagged);
    assert.deepEqual([normalised.width, normalised.height], [200, 300], 'turned upright');
    const metadata = await sharp(normalised.jpeg).metadata();
    assert.deepEqual([metadata.exif, metadata.orientation, metadata.icc], [undefined, undefined, undefined]);
    assert.ok(plainJpeg(normalised.jpeg), 'what the normaliser writes is plain itself');
    assert.ok(!(await normalisePhoto(withComment(plain))).jpeg.equals(withComment(plain)));
  });
});
