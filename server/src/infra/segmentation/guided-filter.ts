// The guided filter (He, Sun and Tang, 2010): smooths `input` while letting its edges follow the edges
// of `guide`. Here it snaps a coarse person mask, upsampled from the model's 256×256, to the photo's own
// edges (shoulders, the outline of hair) instead of a blurry 256-pixel outline.

export interface GreyImage {
  /** One value per pixel, row by row, in 0..1. */
  data: Float32Array;
  width: number;
  height: number;
}

/** Mean over the (2r+1)² window around each pixel, clipped at the borders (running sums: O(1) a pixel). */
export function boxMean(source: Float32Array, width: number, height: number, radius: number): Float32Array {
  const rows = new Float32Array(source.length);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(radius, width - 1); x += 1) sum += source[row + x]!;
    for (let x = 0; x < width; x += 1) {
      const left = x - radius - 1;
      const right = x + radius;
      if (x > 0 && right < width) sum += source[row + right]!;
      if (left >= 0) sum -= source[row + left]!;
      rows[row + x] = sum / (Math.min(right, width - 1) - Math.max(left + 1, 0) + 1);
    }
  }
  const out = new Float32Array(source.length);
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let y = 0; y <= Math.min(radius, height - 1); y += 1) sum += rows[y * width + x]!;
    for (let y = 0; y < height; y += 1) {
      const top = y - radius - 1;
      const bottom = y + radius;
      if (y > 0 && bottom < height) sum += rows[bottom * width + x]!;
      if (top >= 0) sum -= rows[top * width + x]!;
      out[y * width + x] = sum / (Math.min(bottom, height - 1) - Math.max(top + 1, 0) + 1);
    }
  }
  return out;
}

/**
 * `input` filtered with `guide` as the edge map. `radius` is the window (pixels); `epsilon` how strong an
 * edge of the guide must be to be kept (larger: smoother, closer to a plain blur).
 */
export function guidedFilter(guide: GreyImage, input: Float32Array, radius: number, epsilon: number): Float32Array {
  const { data: g, width, height } = guide;
  const n = g.length;
  if (input.length !== n) throw new Error('the guide and the input differ in size');
  const gp = new Float32Array(n);
  const gg = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    gp[i] = g[i]! * input[i]!;
    gg[i] = g[i]! * g[i]!;
  }
  const meanG = boxMean(g, width, height, radius);
  const meanP = boxMean(input, width, height, radius);
  const meanGp = boxMean(gp, width, height, radius);
  const meanGg = boxMean(gg, width, height, radius);
  // Reuse gp and gg for the linear coefficients a and b of each window.
  const a = gp;
  const b = gg;
  for (let i = 0; i < n; i += 1) {
    const variance = meanGg[i]! - meanG[i]! * meanG[i]!;
    const covariance = meanGp[i]! - meanG[i]! * meanP[i]!;
    a[i] = covariance / (variance + epsilon);
    b[i] = meanP[i]! - a[i]! * meanG[i]!;
  }
  const meanA = boxMean(a, width, height, radius);
  const meanB = boxMean(b, width, height, radius);
  const out = meanA;
  for (let i = 0; i < n; i += 1) out[i] = meanA[i]! * g[i]! + meanB[i]!;
  return out;
}
