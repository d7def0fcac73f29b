// @test-databases pglite
// The ID photo's pixel work (docs/id-photo-making.md) on drawn photos whose head, eyes and background have
// colours of their own, so crown, chin and eye line are found again in the made file by colour alone: the crop
// (head height, eye line), the background, the export (pixels, DPI, file size) and the print sheets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { composeIdPhoto, IdPhotoCropError, IdPhotoFileSizeError } from '../src/infra/id-photo/id-photo-compose.js';
import type { FaceMeasurement, IdDocument, Point } from '../src/infra/id-photo/id-photo.types.js';
import { printSheets } from '../src/infra/id-photo/print-sheets.js';

type Rgb = [number, number, number];
const SKIN: Rgb = [208, 144, 112];
const EYE: Rgb = [26, 106, 42];
const NECK = '#8a5a40';
const CLOTHES = '#2a3550';
const WALL: Rgb = [122, 154, 176];
const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
/** A drawn colour after resampling and JPEG: anything nearer than this (sum over channels) is it. */
const COLOUR_TOLERANCE = 40;
/** A row holds a colour when this many of its pixels have it: an antialiased edge between two other colours can pass for it in one or two. */
const PIXELS_IN_A_ROW = 4;
/** A flat area survives JPEG at 95 within a few levels. */
const FLAT_TOLERANCE = 6;
/** The edge rows found by colour may be a pixel off each way: 2 px at ~12 px/mm. */
const MM_TOLERANCE = 0.25;

const source = { authority: 'Test', title: 'Test rule', url: 'https://example.com/rule' };
const US_PASSPORT: IdDocument = {
  id: 'us-passport', country: 'United States', countryCode: 'US', name: 'Passport', printWidthMm: 51, printHeightMm: 51,
  headHeightMm: { min: 25, max: 35 }, eyeLineFromBottomMm: { min: 28, max: 35 },
  background: { colours: ['#ffffff'], label: 'plain white or off-white', replaceAllowed: true },
  digital: { widthPx: 600, heightPx: 600, maxBytes: 240_000, minBytes: null }, source, notes: [],
};
const UK_PASSPORT: IdDocument = {
  id: 'uk-passport', country: 'United Kingdom', countryCode: 'GB', name: 'Passport', printWidthMm: 35, printHeightMm: 45,
  headHeightMm: { min: 29, max: 34 }, eyeLineFromBottomMm: null,
  background: { colours: ['#e6e6e6'], label: 'plain cream or light grey', replaceAllowed: false },
  digital: null, source, notes: [],
};
const SCHENGEN_VISA: IdDocument = {
  id: 'schengen-visa', country: 'Schengen area', countryCode: 'EU', name: 'Visa', printWidthMm: 35, printHeightMm: 45,
  headHeightMm: { min: 32, max: 36 }, eyeLineFromBottomMm: null,
  background: { colours: ['#f0f0f0'], label: 'light grey', replaceAllowed: true },
  digital: null, source, notes: [],
};

// ---- drawn photos -----------------------------------------------------------------------------------

interface Scene {
  width: number;
  height: number;
  /** The upright head: its axis at x = centreX, crown and chin rows, eye row; the whole person turned by rollDeg (clockwise) about the eyes' midpoint. */
  centreX: number;
  crownY: number;
  chinY: number;
  eyeY: number;
  rollDeg: number;
  /** A noisy wall instead of a flat one (for file sizes). */
  noisy?: boolean;
}

const PORTRAIT: Scene = { width: 1200, height: 1600, centreX: 600, crownY: 420, chinY: 860, eyeY: 630, rollDeg: 0 };

