import sharp, { type Sharp } from 'sharp';
import {
  cropCornersInPhoto, cropFor, cropInsidePhoto, idPhotoDpi, idPhotoSize, rollCorrection, turned, type IdPhotoCrop,
} from './id-photo-crop.js';
import type { FaceMeasurement, IdDocument, Point, ReportLine } from './id-photo.types.js';

/**
 * The ID photo's pixels (docs/id-photo-making.md): the photo cut by id-photo-crop.ts, levelled, its background
 * replaced where the document allows it, exported at the document's pixel size and DPI within its file-size
 * limits, with the geometry lines of the compliance report.
 */

/** A document's digital file-size limits in bytes (null: none published). */
export interface FileLimits {
  minBytes: number | null;
  maxBytes: number | null;
}

/** The crop needs pixels the photo does not have, and its background may not be filled in: a retake. */
export class IdPhotoCropError extends Error {
  constructor(message = 'Your head is too close to the edge of the photo.') {
    super(message);
    this.name = 'IdPhotoCropError';
  }
}

/** No JPEG quality between the floor and 100 meets the document's file-size limits. */
export class IdPhotoFileSizeError extends Error {
  constructor(
    readonly bytes: number,
    readonly limits: FileLimits,
  ) {
    super(`The ID photo weighs ${bytes} bytes at the nearest quality allowed, outside ${limits.minBytes ?? 0}–${limits.maxBytes ?? '∞'} bytes`);
    this.name = 'IdPhotoFileSizeError';
  }
}

export interface ComposedIdPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  report: ReportLine[];
}

export interface IdPhotoComposeInput {
  /** Upright JPEG/PNG: the pixels `measurement` was taken on. */
  photo: Buffer;
  /** The person's opacity, 1 byte a pixel, the photo's size; null keeps the photo's background. */
  personAlpha: { data: Buffer; width: number; height: number } | null;
  measurement: FaceMeasurement;
  document: IdDocument;
}

const QUALITY_START = 95;
/** Below this a face shows blocks: a file that only fits lower is refused rather than made worse. */
const QUALITY_FLOOR = 70;
const QUALITY_CEILING = 100;
/** Rounding may ask for a sliver of an output pixel beyond the photo; the edge pixels repeat into it. */
const EDGE_TOLERANCE_OUTPUT_PX = 1;
/** Turns smaller than this move no pixel of an ID photo by a visible amount. */
const MIN_TURN_DEG = 0.05;
/** Photo pixels kept around the crop so the resampling kernel sees real neighbours at its edges. */
const KERNEL_MARGIN_OUTPUT_PX = 4;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

const fromRaw = (image: Raw): Sharp => sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });

async function toRaw(pipeline: Sharp): Promise<Raw> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as Raw['channels'] };
}

function hexColour(hex: string): { r: number; g: number; b: number } {
  return { r: parseInt(hex.slice(1, 3), 16), g: parseInt(hex.slice(3, 5), 16), b: parseInt(hex.slice(5, 7), 16) };
}

/** The part of the photo the crop reaches (plus the kernel's margin), in whole pixels inside the photo. */
function regionFor(crop: IdPhotoCrop, m: FaceMeasurement): { left: number; top: number; width: number; height: number } {
  const corners = cropCornersInPhoto(crop, m);
  const margin = KERNEL_MARGIN_OUTPUT_PX / crop.scale + 2;
  const left = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x)) - margin));
  const top = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y)) - margin));
  const right = Math.min(m.width, Math.ceil(Math.max(...corners.map((p) => p.x)) + margin));
  const bottom = Math.min(m.height, Math.ceil(Math.max(...corners.map((p) => p.y)) + margin));
  if (right <= left || bottom <= top) throw new IdPhotoCropError();
  return { left, top, width: right - left, height: bottom - top };
}

/** The photo's region, with the person's opacity as a fourth channel when the background is replaced. */
async function regionPixels(input: IdPhotoComposeInput, region: ReturnType<typeof regionFor>, withAlpha: boolean): Promise<Raw> {
  const rgb = await toRaw(sharp(input.photo).autoOrient().removeAlpha().toColourspace('srgb').extract(region));
  const alpha = input.personAlpha;
  if (!withAlpha || !alpha) return rgb;
  // extractChannel keeps it one band: sharp would otherwise write greyscale out as RGB.
  const opacity = await toRaw(fromRaw({ ...alpha, channels: 1 }).extract(region).extractChannel(0));
  // Joined in a pipeline of its own: with a resize in the same one, sharp 0.35 left the image unresized.
  return toRaw(fromRaw(rgb).joinChannel(opacity.data, { raw: { width: opacity.width, height: opacity.height, channels: 1 } }));
}

/**
 * The output's pixels (RGB, `size`): the region scaled, levelled about the eyes, and cut where the crop says;
 * what lies beyond the photo is `fill` (replaced background) or the photo's edge repeated (kept background,
 * only ever a rounding sliver).
 */
