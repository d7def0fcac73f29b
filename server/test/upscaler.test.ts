// @test-databases pglite
// The HD upscaler (docs/upscale.md) as the paid action uses it: photo bytes go to its worker thread and
// come back as a JPEG of the asked size, made by the ESRGAN model rather than by resampling. Small photos
// (64-256 px) keep the file to a few seconds.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import * as tf from '@tensorflow/tfjs-core';
import sharp from 'sharp';
import { foldUpsamplingIntoConv, loadEsrganModels } from '../src/infra/upscaling/esrgan-model.adapter.js';
import { createLocalUpscaler } from '../src/infra/upscaling/local-upscaler.js';
import { upscaleInTiles } from '../src/infra/upscaling/tiled-upscale.js';
import { UpscalePhotoError } from '../src/infra/upscaling/upscaler.types.js';
import { face, fixture } from './fixtures/upload-helpers.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JPEG_LIKE_OURS = { quality: 92, chromaSubsampling: '4:4:4' } as const;

const sizeOf = async (image: Buffer) => sharp(image).metadata().then(({ width, height, format }) => ({ width, height, format }));
const rgb = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();

/** Peak signal-to-noise ratio of two same-sized RGB images, in dB: higher is closer. */
function psnr(a: Buffer, b: Buffer): number {
  assert.equal(a.length, b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10(255 ** 2 / (sum / a.length));
}

describe('local upscaler (ESRGAN in a worker thread)', () => {
  const sut = createLocalUpscaler();
  after(() => sut.close());

  it('at 2× answers a JPEG (quality 92, 4:4:4) of exactly twice the size', async () => {
    const photo = await sharp(face(1)).resize(160, 120, { fit: 'cover' }).jpeg().toBuffer();
    const jpeg = await sut.upscale(photo, 2, { width: 320, height: 240 });
    const meta = await sharp(jpeg).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.chromaSubsampling], ['jpeg', 320, 240, '4:4:4']);
  });

  it('makes exactly the target when the long side is capped, at 2× and at 4×, from PNG and WebP too', async () => {
    const png = await sharp(face(2)).resize(150, 100, { fit: 'cover' }).png().toBuffer();
    assert.deepEqual(await sizeOf(await sut.upscale(png, 4, { width: 500, height: 333 })), { width: 500, height: 333, format: 'jpeg' });
    const webp = await sharp(face(3)).resize(101, 77, { fit: 'cover' }).webp().toBuffer();
    assert.deepEqual(await sizeOf(await sut.upscale(webp, 2, { width: 151, height: 115 })), { width: 151, height: 115, format: 'jpeg' });
  });

  it('upscales the photo as displayed (EXIF orientation applied)', async () => {
    // Stored 60 wide and 90 high, shown turned a quarter: 90 × 60 on screen.
    const turned = await sharp(face(4)).resize(60, 90, { fit: 'cover' }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const out = await sharp(await sut.upscale(turned, 2, { width: 180, height: 120 })).metadata();
    assert.deepEqual([out.width, out.height, out.orientation], [180, 120, undefined]);
  });

  it('is closer to the real photo than lanczos3 resampling: the detail comes from the model', async () => {
    // A photo shrunk and enlarged back: ESRGAN restores more of it than the best plain resampling does.
    // Here +2.8 and +3.7 dB at 2×, +0.6 and +0.75 dB at 4×; over six fixtures at 256 px, +2.3 to +4.6 dB
    // and +0.35 to +0.95 dB. The outputs are deterministic, so the margins cannot flake.
    const SIDE = 192;
    for (const n of [1, 5]) {
      const original = await sharp(face(n)).resize(SIDE, SIDE).png().toBuffer();
      const truth = await rgb(original);
      for (const [scale, margin] of [[2, 1.5], [4, 0.2]] as const) {
        const small = await sharp(original).resize(SIDE / scale, SIDE / scale).png().toBuffer();
        const model = psnr(await rgb(await sut.upscale(small, scale, { width: SIDE, height: SIDE })), truth);
        const lanczos = psnr(await rgb(await sharp(small).resize(SIDE, SIDE, { kernel: 'lanczos3' }).jpeg(JPEG_LIKE_OURS).toBuffer()), truth);
        assert.ok(model >= lanczos + margin, `face ${n} at ${scale}×: the model's ${model.toFixed(2)} dB is not ${margin} dB above lanczos3's ${lanczos.toFixed(2)} dB`);
      }
    }
  });

  it('refuses what is not an image with a clear error, and goes on working', async () => {
    const truncated = face(1).subarray(0, 2000);
    for (const notAnImage of [Buffer.from('this is not an image'), fixture('not-an-image.jpg'), Buffer.alloc(0), truncated]) {
      await assert.rejects(sut.upscale(notAnImage, 2, { width: 100, height: 100 }), (error: unknown) => {
        assert.ok(error instanceof UpscalePhotoError);
        assert.equal(error.code, 'unreadable-photo');
        assert.match(error.message, /could not be read as an image/);
        return true;
      });
    }
    assert.equal((await sizeOf(await sut.upscale(face(1), 2, { width: 100, height: 100 }))).width, 100, 'the upscaler still works');
  });

  it('refuses a target beyond the scale, or not in whole pixels, before any model work', async () => {
    const photo = await sharp(face(1)).resize(100, 80).jpeg().toBuffer();
    await assert.rejects(sut.upscale(photo, 2, { width: 201, height: 160 }), /more than 2× the photo \(100×80\)/);
    await assert.rejects(sut.upscale(photo, 4, { width: 400, height: 321 }), /more than 4× the photo/);
    await assert.rejects(sut.upscale(photo, 2, { width: 150.5, height: 120 }), /not a size in whole pixels/);
  });

  it('close() lets the process exit', async () => {
    const module = pathToFileURL(path.join(SERVER_DIR, 'src/infra/upscaling/local-upscaler.ts')).href;
    const script = `(async () => {
      const { createLocalUpscaler } = await import(${JSON.stringify(module)});
      const sut = createLocalUpscaler({ idleMs: 60_000 });
      const photo = await require('sharp')({ create: { width: 40, height: 30, channels: 3, background: '#808080' } }).png().toBuffer();
      await sut.upscale(photo, 2, { width: 80, height: 60 });
      await sut.close();
      console.log('closed');
    })();`;
    // Nothing calls process.exit: anything the upscaler left running (a worker, a timer) would keep the child past the timeout.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], { cwd: SERVER_DIR, timeout: 30_000 });
    assert.equal(stdout.trim(), 'closed');
  });
});