/** The person's shapes; `fill` paints them all one colour (the opacity mask). */
function personSvg(s: Scene, fill?: string): string {
  const headRy = (s.chinY - s.crownY) / 2;
  const headRx = headRy * 0.72;
  const shapes = [
    `<rect x="${s.centreX - 70}" y="${s.eyeY}" width="140" height="${s.chinY - s.eyeY + 200}" fill="${fill ?? NECK}"/>`,
    `<rect x="${s.centreX - 480}" y="${s.chinY + 160}" width="960" height="${s.height}" rx="120" fill="${fill ?? CLOTHES}"/>`,
    `<ellipse cx="${s.centreX}" cy="${(s.crownY + s.chinY) / 2}" rx="${headRx}" ry="${headRy}" fill="${fill ?? hex(SKIN)}"/>`,
    ...[-1, 1].map((side) => `<circle cx="${s.centreX + side * 62}" cy="${s.eyeY}" r="13" fill="${fill ?? hex(EYE)}"/>`),
  ];
  return `<g transform="rotate(${s.rollDeg} ${s.centreX} ${s.eyeY})">${shapes.join('')}</g>`;
}

const svg = (s: Scene, body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}">${body}</svg>`);

async function photoOf(s: Scene): Promise<Buffer> {
  const wall = s.noisy
    ? sharp({ create: { width: s.width, height: s.height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 150, sigma: 40 } } })
    : sharp({ create: { width: s.width, height: s.height, channels: 3, background: hex(WALL) } });
  const wallPng = await wall.png().toBuffer();
  return sharp(wallPng).composite([{ input: svg(s, personSvg(s)) }]).png().toBuffer();
}

async function personAlphaOf(s: Scene): Promise<{ data: Buffer; width: number; height: number }> {
  const mask = svg(s, `<rect width="${s.width}" height="${s.height}" fill="#000"/>${personSvg(s, '#fff')}`);
  const data = await sharp(mask).removeAlpha().extractChannel(0).raw().toBuffer();
  return { data, width: s.width, height: s.height };
}

/** `p` turned clockwise by `deg` about `c` (y down), as SVG's rotate() draws it. */
function turn(p: Point, c: Point, deg: number): Point {
  const a = (deg * Math.PI) / 180;
  return { x: c.x + (p.x - c.x) * Math.cos(a) - (p.y - c.y) * Math.sin(a), y: c.y + (p.x - c.x) * Math.sin(a) + (p.y - c.y) * Math.cos(a) };
}

/** What the face analysis would say of the drawn photo. */
function measurementOf(s: Scene): FaceMeasurement {
  const eyes = { x: s.centreX, y: s.eyeY };
  const at = (x: number, y: number) => turn({ x, y }, eyes, s.rollDeg);
  return {
    width: s.width, height: s.height, faceCount: 1,
    crown: at(s.centreX, s.crownY), chin: at(s.centreX, s.chinY), leftEye: at(s.centreX - 62, s.eyeY), rightEye: at(s.centreX + 62, s.eyeY),
    rollDeg: s.rollDeg, yawDeg: 0, pitchDeg: 0, eyeOpenness: { left: 0.3, right: 0.3 }, expression: { neutral: 0.95 },
    sharpness: 500, lightingBalance: 1, background: { mean: WALL, luminanceStdDev: s.noisy ? 40 : 0 },
  };
}

async function compose(s: Scene, document: IdDocument, options: { withAlpha?: boolean } = {}) {
  return composeIdPhoto({
    photo: await photoOf(s), personAlpha: options.withAlpha === false ? null : await personAlphaOf(s), measurement: measurementOf(s), document,
  });
}

// ---- reading the made files -------------------------------------------------------------------------

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixelsOf(jpeg: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const colourAt = (image: Pixels, x: number, y: number): Rgb => {
  const i = (y * image.width + x) * 3;
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
};
const distance = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
const isColour = (image: Pixels, x: number, y: number, colour: Rgb) => distance(colourAt(image, x, y), colour) < COLOUR_TOLERANCE;

/** The first and last rows holding `colour` (and the columns it spans), within columns [fromX, toX). */
function extent(image: Pixels, colour: Rgb, fromX = 0, toX = image.width) {
  let top = Infinity;
  let bottom = -Infinity;
  let left = Infinity;
  let right = -Infinity;
  for (let y = 0; y < image.height; y += 1) {
    const xs: number[] = [];
    for (let x = fromX; x < toX; x += 1) if (isColour(image, x, y, colour)) xs.push(x);
    if (xs.length < PIXELS_IN_A_ROW) continue;
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, xs[0]!);
    right = Math.max(right, xs.at(-1)!);
  }
  return { top, bottom, left, right };
}

