// @test-databases pglite
// The studio backdrop engine (docs/backdrop.md), as the paid action will use it: photos go to its worker
// thread and come back as JPEGs. The face is found by the upload's face detector, independently of the
// segmentation model, so "the person is unchanged" is checked where a person certainly is.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { createHumanFaceDetector } from '../src/infra/photo/face-detector.js';
import { SOLID_BACKDROP_COLOURS, type Rgb } from '../src/infra/segmentation/backdrop-images.js';
import { createBackdropRenderer } from '../src/infra/segmentation/backdrop-renderer.js';
import { BACKDROPS, BackdropPhotoError, type BackdropName } from '../src/infra/segmentation/backdrop.types.js';
import { FACES_DIR, fixture } from './fixtures/upload-helpers.js';

const onePerson = (n: number) => fs.readFileSync(path.join(FACES_DIR, 'one-person', `photo-${String(n).padStart(2, '0')}.jpg`));
/** Photos of one person whose four corners are background (a wall, a room). */
const PORTRAITS = [1, 3, 7];
/** JPEG re-encoding moves a kept pixel by a few levels; anything more is a changed pixel. */
const KEPT_TOLERANCE = 4;
/** A flat backdrop survives JPEG almost exactly. */
const BACKDROP_TOLERANCE = 3;
/** Corner patches: this many pixels square. */
const CORNER = 12;

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixels(jpeg: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(jpeg).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The mean colour of a square patch. */
function patchMean(image: Pixels, left: number, top: number, size: number): Rgb {
  const sum = [0, 0, 0];
  for (let y = top; y < top + size; y += 1) {
    for (let x = left; x < left + size; x += 1) {
      for (let c = 0; c < 3; c += 1) sum[c]! += image.data[(y * image.width + x) * 3 + c]!;
    }
  }
  const [r, g, b] = sum.map((value) => value / (size * size)) as [number, number, number];
  return { r, g, b };
}

/** The mean absolute difference, per channel, of two images over a square patch. */
function patchDifference(a: Pixels, b: Pixels, left: number, top: number, size: number): number {
  let sum = 0;
  for (let y = top; y < top + size; y += 1) {
    for (let x = left; x < left + size; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        const i = (y * a.width + x) * 3 + c;
        sum += Math.abs(a.data[i]! - b.data[i]!);
      }
    }
  }
  return sum / (size * size * 3);
}

const corners = (image: Pixels) => [
  [0, 0],
  [image.width - CORNER, 0],
  [0, image.height - CORNER],
  [image.width - CORNER, image.height - CORNER],
] as const;

function assertColour(actual: Rgb, expected: Rgb, where: string) {
  for (const channel of ['r', 'g', 'b'] as const) {
    assert.ok(Math.abs(actual[channel] - expected[channel]) <= BACKDROP_TOLERANCE, `${where}: ${JSON.stringify(actual)} is not ${JSON.stringify(expected)}`);
  }
}