describe('ESRGAN on the calling thread', () => {
  let models: Awaited<ReturnType<typeof loadEsrganModels>>;
  before(async () => {
    models = await loadEsrganModels();
  });

  it('folds the enlargement into the last convolution without changing the arithmetic', () => {
    for (const scale of [2, 4]) {
      const [inChannels, outChannels] = [5, 3];
      const kernel = tf.randomNormal([3, 3, inChannels, outChannels], 0, 1, 'float32', 7) as tf.Tensor4D;
      const features = tf.randomNormal([1, 6, 5, inChannels], 0, 1, 'float32', 11) as tf.Tensor4D;
      const enlargedThenConvolved = tf.conv2d(tf.image.resizeNearestNeighbor(features, [6 * scale, 5 * scale]), kernel, 1, 'same');
      const folded = tf.tensor4d(foldUpsamplingIntoConv(kernel.dataSync() as Float32Array, inChannels, outChannels, scale), [3, 3, inChannels, scale * scale * outChannels]);
      const convolvedThenSpread = tf.depthToSpace(tf.conv2d(features, folded, 1, 'same'), scale, 'NHWC');
      assert.deepEqual(convolvedThenSpread.shape, enlargedThenConvolved.shape);
      const worst = tf.max(tf.abs(tf.sub(enlargedThenConvolved, convolvedThenSpread))).dataSync()[0]!;
      assert.ok(worst < 1e-4, `at ${scale}×, the folded convolution differs by ${worst}`);
    }
  });

  it('gives the same pixels in small tiles as in one pass: the context around each tile hides every seam', async () => {
    const { data, info } = await sharp(face(6)).resize(90, 70, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
    const image = { data, width: info.width, height: info.height };
    for (const scale of [2, 4] as const) {
      const whole = await upscaleInTiles(models[scale], image, { tileSize: 1000 });
      let tiles = 0;
      const tiled = await upscaleInTiles(models[scale], image, { tileSize: 32, onTile: () => (tiles += 1) });
      assert.equal(tiles, 9, 'a 90×70 image in tiles of at most 32 px is 3 × 3 tiles');
      assert.deepEqual([tiled.width, tiled.height], [90 * scale, 70 * scale]);
      let worst = 0;
      for (let i = 0; i < whole.data.length; i += 1) worst = Math.max(worst, Math.abs(whole.data[i]! - tiled.data[i]!));
      // Exact: with a 5 px border instead of the model's 10 px reach, pixels near the tiles' edges differ by 2 levels; with none, by 100.
      assert.equal(worst, 0, `at ${scale}×, a tiled pixel differs by ${worst} levels from the one-pass pixel`);
    }
  });
});
