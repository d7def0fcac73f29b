import sharp from 'sharp';
import { mmToPx, PRINT_DPI } from './id-photo-crop.js';
import type { IdDocument, MadeSheet, SheetPaper } from './id-photo.types.js';

/**
 * Print sheets of an ID photo (docs/id-photo-making.md#print-sheets): each paper at 300 DPI, filled with upright
 * copies at the document's print size, with grey cut marks at every copy's corners.
 */

interface Paper {
  paper: SheetPaper;
  width: number;
  height: number;
  /** Kept clear at the paper's edges: photo labs print 4×6 in and 10×15 cm to the edge, home printers need ~5 mm on A4. */
  marginMm: number;
}

const PAPERS: readonly Paper[] = [
  { paper: '4x6in', width: 6 * PRINT_DPI, height: 4 * PRINT_DPI, marginMm: 2 },
  { paper: '10x15cm', width: mmToPx(150), height: mmToPx(100), marginMm: 2 },
  { paper: 'A4', width: mmToPx(210), height: mmToPx(297), marginMm: 5 },
];

/** Between copies: room for the scissors and the cut marks. */
const GAP_MM = 2;
/** The marks: this long, this far from the corner (so they never touch the photo), this thick. */
const MARK_LENGTH_PX = mmToPx(1.5);
const MARK_OFFSET_PX = 3;
const MARK_THICKNESS_PX = 2;
const MARK_COLOUR = '#9a9a9a';
const SHEET_QUALITY = 95;

/** How many copies of `photo` fit along `length`: n photos and n-1 gaps within the margins. */
const fitting = (length: number, margin: number, photo: number, gap: number): number =>
  Math.max(0, Math.floor((length - 2 * margin + gap) / (photo + gap)));

/** The copies' top-left corners on `paper`: a grid centred on the paper. */
function sheetLayout(paper: Paper, photo: { width: number; height: number }): Array<{ left: number; top: number }> {
  const gap = mmToPx(GAP_MM);
  const margin = mmToPx(paper.marginMm);
  const columns = fitting(paper.width, margin, photo.width, gap);
  const rows = fitting(paper.height, margin, photo.height, gap);
  const left = Math.floor((paper.width - (columns * photo.width + (columns - 1) * gap)) / 2);
  const top = Math.floor((paper.height - (rows * photo.height + (rows - 1) * gap)) / 2);
  const places: Array<{ left: number; top: number }> = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      places.push({ left: left + column * (photo.width + gap), top: top + row * (photo.height + gap) });
    }
  }
  return places;
}

/** Two short lines pointing away from each corner of each copy, along its edges, as SVG rectangles. */
function cutMarks(places: Array<{ left: number; top: number }>, photo: { width: number; height: number }): string {
  const rects: string[] = [];
  const rect = (x: number, y: number, width: number, height: number) => rects.push(`<rect x="${x}" y="${y}" width="${width}" height="${height}"/>`);
  const reach = MARK_OFFSET_PX + MARK_LENGTH_PX;
  const half = MARK_THICKNESS_PX / 2;
  for (const { left, top } of places) {
    for (const x of [left, left + photo.width]) {
      for (const y of [top, top + photo.height]) {
        const outwardX = x === left ? -1 : 1;
        const outwardY = y === top ? -1 : 1;
        rect(outwardX < 0 ? x - reach : x + MARK_OFFSET_PX, y - half, MARK_LENGTH_PX, MARK_THICKNESS_PX);
        rect(x - half, outwardY < 0 ? y - reach : y + MARK_OFFSET_PX, MARK_THICKNESS_PX, MARK_LENGTH_PX);
      }
    }
  }
  return rects.join('');
}

async function sheet(paper: Paper, copy: Buffer, size: { width: number; height: number }): Promise<MadeSheet> {
  const places = sheetLayout(paper, size);
  const marks = `<svg xmlns="http://www.w3.org/2000/svg" width="${paper.width}" height="${paper.height}">`
    + `<g fill="${MARK_COLOUR}" shape-rendering="crispEdges">${cutMarks(places, size)}</g></svg>`;
  const jpeg = await sharp({ create: { width: paper.width, height: paper.height, channels: 3, background: '#ffffff' } })
    .composite([{ input: Buffer.from(marks), left: 0, top: 0 }, ...places.map((place) => ({ input: copy, raw: { ...size, channels: 3 as const }, ...place }))])
    .jpeg({ quality: SHEET_QUALITY, chromaSubsampling: '4:4:4' })
    .withDensity(PRINT_DPI)
    .toBuffer();
  return { paper: paper.paper, jpeg, width: paper.width, height: paper.height, copies: places.length };
}

/**
 * One sheet per paper (4×6 in, 10×15 cm landscape; A4 portrait), each with as many copies of `photo` at the
 * document's print size (not its digital pixel size) as fit.
 */
export async function printSheets(photo: { jpeg: Buffer; width: number; height: number }, document: IdDocument): Promise<MadeSheet[]> {
  const size = { width: mmToPx(document.printWidthMm), height: mmToPx(document.printHeightMm) };
  const copy = await sharp(photo.jpeg).removeAlpha().resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  // One after the other: each sheet is a full page of pixels, and two cores are shared with the requests.
  const sheets: MadeSheet[] = [];
  for (const paper of PAPERS) sheets.push(await sheet(paper, copy, size));
  return sheets;
}