async function croppedPixels(
  input: IdPhotoComposeInput, crop: IdPhotoCrop, size: { width: number; height: number }, fill: { r: number; g: number; b: number } | null,
): Promise<Raw> {
  const m = input.measurement;
  const region = regionFor(crop, m);
  const source = await regionPixels(input, region, fill !== null);
  const scaled = await toRaw(fromRaw(source).resize(
    Math.max(1, Math.round(region.width * crop.scale)), Math.max(1, Math.round(region.height * crop.scale)), { fit: 'fill', kernel: 'lanczos3' },
  ));
  const { angleDeg, centre: eyes } = rollCorrection(m);
  const eyesScaled: Point = {
    x: (eyes.x - region.left) * (scaled.width / region.width), y: (eyes.y - region.top) * (scaled.height / region.height),
  };
  const turn = Math.abs(angleDeg) >= MIN_TURN_DEG;
  const meanBackground = { r: m.background.mean[0], g: m.background.mean[1], b: m.background.mean[2] };
  const levelled = turn
    ? await toRaw(fromRaw(scaled).rotate(angleDeg, { background: fill ? { r: 0, g: 0, b: 0, alpha: 0 } : meanBackground }))
    : scaled;
  // sharp turns about the image's centre onto a canvas that fits the result, centre on centre.
  const eyesLevelled = turn
    ? turned(
      { x: eyesScaled.x - scaled.width / 2 + levelled.width / 2, y: eyesScaled.y - scaled.height / 2 + levelled.height / 2 },
      { x: levelled.width / 2, y: levelled.height / 2 }, angleDeg,
    )
    : eyesScaled;
  const left = Math.round(eyesLevelled.x + (crop.left - eyes.x) * crop.scale);
  const top = Math.round(eyesLevelled.y + (crop.top - eyes.y) * crop.scale);
  return cutOut(levelled, { left, top, ...size }, fill);
}

/** `area` of `image`, which may reach past its edges; a replaced background is flattened onto `fill`. */
async function cutOut(
  image: Raw, area: { left: number; top: number; width: number; height: number }, fill: { r: number; g: number; b: number } | null,
): Promise<Raw> {
  const left = Math.max(0, area.left);
  const top = Math.max(0, area.top);
  const right = Math.min(image.width, area.left + area.width);
  const bottom = Math.min(image.height, area.top + area.height);
  if (right <= left || bottom <= top) throw new IdPhotoCropError();
  const extended = await toRaw(fromRaw(image).extract({ left, top, width: right - left, height: bottom - top }).extend({
    left: left - area.left,
    top: top - area.top,
    right: area.left + area.width - right,
    bottom: area.top + area.height - bottom,
    ...(fill ? { background: { r: 0, g: 0, b: 0, alpha: 0 } } : { extendWith: 'copy' as const }),
  }));
  // Flattened on its own: the person's opaque pixels come out exactly as they went in.
  return fill ? toRaw(fromRaw(extended).flatten({ background: fill })) : extended;
}

const fileLimits = (document: IdDocument): FileLimits => ({ minBytes: document.digital?.minBytes ?? null, maxBytes: document.digital?.maxBytes ?? null });

const encode = (pixels: Raw, dpi: number, quality: number): Promise<Buffer> =>
  fromRaw(pixels).jpeg({ quality, chromaSubsampling: '4:4:4' }).withDensity(dpi).toBuffer();

/**
 * The JPEG at quality 95, or the nearest quality that meets the limits: searched down to the floor when too
 * heavy, up to 100 when too light (portals that refuse small files). Size grows with quality, so each side is a bisection.
 */
async function jpegWithinLimits(pixels: Raw, dpi: number, limits: FileLimits): Promise<Buffer> {
  const atStart = await encode(pixels, dpi, QUALITY_START);
  const tooHeavy = (jpeg: Buffer) => limits.maxBytes !== null && jpeg.length > limits.maxBytes;
  const tooLight = (jpeg: Buffer) => limits.minBytes !== null && jpeg.length < limits.minBytes;
  if (!tooHeavy(atStart) && !tooLight(atStart)) return atStart;

  const goingDown = tooHeavy(atStart);
  let [low, high] = goingDown ? [QUALITY_FLOOR, QUALITY_START - 1] : [QUALITY_START + 1, QUALITY_CEILING];
  let found: Buffer | null = null;
  let nearest = atStart;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const jpeg = await encode(pixels, dpi, quality);
    nearest = jpeg;
    const meets = goingDown ? !tooHeavy(jpeg) : !tooLight(jpeg);
    // Keep the meeting quality nearest 95: the highest going down, the lowest going up.
    if (meets) found = jpeg;
    if (meets === goingDown) low = quality + 1;
    else high = quality - 1;
  }
  if (!found || tooHeavy(found) || tooLight(found)) throw new IdPhotoFileSizeError((found ?? nearest).length, limits);
  return found;
}

