// Where the matte is partly transparent (hair, the outline), a pixel mixes the person with the old
// background: I = α·F + (1 − α)·B. Composited as it is, a dark room leaves a dark rim on a white
// backdrop. Estimating B from the nearby background and solving for F removes most of that rim.
import sharp from 'sharp';
import { boxMean } from './guided-filter.js';
import type { RawPhoto } from './person-matte.js';

/** The background colour is estimated on a small copy (it varies slowly): this many pixels long. */
const ESTIMATE_SIZE = 128;
/** Its window, in estimate pixels (~ 1/40 of the photo's long side each way). */
const ESTIMATE_RADIUS = 3;
/** Opacities (of 255) below this are left as they are: F is too uncertain there to be worth solving. */
const MIN_SOLVED_ALPHA = 24;

interface Estimate {
  rgb: Float32Array[];
  width: number;
  height: number;
}

/** The old background's colour around each point, averaged over pixels weighted by their transparency. */
async function backgroundEstimate(photo: RawPhoto, matte: Buffer): Promise<Estimate> {
  const scale = Math.min(1, ESTIMATE_SIZE / Math.max(photo.width, photo.height));
  const width = Math.max(1, Math.round(photo.width * scale));
  const height = Math.max(1, Math.round(photo.height * scale));
  const pixels = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const alpha = await sharp(matte, { raw: { width: photo.width, height: photo.height, channels: 1 } })
    .resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const n = width * height;
  const weight = new Float32Array(n);
  const weighted = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const totals = [0, 0, 0];
  let totalWeight = 0;
  for (let i = 0; i < n; i += 1) {
    const w = (1 - alpha[i]! / 255) ** 4;
    weight[i] = w;
    totalWeight += w;
    for (let c = 0; c < 3; c += 1) {
      weighted[c]![i] = pixels[3 * i + c]! * w;
      totals[c]! += pixels[3 * i + c]! * w;
    }
  }
  const meanWeight = boxMean(weight, width, height, ESTIMATE_RADIUS);
  const rgb = weighted.map((channel, c) => {
    const mean = boxMean(channel, width, height, ESTIMATE_RADIUS);
    // Deep inside the person no background is near: the photo's overall background colour stands in.
    const fallback = totalWeight > 0 ? totals[c]! / totalWeight : 0;
    for (let i = 0; i < n; i += 1) mean[i] = meanWeight[i]! > 1e-3 ? mean[i]! / meanWeight[i]! : fallback;
    return mean;
  });
  return { rgb, width, height };
}

/** The estimate at a photo pixel, interpolated between estimate pixels (no 8-pixel steps in the rim). */
function sampler(estimate: Estimate, photo: RawPhoto): (x: number, y: number, out: number[]) => void {
  const sx = estimate.width / photo.width;
  const sy = estimate.height / photo.height;
  return (x, y, out) => {
    const fx = Math.min(estimate.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
    const fy = Math.min(estimate.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(estimate.width - 1, x0 + 1);
    const y1 = Math.min(estimate.height - 1, y0 + 1);
    const tx = fx - x0;
    const ty = fy - y0;
    for (let c = 0; c < 3; c += 1) {
      const channel = estimate.rgb[c]!;
      const top = channel[y0 * estimate.width + x0]! * (1 - tx) + channel[y0 * estimate.width + x1]! * tx;
      const bottom = channel[y1 * estimate.width + x0]! * (1 - tx) + channel[y1 * estimate.width + x1]! * tx;
      out[c] = top * (1 - ty) + bottom * ty;
    }
  };
}

/** The photo's pixels with the old background taken out of its partly transparent ones. */
export async function decontaminateEdges(photo: RawPhoto, matte: Buffer): Promise<Buffer> {
  const background = sampler(await backgroundEstimate(photo, matte), photo);
  const out = Buffer.from(photo.data);
  const local = [0, 0, 0];
  for (let y = 0; y < photo.height; y += 1) {
    for (let x = 0; x < photo.width; x += 1) {
      const i = y * photo.width + x;
      const a = matte[i]!;
      if (a === 255 || a < MIN_SOLVED_ALPHA) continue;
      background(x, y, local);
      const alpha = a / 255;
      for (let c = 0; c < 3; c += 1) {
        const solved = (photo.data[3 * i + c]! - (1 - alpha) * local[c]!) / alpha;
        out[3 * i + c] = Math.round(Math.min(255, Math.max(0, solved)));
      }
    }
  }
  return out;
}