describe('studio backdrop renderer', () => {
  const sut = createBackdropRenderer();
  const detector = createHumanFaceDetector({ maxFaces: 1 });
  after(() => sut.close());

  /** A square patch in the middle of the photo's face (a fifth of the face's width). */
  async function faceCentre(photo: Pixels): Promise<{ left: number; top: number; size: number }> {
    const [face] = await detector.detect(photo);
    assert.ok(face, 'the fixture shows a face');
    const size = Math.round(face.box.width / 5);
    return {
      left: Math.round(face.box.x + face.box.width / 2 - size / 2),
      top: Math.round(face.box.y + face.box.height / 2 - size / 2),
      size,
    };
  }

  it('offers four backdrops, each with a label', () => {
    assert.deepEqual(BACKDROPS.map((backdrop) => backdrop.name), ['light-grey', 'white', 'navy', 'office-blur']);
    for (const backdrop of BACKDROPS) assert.ok(backdrop.label.length > 0);
  });

  for (const backdrop of ['light-grey', 'white', 'navy'] as const) {
    it(`${backdrop}: the face is unchanged, the corners are the backdrop's colour, the size is the photo's`, async () => {
      for (const n of PORTRAITS) {
        const input = await pixels(onePerson(n));
        const output = await pixels(await sut.render(onePerson(n), backdrop));
        assert.deepEqual([output.width, output.height], [input.width, input.height], `photo ${n}: size`);
        const face = await faceCentre(input);
        const changed = patchDifference(input, output, face.left, face.top, face.size);
        assert.ok(changed <= KEPT_TOLERANCE, `photo ${n}: the face changed by ${changed.toFixed(2)} levels`);
        for (const [left, top] of corners(output)) {
          assertColour(patchMean(output, left, top, CORNER), SOLID_BACKDROP_COLOURS[backdrop], `photo ${n}, corner (${left}, ${top})`);
        }
      }
    });
  }

  it('office-blur: the face is unchanged; the background is replaced by the same warm room each time', async () => {
    const photo = onePerson(PORTRAITS[0]!);
    const input = await pixels(photo);
    const first = await sut.render(photo, 'office-blur');
    const output = await pixels(first);
    const face = await faceCentre(input);
    assert.ok(patchDifference(input, output, face.left, face.top, face.size) <= KEPT_TOLERANCE, 'the face is kept');
    for (const [left, top] of corners(output)) {
      const before = patchMean(input, left, top, CORNER);
      const after = patchMean(output, left, top, CORNER);
      assert.ok(Math.abs(after.r - before.r) + Math.abs(after.g - before.g) + Math.abs(after.b - before.b) > 60, `corner (${left}, ${top}) is replaced`);
      assert.ok(after.r > after.b, `corner (${left}, ${top}) is warm: ${JSON.stringify(after)}`);
    }
    assert.deepEqual(await sut.render(photo, 'office-blur'), first, 'the same photo gives the same picture');
  });

  it('keeps the size of a landscape photo, and of one turned by its EXIF orientation (as displayed)', async () => {
    const landscape = await sharp(onePerson(3)).resize(480, 300, { fit: 'cover' }).jpeg().toBuffer();
    const landscapeOut = await sharp(await sut.render(landscape, 'white')).metadata();
    assert.deepEqual([landscapeOut.width, landscapeOut.height, landscapeOut.format], [480, 300, 'jpeg']);

    // Stored 300 wide and 480 high, shown turned a quarter: 480 × 300 on screen.
    const turned = await sharp(landscape).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    assert.deepEqual(await sharp(turned).metadata().then(({ width, height }) => [width, height]), [300, 480]);
    const turnedOut = await sharp(await sut.render(turned, 'navy')).metadata();
    assert.deepEqual([turnedOut.width, turnedOut.height, turnedOut.orientation], [480, 300, undefined]);
  });

  it('refuses what is not an image with a clear error, and goes on working', async () => {
    for (const notAnImage of [Buffer.from('this is not an image'), fixture('not-an-image.jpg'), Buffer.alloc(0)]) {
      await assert.rejects(sut.render(notAnImage, 'navy'), (error: unknown) => {
        assert.ok(error instanceof BackdropPhotoError);
        assert.equal(error.code, 'unreadable-photo');
        assert.match(error.message, /could not be read as an image/);
        return true;
      });
    }
    const truncated = onePerson(1).subarray(0, 2000);
    await assert.rejects(sut.render(truncated, 'navy'), BackdropPhotoError);
    assert.ok((await sut.render(onePerson(1), 'navy')).length > 0, 'the renderer still works');
  });

  it('refuses a photo with no one in it', async () => {
    const wall = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a9bb0' } }).jpeg().toBuffer();
    await assert.rejects(sut.render(wall, 'white'), (error: unknown) => {
      assert.ok(error instanceof BackdropPhotoError);
      assert.equal(error.code, 'no-person');
      return true;
    });
  });

  it('refuses an unknown backdrop before any work', async () => {
    await assert.rejects(sut.render(onePerson(1), 'beach' as BackdropName), /Unknown backdrop: beach/);
  });

  it('cuts the person out (the offline preview): reduced to maxSide, the face opaque and unchanged, the corners clear, the head found', async () => {
    const photo = onePerson(PORTRAITS[0]!);
    const input = await pixels(photo);
    const large = await sharp(photo).resize(720, 720).jpeg({ quality: 95 }).toBuffer();
    const cut = await sut.cutOut(large, { maxSide: 360 });
    assert.deepEqual([cut.width, cut.height, cut.rgba.length], [360, 360, 360 * 360 * 4], 'reduced to maxSide, RGBA');
    const rgb = { data: Buffer.alloc(360 * 360 * 3), width: 360, height: 360 };
    for (let i = 0; i < 360 * 360; i += 1) cut.rgba.copy(rgb.data, i * 3, i * 4, i * 4 + 3);
    const face = await faceCentre(input);
    for (let y = face.top; y < face.top + face.size; y += 1) {
      for (let x = face.left; x < face.left + face.size; x += 1) assert.equal(cut.rgba[(y * 360 + x) * 4 + 3], 255, 'the face is fully the person');
    }
    assert.ok(patchDifference(input, rgb, face.left, face.top, face.size) <= KEPT_TOLERANCE * 2, 'its colours are the photo\'s');
    for (const [left, top] of corners(rgb).slice(0, 2)) assert.equal(cut.rgba[(top * 360 + left) * 4 + 3], 0, `corner (${left}, ${top}) is clear`);
    const outline = cut.outline!;
    assert.ok(outline.top < face.top && outline.bottom === 359, `the person runs from the top of the head to the bottom edge: ${JSON.stringify(outline)}`);
    assert.ok(Math.abs(outline.headCentreX - (face.left + face.size / 2)) < 40, `the head is centred near the face: ${JSON.stringify(outline)}`);
    await assert.rejects(sut.cutOut(await sharp({ create: { width: 300, height: 400, channels: 3, background: '#8a9bb0' } }).jpeg().toBuffer(), { maxSide: 256 }),
      (error: unknown) => error instanceof BackdropPhotoError && error.code === 'no-person');
  });
});
