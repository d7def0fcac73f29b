// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, describe, it } from 'node:test';
import sharp from 'sharp';
import { idDocumentById, type IdDocument } from 'api-client';
import { loadIdPhotoModels, makeIdPhoto, type IdPhotoModels } from '../src/infra/id-photo/id-photo-pipeline.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'id-photo');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const documentOf = (id: string): IdDocument => {
  const document = idDocumentById(id);
  assert.ok(document, id);
  return document;
};

/** The mean colour of a rectangle (0..255 a channel). */
async function meanOf(image: Buffer, area: { left: number; top: number; width: number; height: number }): Promise<number[]> {
  const { data } = await sharp(image).extract(area).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c += 1) sums[c]! += data[i + c]!;
  return sums.map((sum) => Math.round(sum / (area.width * area.height)));
}

/** The ID photo's head height and eye line in mm, measured again from its own pixels with the same models. */
async function measuredAgain(models: IdPhotoModels, jpeg: Buffer, document: IdDocument) {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const cut = await models.segmenter.cutOut(jpeg, { maxSide: Math.max(info.width, info.height) });
  const alpha = Buffer.alloc(info.width * info.height);
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = cut.rgba[i * 4 + 3]!;
  const m = await models.measurer.measure({ rgb: data, width: info.width, height: info.height }, { data: alpha, width: info.width, height: info.height });
  assert.ok(m, 'a face in the ID photo');
  const mmPerPx = document.printHeightMm / info.height;
  const eyeY = (m.leftEye.y + m.rightEye.y) / 2;
  return { headMm: (m.chin.y - m.crown.y) * mmPerPx, eyeLineMm: (info.height - eyeY) * mmPerPx, m };
}

