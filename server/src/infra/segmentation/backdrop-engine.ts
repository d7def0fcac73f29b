// The backdrop replacement itself, on the calling thread: decode, find the person, composite the person
// over the backdrop, encode. Each worker thread of backdrop-renderer.ts runs one of these.
import sharp from 'sharp';
import { backdropImage } from './backdrop-images.js';
import {
  BackdropPhotoError, isBackdropName, type BackdropName, type BackdropRenderer, type PersonCutOut, type PersonCutter,
} from './backdrop.types.js';
import { decontaminateEdges } from './edge-colours.js';
import { personMatte, type RawPhoto } from './person-matte.js';
import { outlineOf } from './person-outline.js';
import { loadPersonSegmenter, type PersonSegmenter } from './person-segmenter.js';

/** Photos larger than this are refused (50 megapixels decode to 150 MB of pixels). */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** High, and without chroma subsampling: the person's pixels should come back as they went in. */
const JPEG_OPTIONS = { quality: 92, chromaSubsampling: '4:4:4' } as const;

/** The photo's pixels as displayed; reduced to `maxSide` on its long side when given (never enlarged). */
async function decode(photo: Buffer, maxSide?: number): Promise<RawPhoto> {
  try {
    let image = sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
    if (maxSide) image = image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await image
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new BackdropPhotoError('photo-too-large', `The photo is too large: at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`);
    }
    throw new BackdropPhotoError('unreadable-photo', 'The photo could not be read as an image (JPEG, PNG or WebP).');
  }
}

async function renderOne(segmenter: PersonSegmenter, input: Buffer, backdrop: BackdropName): Promise<Buffer> {
  const photo = await decode(input);
  const size = { width: photo.width, height: photo.height };
  const matte = await personMatte(segmenter, photo);
  const person = await sharp(await decontaminateEdges(photo, matte), { raw: { ...size, channels: 3 } })
    .joinChannel(matte, { raw: { ...size, channels: 1 } })
    .raw()
    .toBuffer();
  return (await backdropImage(backdrop, photo.width, photo.height))
    .composite([{ input: person, raw: { ...size, channels: 4 } }])
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}

async function cutOutOne(segmenter: PersonSegmenter, input: Buffer, maxSide: number): Promise<PersonCutOut> {
  const photo = await decode(input, maxSide);
  const size = { width: photo.width, height: photo.height };
  const matte = await personMatte(segmenter, photo);
  const rgba = await sharp(await decontaminateEdges(photo, matte), { raw: { ...size, channels: 3 } })
    .joinChannel(matte, { raw: { ...size, channels: 1 } })
    .raw()
    .toBuffer();
  return { rgba, ...size, outline: outlineOf(matte, photo.width, photo.height) };
}

/** Renders with a loaded segmenter, one photo at a time (a worker is one core's worth of work). */
export function createBackdropEngine(segmenter: PersonSegmenter): BackdropRenderer & PersonCutter {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    render(photo, backdrop) {
      if (!isBackdropName(backdrop)) return Promise.reject(new Error(`Unknown backdrop: ${String(backdrop)}`));
      return inTurn(() => renderOne(segmenter, photo, backdrop));
    },
    cutOut(photo, { maxSide }) {
      return inTurn(() => cutOutOne(segmenter, photo, maxSide));
    },
  };
}

/** Loads the model (once per thread) and returns an engine that reuses it for every photo. */
export async function loadBackdropEngine(): Promise<BackdropRenderer & PersonCutter> {
  return createBackdropEngine(await loadPersonSegmenter());
}