const mm = (value: number) => `${value.toFixed(1)} mm`;
const range = (r: { min: number; max: number }, unit: string) => `${r.min}–${r.max} ${unit}`;
const within = (value: number, r: { min: number; max: number }) => value >= r.min - 1e-9 && value <= r.max + 1e-9;
/** The file's weight in decimal kilobytes, rounded up (so it never reads as under a limit it is over). */
const weight = (bytes: number) => `${Math.ceil(bytes / 1000)} kB`;

/**
 * A limit as the authority wrote it: id-documents.ts stores "240 KB" as 240,000 bytes, "10 KB" minima as
 * 10,240 and "10 MB" as 10,000,000. Any other number is rounded towards the inside of the range (`inward`).
 */
function limit(bytes: number, inward: (n: number) => number): string {
  if (bytes % 1_000_000 === 0) return `${bytes / 1_000_000} MB`;
  if (bytes % 1000 === 0) return `${bytes / 1000} kB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} kB`;
  return `${inward(bytes / 1000)} kB`;
}

function fileSizeRequired(limits: FileLimits): string {
  const least = limits.minBytes === null ? null : limit(limits.minBytes, Math.ceil);
  const most = limits.maxBytes === null ? null : limit(limits.maxBytes, Math.floor);
  if (least && most) return `${least} to ${most}`;
  if (most) return `at most ${most}`;
  if (least) return `at least ${least}`;
  return 'no limit';
}

/** The report's geometry lines: what the made file is, against what the document asks. */
function reportLines(
  made: { size: { width: number; height: number }; dpi: number; bytes: number; crop: IdPhotoCrop; replaced: boolean },
  document: IdDocument, m: FaceMeasurement,
): ReportLine[] {
  const { size, dpi, crop } = made;
  const printMm = (px: number) => (px / dpi) * 25.4;
  const printSize = `${document.printWidthMm} × ${document.printHeightMm} mm`;
  const lines: ReportLine[] = [
    {
      rule: 'Photo size',
      measured: `${size.width} × ${size.height} px, ${printMm(size.width).toFixed(1)} × ${printMm(size.height).toFixed(1)} mm at ${dpi} DPI`,
      required: document.digital ? `${document.digital.widthPx} × ${document.digital.heightPx} px, ${printSize}` : printSize,
      ok: true,
    },
    { rule: 'Head height', measured: mm(crop.headHeightMm), required: range(document.headHeightMm, 'mm'), ok: within(crop.headHeightMm, document.headHeightMm) },
  ];
  if (document.eyeLineFromBottomMm) {
    lines.push({
      rule: 'Eye line from the bottom',
      measured: mm(crop.eyeLineFromBottomMm),
      required: range(document.eyeLineFromBottomMm, 'mm'),
      ok: within(crop.eyeLineFromBottomMm, document.eyeLineFromBottomMm),
    });
  }
  lines.push(
    { rule: 'File size', measured: weight(made.bytes), required: fileSizeRequired(fileLimits(document)), ok: true },
    {
      rule: 'Background',
      measured: made.replaced ? `replaced with ${document.background.label}` : 'kept as taken',
      required: document.background.replaceAllowed ? document.background.label : `${document.background.label}, as taken (not changed in software)`,
      ok: true,
    },
    {
      rule: 'Head tilt',
      measured: Math.abs(m.rollDeg) < MIN_TURN_DEG ? 'level as taken' : `${Math.abs(m.rollDeg).toFixed(1)}°, levelled to 0°`,
      required: 'level',
      ok: true,
    },
  );
  return lines;
}

/**
 * The document's ID photo from an upright photo and its measurement. Throws IdPhotoCropError (a retake) when
 * the crop needs pixels beyond the photo and its background must be kept, IdPhotoFileSizeError when no quality
 * from 70 to 100 meets the file-size limits.
 */
export async function composeIdPhoto(input: IdPhotoComposeInput): Promise<ComposedIdPhoto> {
  const { measurement: m, document } = input;
  const meta = await sharp(input.photo).metadata();
  if (meta.autoOrient.width !== m.width || meta.autoOrient.height !== m.height) {
    throw new Error(`the photo is ${meta.autoOrient.width} × ${meta.autoOrient.height} px, its measurement ${m.width} × ${m.height}`);
  }
  if (input.personAlpha && (input.personAlpha.width !== m.width || input.personAlpha.height !== m.height)) {
    throw new Error(`the person's opacity is ${input.personAlpha.width} × ${input.personAlpha.height} px, the photo ${m.width} × ${m.height}`);
  }
  const size = idPhotoSize(document);
  const crop = cropFor(m, document, size);
  const replaced = document.background.replaceAllowed && input.personAlpha !== null;
  if (!replaced && !cropInsidePhoto(crop, m, EDGE_TOLERANCE_OUTPUT_PX / crop.scale)) throw new IdPhotoCropError();

  const pixels = await croppedPixels(input, crop, size, replaced ? hexColour(document.background.colours[0]!) : null);
  const dpi = idPhotoDpi(document, size);
  const jpeg = await jpegWithinLimits(pixels, dpi, fileLimits(document));
  return { jpeg, ...size, report: reportLines({ size, dpi, bytes: jpeg.length, crop, replaced }, document, m) };
}