describe('ID photos from the fixtures, measured again from the files made', () => {
  let models: IdPhotoModels;
  before(async () => {
    models = await loadIdPhotoModels();
  });

  for (const id of ['us-passport', 'uk-passport', 'schengen-visa']) {
    it(`${id}: head height and eye line inside the document's ranges, exact size, within the file limits, sheets filled`, async () => {
      const document = documentOf(id);
      // The square US photo keeps its background, so its crop must lie inside the photo: the portrait with room.
      const outcome = await makeIdPhoto(models, fixture(id === 'us-passport' ? 'good-room.jpg' : 'good.jpg'), document);
      assert.ok('made' in outcome, JSON.stringify(outcome));
      const { photo, sheets, report } = outcome.made;
      const expected = document.digital ?? { widthPx: Math.round((document.printWidthMm / 25.4) * 300), heightPx: Math.round((document.printHeightMm / 25.4) * 300), maxBytes: null, minBytes: null };
      const meta = await sharp(photo.jpeg).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', expected.widthPx, expected.heightPx]);
      if (expected.maxBytes) assert.ok(photo.jpeg.length <= expected.maxBytes, `${photo.jpeg.length} bytes ≤ ${expected.maxBytes}`);
      if (expected.minBytes) assert.ok(photo.jpeg.length >= expected.minBytes, `${photo.jpeg.length} bytes ≥ ${expected.minBytes}`);

      // Measured again: a tolerance of 1 mm for the models' own error on a small picture.
      const again = await measuredAgain(models, photo.jpeg, document);
      assert.ok(again.headMm >= document.headHeightMm.min - 1 && again.headMm <= document.headHeightMm.max + 1,
        `head ${again.headMm.toFixed(1)} mm in ${document.headHeightMm.min}–${document.headHeightMm.max}`);
      if (document.eyeLineFromBottomMm) {
        assert.ok(again.eyeLineMm >= document.eyeLineFromBottomMm.min - 1 && again.eyeLineMm <= document.eyeLineFromBottomMm.max + 1,
          `eye line ${again.eyeLineMm.toFixed(1)} mm in ${document.eyeLineFromBottomMm.min}–${document.eyeLineFromBottomMm.max}`);
      }
      assert.ok(Math.abs(again.m.rollDeg) < 3, `level: ${again.m.rollDeg}°`);
      assert.ok(report.every((line) => line.ok), JSON.stringify(report.filter((line) => !line.ok)));
      assert.ok(report.some((line) => line.rule === 'Head height'));

      assert.deepEqual(sheets.map((sheet) => sheet.paper), ['4x6in', '10x15cm', 'A4']);
      const fourBySix = sheets[0]!;
      assert.deepEqual([fourBySix.width, fourBySix.height], [1800, 1200]);
      assert.deepEqual(await sharp(fourBySix.jpeg).metadata().then((m) => [m.width, m.height, m.density]), [1800, 1200, 300]);
      assert.equal(fourBySix.copies, document.printWidthMm > 40 ? 2 : 8);
    });
  }

  it('a document that allows a new background gets its colour; one that does not (South Korea) keeps the photo\'s', async () => {
    const schengen = documentOf('schengen-visa');
    const korea = documentOf('kr-passport');
    assert.equal(korea.background.replaceAllowed, false);
    const replaced = await makeIdPhoto(models, fixture('good.jpg'), schengen);
    const kept = await makeIdPhoto(models, fixture('good.jpg'), korea);
    assert.ok('made' in replaced && 'made' in kept);
    const corner = (jpeg: Buffer) => meanOf(jpeg, { left: 2, top: 2, width: 12, height: 12 });
    const want = schengen.background.colours[0]!;
    const wanted = [1, 3, 5].map((i) => Number.parseInt(want.slice(i, i + 2), 16));
    (await corner(replaced.made.photo.jpeg)).forEach((value, c) => assert.ok(Math.abs(value - wanted[c]!) <= 6, `replaced corner ${value} ≈ ${wanted[c]}`));
    const original = await meanOf(fixture('good.jpg'), { left: 200, top: 10, width: 12, height: 12 });
    (await corner(kept.made.photo.jpeg)).forEach((value, c) => assert.ok(Math.abs(value - original[c]!) <= 12, `kept corner ${value} ≈ the photo's ${original[c]}`));
    assert.ok(kept.made.report.some((line) => line.rule === 'Background' && /kept/i.test(line.measured)), JSON.stringify(kept.made.report));
  });

  for (const [name, rule] of [
    ['tilted.jpg', 'head-level'], ['smiling.jpg', 'neutral-expression'], ['turned.jpg', 'facing-camera'], ['two-people.jpg', 'one-face'],
    ['small-head.jpg', 'head-size'], ['blurred.jpg', 'sharp'], ['side-lit.jpg', 'even-light'],
  ] as const) {
    it(`${name} is refused with its reason (${rule}) and what to do`, async () => {
      const outcome = await makeIdPhoto(models, fixture(name), documentOf('uk-passport'));
      assert.ok('retake' in outcome, `${name} was made`);
      const reason = outcome.retake.find((r) => r.rule === rule);
      assert.ok(reason, `${rule} among ${JSON.stringify(outcome.retake)}`);
      assert.ok(reason.message.length > 0 && reason.advice.length > 0);
    });
  }

  it('a busy background is refused where it must be kept (South Korea), replaced where allowed (Schengen)', async () => {
    const korea = await makeIdPhoto(models, fixture('busy-background.jpg'), documentOf('kr-passport'));
    assert.ok('retake' in korea && korea.retake.some((r) => r.rule === 'background'), JSON.stringify(korea));
    const schengen = await makeIdPhoto(models, fixture('busy-background.jpg'), documentOf('schengen-visa'));
    assert.ok('made' in schengen, JSON.stringify('retake' in schengen ? schengen.retake : ''));
  });

  it('a kept background must be one of the document\'s colours: a plain blue wall is refused for the US passport', async () => {
    const { data, info } = await sharp(fixture('good-room.jpg')).raw().toBuffer({ resolveWithObject: true });
    // The plain grey (233, 231, 227) of the fixture's background turned a plain mid blue; the person barely touched (their pixels are not that grey).
    for (let i = 0; i < data.length; i += 3) {
      if (Math.abs(data[i]! - 233) < 6 && Math.abs(data[i + 1]! - 231) < 6 && Math.abs(data[i + 2]! - 227) < 6) data.set([90, 140, 200], i);
    }
    const blue = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    const outcome = await makeIdPhoto(models, blue, documentOf('us-passport'));
    assert.ok('retake' in outcome && outcome.retake.some((r) => r.rule === 'background-colour'), JSON.stringify(outcome));
  });
});
