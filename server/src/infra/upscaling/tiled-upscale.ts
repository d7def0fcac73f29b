// Runs an upscaling model over a photo tile by tile, so the model's memory depends on the tile and not on
// the photo. Each tile is given the model's whole reach of context around it, and only its own part of
// the output is kept: every output pixel is computed from the same input pixels as in one pass over the
// whole photo, so no seam can show.

export type UpscaleScale = 2 | 4;

/** Raw interleaved RGB pixels (3 channels), as sharp's `.raw()` gives them. */
export interface RgbPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A model that makes pixels `scale` times larger. */
export interface PixelUpscaleModel {
  readonly scale: UpscaleScale;
  /** How far, in input pixels, the model looks around a pixel: a tile needs this much context on each side. */
  readonly contextMargin: number;
  /** RGB in 0..255, row by row, `width` × `height` → RGB in about 0..255 of `scale` times the size. */
  run(pixels: Float32Array, width: number, height: number): Promise<Float32Array>;
}

/**
 * Input pixels per tile side. Larger tiles (192, 256 px) were not measurably faster here, though they
 * spend less on context borders; a 128 px tile keeps a worker's WASM heap near 60-75 MB (docs/upscale.md).
 */
export const TILE_SIZE = 128;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** [start, length] spans of at most `most` that cover `length` in near-equal parts (no sliver at the end). */
function spans(length: number, most: number): [number, number][] {
  const count = Math.ceil(length / most);
  const size = Math.ceil(length / count);
  return Array.from({ length: count }, (_, i) => [i * size, Math.min(size, length - i * size)]);
}

/** The box's pixels as floats for the model. */
function floatsOf(image: RgbPixels, box: Box): Float32Array {
  const floats = new Float32Array(box.width * box.height * 3);
  for (let y = 0; y < box.height; y += 1) {
    const from = ((box.top + y) * image.width + box.left) * 3;
    floats.set(image.data.subarray(from, from + box.width * 3), y * box.width * 3);
  }
  return floats;
}

/** The tile with `margin` pixels of context around it, within the image. */
function withContext(tile: Box, margin: number, image: RgbPixels): Box {
  const left = Math.max(0, tile.left - margin);
  const top = Math.max(0, tile.top - margin);
  return {
    left,
    top,
    width: Math.min(image.width, tile.left + tile.width + margin) - left,
    height: Math.min(image.height, tile.top + tile.height + margin) - top,
  };
}

/** Copies `tile`'s part of the model's output for `region` (a larger box around it) into `output`. */
function keepTile(upscaled: Float32Array, region: Box, tile: Box, scale: number, output: Uint8ClampedArray, outputWidth: number): void {
  const rowLength = tile.width * scale * 3;
  const regionRow = region.width * scale * 3;
  for (let y = 0; y < tile.height * scale; y += 1) {
    const from = ((tile.top - region.top) * scale + y) * regionRow + (tile.left - region.left) * scale * 3;
    // A clamped array rounds and clips the model's slight overshoots (-3, 258) to 0..255 on assignment.
    output.set(upscaled.subarray(from, from + rowLength), ((tile.top * scale + y) * outputWidth + tile.left * scale) * 3);
  }
}

/**
 * The image upscaled by the model, `scale` times on each side, in tiles of at most `tileSize` input
 * pixels a side. `onTile` is called after each tile (the worker reports progress with it, so a long
 * photo is not taken for a stuck one).
 */
export async function upscaleInTiles(
  model: PixelUpscaleModel, image: RgbPixels, options: { tileSize?: number; onTile?: () => void } = {},
): Promise<RgbPixels> {
  const { scale } = model;
  const tileSize = options.tileSize ?? TILE_SIZE;
  const width = image.width * scale;
  const output = new Uint8ClampedArray(width * image.height * scale * 3);
  for (const [top, height] of spans(image.height, tileSize)) {
    for (const [left, tileWidth] of spans(image.width, tileSize)) {
      const tile = { left, top, width: tileWidth, height };
      const region = withContext(tile, model.contextMargin, image);
      const upscaled = await model.run(floatsOf(image, region), region.width, region.height);
      keepTile(upscaled, region, tile, scale, output, width);
      options.onTile?.();
    }
  }
  return { data: new Uint8Array(output.buffer), width, height: image.height * scale };
}