/** The printed geometry read back: head height and eye line (mm), the eyes' rows on each side and their centre column (px). */
function geometryOf(image: Pixels, document: IdDocument) {
  const pxPerMm = image.height / document.printHeightMm;
  const head = extent(image, SKIN);
  const eyes = extent(image, EYE);
  const leftEye = extent(image, EYE, 0, Math.floor(image.width / 2));
  const rightEye = extent(image, EYE, Math.floor(image.width / 2));
  const eyeRow = (eyes.top + eyes.bottom + 1) / 2;
  return {
    headHeightMm: (head.bottom - head.top + 1) / pxPerMm,
    eyeLineFromBottomMm: (image.height - eyeRow) / pxPerMm,
    eyesCentreX: (eyes.left + eyes.right + 1) / 2,
    eyeRowsLeft: (leftEye.top + leftEye.bottom) / 2,
    eyeRowsRight: (rightEye.top + rightEye.bottom) / 2,
  };
}

const middle = (range: { min: number; max: number }) => (range.min + range.max) / 2;
const printPx = (mm: number) => Math.round((mm / 25.4) * 300);

function assertNear(actual: number, expected: number, tolerance: number, what: string) {
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual.toFixed(2)}, expected ${expected.toFixed(2)} ± ${tolerance}`);
}

function assertColour(actual: Rgb, expected: Rgb, tolerance: number, what: string) {
  for (let c = 0; c < 3; c += 1) assert.ok(Math.abs(actual[c]! - expected[c]!) <= tolerance, `${what}: ${actual.join(',')}, expected ${expected.join(',')}`);
}

const corners = (image: Pixels): Array<[number, number]> => [[2, 2], [image.width - 3, 2], [2, image.height - 3], [image.width - 3, image.height - 3]];

// ---- the tests ------------------------------------------------------------------------------------

describe('ID photo: crop, background and export', () => {
  it('US passport: 600 × 600 px, the head and the eye line at the middles of their ranges, white background, under 240 kB', async () => {
    const made = await compose(PORTRAIT, US_PASSPORT);
    const image = await pixelsOf(made.jpeg);
    assert.deepEqual([made.width, made.height, image.width, image.height], [600, 600, 600, 600]);

    const geometry = geometryOf(image, US_PASSPORT);
    assertNear(geometry.headHeightMm, middle(US_PASSPORT.headHeightMm), MM_TOLERANCE, 'head height (mm)');
    assertNear(geometry.eyeLineFromBottomMm, middle(US_PASSPORT.eyeLineFromBottomMm!), MM_TOLERANCE, 'eye line from the bottom (mm)');
    assertNear(geometry.eyesCentreX, 300, 1.5, "the eyes' midpoint column");

    // The shoulders fill the bottom corners of a 51 mm square.
    for (const [x, y] of corners(image).slice(0, 2)) assertColour(colourAt(image, x, y), [255, 255, 255], FLAT_TOLERANCE, `corner ${x},${y}`);
    const cheek = colourAt(image, 300 - 40, Math.round(600 - (geometry.eyeLineFromBottomMm - 4) * (600 / 51)));
    assertColour(cheek, SKIN, FLAT_TOLERANCE, "the person's opaque pixels as they were");

    assert.ok(made.jpeg.length <= US_PASSPORT.digital!.maxBytes!, `${made.jpeg.length} bytes`);
    const metadata = await sharp(made.jpeg).metadata();
    assert.equal(metadata.format, 'jpeg');
    assert.equal(metadata.chromaSubsampling, '4:4:4');
    assert.equal(metadata.density, Math.round(600 / (51 / 25.4)), 'the density that prints 600 px at 51 mm');

    const line = (rule: string) => made.report.find((l) => l.rule === rule);
    assert.deepEqual(line('Head height'), { rule: 'Head height', measured: '30.0 mm', required: '25–35 mm', ok: true });
    assert.deepEqual(line('Eye line from the bottom'), { rule: 'Eye line from the bottom', measured: '31.5 mm', required: '28–35 mm', ok: true });
    assert.equal(line('File size')?.required, 'at most 240 kB');
    assert.equal(line('File size')?.measured, `${Math.ceil(made.jpeg.length / 1000)} kB`);
    assert.equal(line('Background')?.measured, 'replaced with plain white or off-white');
    assert.deepEqual(made.report.map((l) => l.rule), ['Photo size', 'Head height', 'Eye line from the bottom', 'File size', 'Background', 'Head tilt']);
    assert.ok(made.report.every((l) => l.ok));
  });

  it('levels a tilted head about the eyes: both eyes on one row, the head height still in range', async () => {
    const tilted = { ...PORTRAIT, rollDeg: 6 };
    const made = await compose(tilted, US_PASSPORT);
    const geometry = geometryOf(await pixelsOf(made.jpeg), US_PASSPORT);
    assertNear(geometry.eyeRowsLeft, geometry.eyeRowsRight, 1, "the two eyes' rows");
    assertNear(geometry.eyesCentreX, 300, 1.5, "the eyes' midpoint column");
    assertNear(geometry.headHeightMm, middle(US_PASSPORT.headHeightMm), MM_TOLERANCE, 'head height (mm)');
    assertNear(geometry.eyeLineFromBottomMm, middle(US_PASSPORT.eyeLineFromBottomMm!), MM_TOLERANCE, 'eye line (mm)');
    assert.equal(made.report.find((l) => l.rule === 'Head tilt')?.measured, '6.0°, levelled to 0°');

    const kept = await pixelsOf((await compose(tilted, UK_PASSPORT)).jpeg);
    const keptGeometry = geometryOf(kept, UK_PASSPORT);
    assertNear(keptGeometry.eyeRowsLeft, keptGeometry.eyeRowsRight, 1, "the two eyes' rows, background kept");
    assertNear(keptGeometry.headHeightMm, middle(UK_PASSPORT.headHeightMm), MM_TOLERANCE, 'head height (mm), background kept');
    for (const [x, y] of corners(kept)) assertColour(colourAt(kept, x, y), WALL, FLAT_TOLERANCE, `corner ${x},${y}: no filled-in corner`);
  });

  it('UK passport: 35 × 45 mm at 300 DPI (413 × 531 px), head 29–34 mm, the background kept as taken', async () => {
    const made = await compose(PORTRAIT, UK_PASSPORT);
    const image = await pixelsOf(made.jpeg);
    assert.deepEqual([made.width, made.height, image.width, image.height], [printPx(35), printPx(45), 413, 531]);
    assert.equal((await sharp(made.jpeg).metadata()).density, 300);

    const geometry = geometryOf(image, UK_PASSPORT);
    assertNear(geometry.headHeightMm, middle(UK_PASSPORT.headHeightMm), MM_TOLERANCE, 'head height (mm)');
    assert.ok(geometry.headHeightMm >= 29 && geometry.headHeightMm <= 34);
    // No eye-line rule: the crown sits 40 % of the spare height below the top.
    const crownFromTopMm = extent(image, SKIN).top / (531 / 45);
    assertNear(crownFromTopMm, (45 - middle(UK_PASSPORT.headHeightMm)) * 0.4, MM_TOLERANCE, 'room above the crown (mm)');
    for (const [x, y] of corners(image)) assertColour(colourAt(image, x, y), WALL, FLAT_TOLERANCE, `corner ${x},${y}: the wall as taken`);

    assert.equal(made.report.find((l) => l.rule === 'Eye line from the bottom'), undefined);
    assert.equal(made.report.find((l) => l.rule === 'Background')?.measured, 'kept as taken');
    assert.equal(made.report.find((l) => l.rule === 'File size')?.required, 'no limit');
  });

  it('Schengen visa: 35 × 45 mm at 300 DPI, head 32–36 mm, light grey background', async () => {
    const made = await compose(PORTRAIT, SCHENGEN_VISA);
    const image = await pixelsOf(made.jpeg);
    assert.deepEqual([image.width, image.height], [413, 531]);
    assert.equal((await sharp(made.jpeg).metadata()).density, 300);
    const geometry = geometryOf(image, SCHENGEN_VISA);
    assertNear(geometry.headHeightMm, middle(SCHENGEN_VISA.headHeightMm), MM_TOLERANCE, 'head height (mm)');
    assert.ok(geometry.headHeightMm >= 32 && geometry.headHeightMm <= 36);
    for (const [x, y] of corners(image)) assertColour(colourAt(image, x, y), [240, 240, 240], FLAT_TOLERANCE, `corner ${x},${y}`);
  });

  it('keeps the background where the rule allows replacing it but no person mask is given', async () => {
    const image = await pixelsOf((await compose(PORTRAIT, SCHENGEN_VISA, { withAlpha: false })).jpeg);
    for (const [x, y] of corners(image)) assertColour(colourAt(image, x, y), WALL, FLAT_TOLERANCE, `corner ${x},${y}`);
  });

  describe('a head near the top edge of the photo', () => {
    const nearTop: Scene = { ...PORTRAIT, crownY: 20, eyeY: 230, chinY: 460 };

    it('is a retake where the background must be kept: the crop would need pixels above the photo', async () => {
      await assert.rejects(compose(nearTop, UK_PASSPORT), (error: unknown) => {
        assert.ok(error instanceof IdPhotoCropError);
        assert.equal(error.message, 'Your head is too close to the edge of the photo.');
        return true;
      });
    });

    it('is filled with the background colour where it is replaced', async () => {
      const made = await compose(nearTop, SCHENGEN_VISA);
      const image = await pixelsOf(made.jpeg);
      assertNear(geometryOf(image, SCHENGEN_VISA).headHeightMm, middle(SCHENGEN_VISA.headHeightMm), MM_TOLERANCE, 'head height (mm)');
      for (let x = 0; x < image.width; x += 40) assertColour(colourAt(image, x, 1), [240, 240, 240], FLAT_TOLERANCE, `top row at ${x}`);
    });
  });

  describe('file size', () => {
    const noisy: Scene = { ...PORTRAIT, noisy: true };
    const portal = (limits: { minBytes: number | null; maxBytes: number | null }): IdDocument => ({
      ...UK_PASSPORT, id: 'test-portal', digital: { widthPx: 600, heightPx: 771, ...limits },
    });

    it('lowers the quality until the file fits, and says so in the report', async () => {
      const free = await compose(noisy, portal({ minBytes: null, maxBytes: null }));
      // Written as id-documents.ts writes a published "N KB" maximum: N × 1,000 bytes.
      const maxBytes = Math.floor((free.jpeg.length * 0.6) / 1000) * 1000;
      const made = await compose(noisy, portal({ minBytes: null, maxBytes }));
      assert.ok(made.jpeg.length <= maxBytes, `${made.jpeg.length} bytes, limit ${maxBytes}`);
      assert.ok(made.jpeg.length > maxBytes * 0.8, `${made.jpeg.length} bytes: the highest quality that fits, not the lowest`);
      assert.deepEqual([made.width, made.height], [600, 771]);
      assert.equal(made.report.find((l) => l.rule === 'File size')?.required, `at most ${maxBytes / 1000} kB`);
    });

    it('raises the quality above 95 for a portal that refuses light files', async () => {
      const free = await compose(noisy, portal({ minBytes: null, maxBytes: null }));
      // A published "N KB" minimum: N × 1,024 bytes.
      const minBytes = Math.ceil((free.jpeg.length * 1.1) / 1024) * 1024;
      const made = await compose(noisy, portal({ minBytes, maxBytes: null }));
      assert.ok(made.jpeg.length >= minBytes, `${made.jpeg.length} bytes, at least ${minBytes}`);
      assert.equal(made.report.find((l) => l.rule === 'File size')?.required, `at least ${minBytes / 1024} kB`);
    });

    it('refuses rather than going below quality 70', async () => {
      await assert.rejects(compose(noisy, portal({ minBytes: null, maxBytes: 2_000 })), IdPhotoFileSizeError);
    });
  });
});

// ---- print sheets ---------------------------------------------------------------------------------

/** Heads crossed along a line: runs of at least `min` head pixels (skin, or the eyes in it), bridging the eyes' blended edges (heads of two copies are hundreds of pixels apart). */
function headRuns(image: Pixels, line: Array<[number, number]>, min = 5, bridged = 40): number {
  let count = 0;
  let length = 0;
  let misses = bridged;
  for (const [x, y] of line) {
    if (!isColour(image, x, y, SKIN) && !isColour(image, x, y, EYE)) {
      misses += 1;
      continue;
    }
    length = misses >= bridged ? 1 : length + 1;
    misses = 0;
    if (length === min) count += 1;
  }
  return count;
}

/** The copies on a sheet, counted by the heads: the most heads on one row times the most on one column. */
function headsOn(image: Pixels): number {
  let columns = 0;
  let rows = 0;
  for (let y = 0; y < image.height; y += 4) columns = Math.max(columns, headRuns(image, Array.from({ length: image.width }, (_, x) => [x, y])));
  for (let x = 0; x < image.width; x += 4) rows = Math.max(rows, headRuns(image, Array.from({ length: image.height }, (_, y) => [x, y])));
  return columns * rows;
}

describe('print sheets', () => {
  const PAPERS = [
    { paper: '4x6in', width: 1800, height: 1200, marginMm: 2 },
    { paper: '10x15cm', width: 1772, height: 1181, marginMm: 2 },
    { paper: 'A4', width: 2480, height: 3508, marginMm: 5 },
  ] as const;
  const GAP = printPx(2);
  /** n copies and n - 1 gaps of 2 mm between margins (2 mm on the photo papers, 5 mm on A4). */
  const fit = (length: number, marginMm: number, photo: number) => Math.floor((length - 2 * printPx(marginMm) + GAP) / (photo + GAP));

  for (const { document, expected } of [
    { document: US_PASSPORT, expected: { '4x6in': 2, '10x15cm': 2, A4: 15 } },
    { document: UK_PASSPORT, expected: { '4x6in': 8, '10x15cm': 8, A4: 30 } },
  ]) {
    it(`${document.printWidthMm} × ${document.printHeightMm} mm: each paper's pixels, 300 DPI, as many copies as fit at the print size`, async () => {
      const made = await compose(PORTRAIT, document);
      const sheets = await printSheets(made, document);
      const photo = { width: printPx(document.printWidthMm), height: printPx(document.printHeightMm) };
      assert.deepEqual(sheets.map((s) => s.paper), PAPERS.map((p) => p.paper));
      for (const paper of PAPERS) {
        const sheet = sheets.find((s) => s.paper === paper.paper)!;
        const copies = fit(paper.width, paper.marginMm, photo.width) * fit(paper.height, paper.marginMm, photo.height);
        assert.equal(copies, expected[paper.paper], `${paper.paper}: the geometry`);
        assert.equal(sheet.copies, copies, `${paper.paper}: copies`);
        const image = await pixelsOf(sheet.jpeg);
        assert.deepEqual([sheet.width, sheet.height, image.width, image.height], [paper.width, paper.height, paper.width, paper.height]);
        assert.equal((await sharp(sheet.jpeg).metadata()).density, 300);
        assert.equal(headsOn(image), copies, `${paper.paper}: heads counted on the sheet`);
      }
    });
  }

  it('places each copy at its print size with grey cut marks just outside its corners', async () => {
    const made = await compose(PORTRAIT, UK_PASSPORT);
    const [sheet] = await printSheets(made, UK_PASSPORT);
    const image = await pixelsOf(sheet!.jpeg);
    // The kept wall shows each copy's edges: the first copy's box.
    const firstRow = extent(image, WALL, 0, printPx(35) + 60);
    assertNear(firstRow.right - firstRow.left + 1, printPx(35), 2, 'a copy is 35 mm wide at 300 DPI');
    const grey: Rgb = [154, 154, 154];
    assertColour(colourAt(image, firstRow.left - 8, firstRow.top), grey, 20, 'the mark left of the top-left corner');
    assertColour(colourAt(image, firstRow.left, firstRow.top - 8), grey, 20, 'the mark above the top-left corner');
    assertColour(colourAt(image, firstRow.left - 8, firstRow.top + 40), [255, 255, 255], 8, 'paper between the marks');
  });
});
