// Where the person is in a matte: enough for a caller to frame a head-and-shoulders crop without a face
// model of its own (the mock preview engine's headshot). Pure arithmetic on the opacity bytes.
import type { PersonOutline } from './backdrop.types.js';

/** A pixel counts as the person from this opacity on (half transparent). */
const SOLID = 128;
/** Rows with fewer person pixels than this share of the width are noise (a strand of hair), not the person. */
const MIN_ROW_SHARE = 0.01;
/** A head is about 1.3 times as tall as it is wide: past this many widths below its top the shoulders begin. */
const HEAD_HEIGHT_PER_WIDTH = 1.1;

/** Each row's person pixels: how many, and the leftmost and rightmost. */
function rowSpans(matte: Uint8Array, width: number, height: number) {
  const spans: Array<{ count: number; left: number; right: number }> = [];
  for (let y = 0; y < height; y += 1) {
    let left = -1;
    let right = -1;
    let count = 0;
    for (let x = 0; x < width; x += 1) {
      if (matte[y * width + x]! < SOLID) continue;
      if (left < 0) left = x;
      right = x;
      count += 1;
    }
    spans.push({ count, left, right });
  }
  return spans;
}

/**
 * The person's first and last rows, and the head: its widest span and that span's centre over the rows
 * from the top down to about the chin (HEAD_HEIGHT_PER_WIDTH widths of the widest span so far). Null when
 * the matte holds no person.
 */
export function outlineOf(matte: Uint8Array, width: number, height: number): PersonOutline | null {
  const minRun = Math.max(1, Math.round(width * MIN_ROW_SHARE));
  const spans = rowSpans(matte, width, height);
  const top = spans.findIndex((span) => span.count >= minRun);
  if (top < 0) return null;
  let bottom = top;
  for (let y = height - 1; y > top; y -= 1) {
    if (spans[y]!.count >= minRun) {
      bottom = y;
      break;
    }
  }
  let headWidth = 0;
  let centreSum = 0;
  let rows = 0;
  for (let y = top; y <= bottom; y += 1) {
    const span = spans[y]!;
    if (span.count < minRun) break; // the head ended above the chin line: a matte of a head alone
    if (headWidth > 0 && y - top > HEAD_HEIGHT_PER_WIDTH * headWidth) break;
    headWidth = Math.max(headWidth, span.right - span.left + 1);
    centreSum += (span.left + span.right) / 2;
    rows += 1;
  }
  return { top, bottom, headWidth, headCentreX: centreSum / rows };
}
