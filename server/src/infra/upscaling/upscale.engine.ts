// The upscale itself, on the calling thread: decode (reduced first when the target is capped), run the
// model tile by tile, encode. Each worker thread of local-upscaler.ts runs one of these.
import sharp, { type Metadata } from 'sharp';
import { loadEsrganModels } from './esrgan-model.adapter.js';
import { upscaleInTiles, type PixelUpscaleModel, type RgbPixels, type UpscaleScale } from './tiled-upscale.js';
import { UpscalePhotoError } from './upscaler.types.js';

/** Photos larger than this are refused (50 megapixels decode to 150 MB of pixels). */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The largest output: 4096 × 4096 (the product caps the long side at 4096). Beyond it, the caller erred. */
export const MAX_TARGET_PIXELS = 4096 * 4096;
/** High, and without chroma subsampling: the detail the model made should survive the encoding. */
const JPEG_OPTIONS = { quality: 92, chromaSubsampling: '4:4:4' } as const;

type Size = { width: number; height: number };

export interface UpscaleEngine {
  /** As PhotoUpscaler's `upscale`; `onProgress` is called after each tile. */
  upscale(photo: Buffer, scale: UpscaleScale, target: Size, onProgress?: () => void): Promise<Buffer>;
}

const unreadable = () => new UpscalePhotoError('unreadable-photo', 'The photo could not be read as an image (JPEG, PNG or WebP).');
const tooLarge = () => new UpscalePhotoError('photo-too-large', `The photo is too large: at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`);

/** The photo's size as displayed (EXIF orientations 5-8 turn it a quarter), read from its header only. */
async function displayedSize(photo: Buffer): Promise<Size> {
  let header: Metadata;
  try {
    header = await sharp(photo).metadata();
  } catch {
    throw unreadable();
  }
  const { width, height, orientation } = header;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_PHOTO_PIXELS) throw tooLarge();
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The size the photo goes into the model at: the target divided by the scale, rounded up (never enlarged). */
function modelInputSize(photo: Size, scale: UpscaleScale, target: Size): Size {
  const valid = (n: number) => Number.isInteger(n) && n >= 1;
  if (!valid(target.width) || !valid(target.height)) throw new Error(`the target ${target.width}×${target.height} is not a size in whole pixels`);
  if (target.width > photo.width * scale || target.height > photo.height * scale) {
    throw new Error(`the target ${target.width}×${target.height} is more than ${scale}× the photo (${photo.width}×${photo.height})`);
  }
  if (target.width * target.height > MAX_TARGET_PIXELS) throw new Error(`the target ${target.width}×${target.height} is over ${MAX_TARGET_PIXELS} pixels`);
  return { width: Math.ceil(target.width / scale), height: Math.ceil(target.height / scale) };
}

/** The photo's pixels as displayed, sRGB, transparency on white, reduced to `size` when that is smaller. */
async function decode(photo: Buffer, displayed: Size, size: Size): Promise<RgbPixels> {
  try {
    let image = sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
    if (size.width !== displayed.width || size.height !== displayed.height) image = image.resize(size.width, size.height, { fit: 'fill' });
    const { data, info } = await image
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}

async function upscaleOne(model: PixelUpscaleModel, photo: Buffer, target: Size, onTile?: () => void): Promise<Buffer> {
  const displayed = await displayedSize(photo);
  const input = modelInputSize(displayed, model.scale, target);
  const upscaled = await upscaleInTiles(model, await decode(photo, displayed, input), { onTile });
  let image = sharp(upscaled.data, { raw: { width: upscaled.width, height: upscaled.height, channels: 3 } });
  // Rounding up the model's input can leave up to scale - 1 pixels more than the target on a side.
  if (upscaled.width !== target.width || upscaled.height !== target.height) image = image.resize(target.width, target.height, { fit: 'fill' });
  return image.jpeg(JPEG_OPTIONS).toBuffer();
}

/** Upscales with loaded models. 4× runs the 4× model in one pass (better and 5× cheaper than two 2× passes). */
export function createUpscaleEngine(models: Record<UpscaleScale, PixelUpscaleModel>): UpscaleEngine {
  return {
    upscale(photo, scale, target, onProgress) {
      const model = models[scale];
      if (!model) return Promise.reject(new Error(`Unsupported scale: ${String(scale)}`));
      return upscaleOne(model, photo, target, onProgress);
    },
  };
}

/** Loads the models (once per thread) and returns an engine that reuses them for every photo. */
export async function loadUpscaleEngine(): Promise<UpscaleEngine> {
  return createUpscaleEngine(await loadEsrganModels());
}
