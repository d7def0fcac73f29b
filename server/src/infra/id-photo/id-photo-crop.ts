import type { FaceMeasurement, IdDocument, Point } from './id-photo.types.js';

/**
 * Where an ID photo is cut from the photo so that the head height and the eye line land in the document's
 * ranges (docs/id-photo-making.md#the-crop). Pure geometry in the photo's pixels; id-photo-compose.ts turns it
 * into pixels.
 */

export const PRINT_DPI = 300;
const MM_PER_INCH = 25.4;

/** Without an eye-line rule, the crown sits this share of the spare height below the top: the rest goes below the chin, to the neck and shoulders (~5 mm on a 45 mm photo, as ICAO's examples show). */
const CROWN_SHARE_OF_SPARE_HEIGHT = 0.4;
/** With an eye-line rule, the eye line moves within its range to keep at least this much above the crown. */
const MIN_CROWN_MARGIN_MM = 1;

export const mmToPx = (mm: number, dpi = PRINT_DPI): number => Math.round((mm / MM_PER_INCH) * dpi);

/** The made photo's pixels: the document's digital size when it publishes one, else its print size at 300 DPI. */
export function idPhotoSize(document: IdDocument): { width: number; height: number } {
  if (document.digital) return { width: document.digital.widthPx, height: document.digital.heightPx };
  return { width: mmToPx(document.printWidthMm), height: mmToPx(document.printHeightMm) };
}

/** The density that prints `size` at the document's print size: 300 for print-size files, ~299 for the US 600 px. */
export function idPhotoDpi(document: IdDocument, size: { height: number }): number {
  return Math.round(size.height / (document.printHeightMm / MM_PER_INCH));
}

export interface IdPhotoCrop {
  /**
   * The rectangle cut, in the photo's pixels once levelled (turned by `rollCorrection(m)`): it may extend past
   * the photo's edges, where the compose step fills in background.
   */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Output pixels per photo pixel. */
  scale: number;
  /** What the made photo will print: chin to crown, and the eyes' midpoint above the bottom edge. */
  headHeightMm: number;
  eyeLineFromBottomMm: number;
}

/** The turn that levels the eyes: `angleDeg` clockwise (sharp's `rotate` convention) about `centre`. */
export interface RollCorrection {
  angleDeg: number;
  centre: Point;
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** A positive roll (the side on the photo's right lower, the eye line turned clockwise) is undone by turning the other way. */
export function rollCorrection(m: FaceMeasurement): RollCorrection {
  return { angleDeg: -m.rollDeg, centre: midpoint(m.leftEye, m.rightEye) };
}

/** `p` turned clockwise by `angleDeg` about `centre`, in image coordinates (y down). */
export function turned(p: Point, centre: Point, angleDeg: number): Point {
  const a = (angleDeg * Math.PI) / 180;
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  return { x: centre.x + dx * Math.cos(a) - dy * Math.sin(a), y: centre.y + dx * Math.sin(a) + dy * Math.cos(a) };
}

const middle = (range: { min: number; max: number }): number => (range.min + range.max) / 2;
const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high);

/**
 * The eye line's height above the bottom edge (mm): the middle of the document's range, moved within it only
 * to keep the crown inside the photo (or, without a range, the crown placed a share of the spare height below the top).
 */
function eyeLineMm(document: IdDocument, headMm: number, eyeToCrownMm: number, eyeToChinMm: number): number {
  const photoMm = document.printHeightMm;
  if (!document.eyeLineFromBottomMm) {
    const crownFromBottom = photoMm - (photoMm - headMm) * CROWN_SHARE_OF_SPARE_HEIGHT;
    return crownFromBottom - eyeToCrownMm;
  }
  const range = document.eyeLineFromBottomMm;
  const highest = Math.min(range.max, photoMm - MIN_CROWN_MARGIN_MM - eyeToCrownMm);
  const lowest = Math.max(range.min, eyeToChinMm);
  // A head too tall for both ends: the range wins, the report shows what it costs.
  if (highest < lowest) return clamp(middle(range), range.min, range.max);
  return clamp(middle(range), lowest, highest);
}

/**
 * The crop that prints the head at the middle of the document's head-height range, the eye line at the middle
 * of its range (or as near as the crown allows), centred on the eyes, for an output of `output` pixels.
 */
export function cropFor(m: FaceMeasurement, document: IdDocument, output: { width: number; height: number }): IdPhotoCrop {
  const { angleDeg, centre: eyes } = rollCorrection(m);
  const crown = turned(m.crown, eyes, angleDeg);
  const chin = turned(m.chin, eyes, angleDeg);
  const headPx = chin.y - crown.y;
  if (!(headPx > 0)) throw new Error(`the crown (y ${crown.y}) is not above the chin (y ${chin.y})`);

  const pxPerMm = output.height / document.printHeightMm;
  const headMm = middle(document.headHeightMm);
  const scale = (headMm * pxPerMm) / headPx;
  const mmPerPhotoPx = scale / pxPerMm;
  const eyeLine = eyeLineMm(document, headMm, (eyes.y - crown.y) * mmPerPhotoPx, (chin.y - eyes.y) * mmPerPhotoPx);

  const width = output.width / scale;
  const height = output.height / scale;
  const eyesFromTopPx = (output.height - eyeLine * pxPerMm) / scale;
  return { left: eyes.x - width / 2, top: eyes.y - eyesFromTopPx, width, height, scale, headHeightMm: headMm, eyeLineFromBottomMm: eyeLine };
}

/** The crop's corners in the photo as it was taken (before levelling). */
export function cropCornersInPhoto(crop: IdPhotoCrop, m: FaceMeasurement): Point[] {
  const { angleDeg, centre } = rollCorrection(m);
  const right = crop.left + crop.width;
  const bottom = crop.top + crop.height;
  return [
    { x: crop.left, y: crop.top }, { x: right, y: crop.top }, { x: right, y: bottom }, { x: crop.left, y: bottom },
  ].map((corner) => turned(corner, centre, -angleDeg));
}

/** Whether the crop takes only the photo's own pixels (within `tolerancePx`, for rounding). */
export function cropInsidePhoto(crop: IdPhotoCrop, m: FaceMeasurement, tolerancePx: number): boolean {
  return cropCornersInPhoto(crop, m).every(
    (p) => p.x >= -tolerancePx && p.y >= -tolerancePx && p.x <= m.width + tolerancePx && p.y <= m.height + tolerancePx,
  );
}
