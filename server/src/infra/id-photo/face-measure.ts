// Measures the face of an ID photo on the calling thread (docs/id-photo-measuring.md): Human's face mesh,
// iris and emotion models on a working-size copy, the person segmentation for the crown and the
// background, and plain pixel statistics for sharpness and light. Answers in the photo's own pixels.
import { humanConfig, loadHuman } from '../photo/human-loader.js';
import type { FaceMeasurement, Point } from './id-photo.types.js';

/** Decoded photo pixels: interleaved RGB, upright. */
export type RgbPhoto = { rgb: Buffer; width: number; height: number };
/** The person's opacity (1 byte a pixel, 0..255), at any size with the photo's proportions. */
export type PersonAlpha = { data: Buffer; width: number; height: number };

export interface FaceMeasurer {
  /** The measurement of the most confident face, or null when no face is found. */
  measure(photo: RgbPhoto, personAlpha: PersonAlpha): Promise<FaceMeasurement | null>;
}

/** The analysis runs on a copy this long on its long side: the mesh sees a 192 px face crop whatever the photo's size. */
const WORKING_SIDE = 1024;
/** Detector and mesh confidence under which a face is not counted (Human's default is 0.2: too many hands and posters). */
const FACE_CONFIDENCE = 0.5;
const MAX_FACES = 5;
/** Sharpness and light are measured on the face box resampled to this square, so photo size does not change them. */
const FACE_SAMPLE_SIDE = 256;
/** Opacity (0..255) above which a matte pixel is the person (the crown), under which it is background. */
const PERSON_OPACITY = 128;
const BACKGROUND_OPACITY = 26;
const EMOTIONS = ['angry', 'disgust', 'fear', 'happy', 'sad', 'surprise', 'neutral'] as const;

// Mesh landmark indices (Human's facemeshcoords.ts; "photo-left" is the eye on the left of the picture, the
// person's right eye). With the iris model on, the mesh has 478 points: 468-472 the photo-right iris,
// 473-477 the photo-left one, each centre first.
const MESH = {
  forehead: 10, chin: 152, noseTip: 1, leftEdge: 234, rightEdge: 454,
  photoLeftEye: { outer: 33, inner: 133, upper: 159, lower: 145, iris: 473 },
  photoRightEye: { outer: 263, inner: 362, upper: 386, lower: 374, iris: 468 },
} as const;
const SILHOUETTE = [10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148,
  176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109];

type MeshPoint = [number, number, number?];
type EyeLandmarks = Record<'outer' | 'inner' | 'upper' | 'lower' | 'iris', number>;
interface HumanFace {
  score: number;
  mesh: MeshPoint[];
  emotion?: { score: number; emotion: string }[];
  rotation?: { angle: { pitch: number } } | null;
}
interface HumanInstance {
  tf: {
    tensor4d(data: Uint8Array, shape: [number, number, number, number], dtype: 'int32'): { dispose(): void };
    getBackend(): string | undefined;
    ready(): Promise<void>;
  };
  load(): Promise<void>;
  init(): Promise<void>;
  detect(input: unknown): Promise<{ face: HumanFace[]; error?: string | null }>;
}

/** Detector, mesh, iris and emotion, each run afresh on every photo (no frame-to-frame caching). */
function measurerConfig() {
  const fresh = { skipFrames: 0, skipTime: 0 };
  return humanConfig({
    // Rotation lets the mesh see a tilted head upright, so a tilt is measured rather than misread.
    detector: { enabled: true, modelPath: 'blazeface.json', rotation: true, maxDetected: MAX_FACES, minConfidence: FACE_CONFIDENCE, iouThreshold: 0.3, return: false, ...fresh },
    mesh: { enabled: true, modelPath: 'facemesh.json', keepInvalid: false },
    iris: { enabled: true, modelPath: 'iris.json', scale: 2.3 },
    emotion: { enabled: true, modelPath: 'emotion.json', minConfidence: 0, ...fresh },
  });
}

/** Interleaved RGB pixels. */
type Raster = { data: Uint8Array; width: number; height: number };
type Box = { x: number; y: number; width: number; height: number };

/** The source pixels a region covers along one axis, the output cell each falls in, and each cell's pixel count. */
function cellsAlong(start: number, length: number, cells: number, limit: number) {
  const first = Math.max(0, Math.floor(start));
  const last = Math.min(limit, Math.max(first + 1, Math.floor(start + length)));
  const cellOf = new Int32Array(last - first);
  const count = new Uint32Array(cells);
  for (let i = 0; i < cellOf.length; i += 1) {
    cellOf[i] = Math.min(cells - 1, Math.max(0, Math.floor(((first + i + 0.5 - start) * cells) / length)));
    count[cellOf[i]!]! += 1;
  }
  return { first, cellOf, count };
}

/** Shrinks an RGB raster by averaging the source pixels that fall in each output pixel: one sequential pass. */
function shrink(src: Raster, region: Box, outWidth: number, outHeight: number): Raster {
  const columns = cellsAlong(region.x, region.width, outWidth, src.width);
  const rows = cellsAlong(region.y, region.height, outHeight, src.height);
  const sums = new Float64Array(outWidth * outHeight * 3);
  const { data } = src;
  for (let r = 0; r < rows.cellOf.length; r += 1) {
    const outRow = rows.cellOf[r]! * outWidth;
    let i = ((rows.first + r) * src.width + columns.first) * 3;
    for (let k = 0; k < columns.cellOf.length; k += 1, i += 3) {
      const o = (outRow + columns.cellOf[k]!) * 3;
      sums[o]! += data[i]!;
      sums[o + 1]! += data[i + 1]!;
      sums[o + 2]! += data[i + 2]!;
    }
  }
  const out = new Uint8Array(sums.length);
  for (let j = 0; j < sums.length; j += 1) {
    const cell = Math.floor(j / 3);
    out[j] = Math.round(sums[j]! / Math.max(1, rows.count[Math.floor(cell / outWidth)]! * columns.count[cell % outWidth]!));
  }
  return { data: out, width: outWidth, height: outHeight };
}

/** Enlarges bilinearly. */
function enlarge(src: Raster, region: Box, outWidth: number, outHeight: number): Raster {
  const out = new Uint8Array(outWidth * outHeight * 3);
  const clamp = (value: number, limit: number) => Math.min(limit - 1, Math.max(0, value));
  for (let j = 0; j < out.length; j += 1) {
    const cell = Math.floor(j / 3);
    const sx = region.x + (((cell % outWidth) + 0.5) * region.width) / outWidth - 0.5;
    const sy = region.y + ((Math.floor(cell / outWidth) + 0.5) * region.height) / outHeight - 0.5;
    const [x0, y0] = [clamp(Math.floor(sx), src.width), clamp(Math.floor(sy), src.height)];
    const [x1, y1] = [clamp(x0 + 1, src.width), clamp(y0 + 1, src.height)];
    const [tx, ty] = [Math.min(1, Math.max(0, sx - x0)), Math.min(1, Math.max(0, sy - y0))];
    const p = (x: number, y: number) => src.data[(y * src.width + x) * 3 + (j % 3)]!;
    out[j] = Math.round((p(x0, y0) * (1 - tx) + p(x1, y0) * tx) * (1 - ty) + (p(x0, y1) * (1 - tx) + p(x1, y1) * tx) * ty);
  }
  return { data: out, width: outWidth, height: outHeight };
}

/**
 * A region of a raster resampled to `outWidth`×`outHeight`: averaged when shrinking (no aliasing to fake
 * sharpness), bilinear when enlarging (no blocks to fake it either).
 */
function resample(src: Raster, region: Box, outWidth: number, outHeight: number): Raster {
  const shrinking = region.width >= outWidth && region.height >= outHeight;
  return shrinking ? shrink(src, region, outWidth, outHeight) : enlarge(src, region, outWidth, outHeight);
}

const luma = (data: Uint8Array, i: number) => 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;

/** Variance of the 4-neighbour Laplacian of the luminance: edges make it large, blur makes it small. */
function laplacianVariance(grey: Float64Array, side: number): number {
  let sum = 0;
  let sumSquares = 0;
  for (let y = 1; y < side - 1; y += 1) {
    for (let x = 1; x < side - 1; x += 1) {
      const i = y * side + x;
      const value = grey[i - 1]! + grey[i + 1]! + grey[i - side]! + grey[i + side]! - 4 * grey[i]!;
      sum += value;
      sumSquares += value * value;
    }
  }
  const count = (side - 2) ** 2;
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}

function insidePolygon(point: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if ((a.y > point.y) !== (b.y > point.y) && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Sharpness over the face box, and the light of the face's photo-left half over its photo-right half: the
 * halves are split by the forehead-chin line and kept inside the face outline, so a tilted head or the
 * background beside the cheeks does not count.
 */
function faceSample(photo: Raster, box: Box, outline: Point[], midline: [Point, Point]) {
  const side = FACE_SAMPLE_SIDE;
  const sample = resample(photo, box, side, side);
  const grey = new Float64Array(side * side);
  const halves = { left: { sum: 0, count: 0 }, right: { sum: 0, count: 0 } };
  const [top, bottom] = midline;
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const value = luma(sample.data, (y * side + x) * 3);
      grey[y * side + x] = value;
      const at = { x: box.x + ((x + 0.5) * box.width) / side, y: box.y + ((y + 0.5) * box.height) / side };
      if (!insidePolygon(at, outline)) continue;
      // Which side of the line from forehead to chin (y grows downwards): positive is the photo's left.
      const cross = (bottom.x - top.x) * (at.y - top.y) - (bottom.y - top.y) * (at.x - top.x);
      const half = cross > 0 ? halves.left : halves.right;
      half.sum += value;
      half.count += 1;
    }
  }
  const [left, right] = [halves.left.sum / Math.max(1, halves.left.count), halves.right.sum / Math.max(1, halves.right.count)];
  return { sharpness: laplacianVariance(grey, side), lightingBalance: right > 0 ? left / right : 1 };
}

/** Mean colour and luminance spread of the working image where the matte says nobody is. */
function backgroundOf(working: Raster, alpha: PersonAlpha): FaceMeasurement['background'] {
  const sums = [0, 0, 0];
  let lumaSum = 0;
  let lumaSquares = 0;
  let count = 0;
  for (let y = 0; y < working.height; y += 1) {
    const ay = Math.min(alpha.height - 1, Math.floor(((y + 0.5) * alpha.height) / working.height));
    for (let x = 0; x < working.width; x += 1) {
      const ax = Math.min(alpha.width - 1, Math.floor(((x + 0.5) * alpha.width) / working.width));
      if (alpha.data[ay * alpha.width + ax]! >= BACKGROUND_OPACITY) continue;
      const i = (y * working.width + x) * 3;
      for (let c = 0; c < 3; c += 1) sums[c]! += working.data[i + c]!;
      const value = luma(working.data, i);
      lumaSum += value;
      lumaSquares += value * value;
      count += 1;
    }
  }
  if (count === 0) return { mean: [0, 0, 0], luminanceStdDev: 0 };
  const mean = sums.map((sum) => Math.round(sum / count)) as [number, number, number];
  const lumaMean = lumaSum / count;
  return { mean, luminanceStdDev: Math.sqrt(Math.max(0, lumaSquares / count - lumaMean * lumaMean)) };
}

/**
 * The top of the head: in each column of the face's span, climb from the eye line while the matte says
 * person; the highest point reached. Climbing (rather than taking the highest opaque pixel) ignores
 * anything above the head that does not touch it. Without a matte over the face, the mesh's forehead.
 */
function crownOf(alpha: PersonAlpha, photo: { width: number; height: number }, span: { left: number; right: number }, eyeY: number, forehead: Point): Point {
  const toAlphaX = alpha.width / photo.width;
  const toAlphaY = alpha.height / photo.height;
  const startY = Math.min(alpha.height - 1, Math.max(0, Math.round(eyeY * toAlphaY)));
  const from = Math.max(0, Math.floor(span.left * toAlphaX));
  const to = Math.min(alpha.width - 1, Math.ceil(span.right * toAlphaX));
  let best: { x: number; y: number } | undefined;
  for (let x = from; x <= to; x += 1) {
    if (alpha.data[startY * alpha.width + x]! < PERSON_OPACITY) continue;
    let y = startY;
    while (y > 0 && alpha.data[(y - 1) * alpha.width + x]! >= PERSON_OPACITY) y -= 1;
    if (!best || y < best.y) best = { x, y };
  }
  if (!best) return forehead;
  return { x: (best.x + 0.5) / toAlphaX, y: best.y / toAlphaY };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const degrees = (radians: number) => (radians * 180) / Math.PI;
/** How far along the unit vector from `from` to `to` the point lies, in pixels. */
const along = (point: Point, from: Point, to: Point) => ((point.x - from.x) * (to.x - from.x) + (point.y - from.y) * (to.y - from.y)) / distance(from, to);

/**
 * Yaw from where the nose tip falls between the face's edges, read against MediaPipe's canonical face
 * (canonical_face_model.obj): the nose tip (landmark 1) stands about 9.7 cm in front of the cheek edges
 * (234/454), which are 7.5 cm either side of the midline. Being symmetric, it needs no calibration at 0°.
 * Human's own yaw reads about half of this: it mixes the mesh's depth and width at different scales.
 * Positive: the face turned towards the photo's right.
 */
function yawOf(nose: Point, photoLeftEdge: Point, photoRightEdge: Point): number {
  const toLeft = along(nose, photoLeftEdge, photoRightEdge);
  const toRight = distance(photoLeftEdge, photoRightEdge) - toLeft;
  return degrees(Math.atan((toLeft - toRight) / (toLeft + toRight) / (9.7 / 7.5)));
}

function expressionOf(face: HumanFace): Record<string, number> {
  const scores: Record<string, number> = Object.fromEntries(EMOTIONS.map((name) => [name, 0]));
  for (const { emotion, score } of face.emotion ?? []) scores[emotion] = score;
  return scores;
}

/** Everything the mesh gives, in the photo's pixels (the mesh is in the working image's). */
function meshMeasures(face: HumanFace, scaleX: number, scaleY: number) {
  const at = (index: number): Point => {
    const point = face.mesh[index]!;
    return { x: point[0] * scaleX, y: point[1] * scaleY };
  };
  const hasIris = face.mesh.length >= 478;
  const eye = (landmarks: EyeLandmarks) => {
    const outer = at(landmarks.outer);
    const inner = at(landmarks.inner);
    const centre = hasIris ? at(landmarks.iris) : { x: (outer.x + inner.x) / 2, y: (outer.y + inner.y) / 2 };
    return { centre, openness: distance(at(landmarks.upper), at(landmarks.lower)) / distance(outer, inner) };
  };
  const left = eye(MESH.photoLeftEye);
  const right = eye(MESH.photoRightEye);
  const outline = SILHOUETTE.map(at);
  const xs = face.mesh.slice(0, 468).map((point) => point[0] * scaleX);
  const ys = face.mesh.slice(0, 468).map((point) => point[1] * scaleY);
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  return {
    leftEye: left.centre,
    rightEye: right.centre,
    eyeOpenness: { left: left.openness, right: right.openness },
    rollDeg: degrees(Math.atan2(right.centre.y - left.centre.y, right.centre.x - left.centre.x)),
    yawDeg: yawOf(at(MESH.noseTip), at(MESH.leftEdge), at(MESH.rightEdge)),
    // Human's pitch (positive: chin down). Like its yaw it reads small; no check uses it.
    pitchDeg: degrees(face.rotation?.angle.pitch ?? 0),
    chin: at(MESH.chin),
    forehead: at(MESH.forehead),
    outline,
    box,
  };
}

/**
 * TensorFlow.js drops the older of two backend starts at once. A model loaded alongside this one (the person
 * segmentation) gets a turn to start the thread's WASM backend, and Human waits for it.
 */
async function afterOtherBackendStarts(human: HumanInstance): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (human.tf.getBackend() === 'wasm') await human.tf.ready();
}

async function detectFaces(human: HumanInstance, working: Raster): Promise<HumanFace[]> {
  const tensor = human.tf.tensor4d(working.data, [1, working.height, working.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    if (result.error) throw new Error(`face measurement failed: ${result.error}`);
    return result.face.filter((face) => face.score >= FACE_CONFIDENCE && face.mesh.length >= 468);
  } finally {
    tensor.dispose();
  }
}

async function measureWith(human: HumanInstance, photo: RgbPhoto, alpha: PersonAlpha): Promise<FaceMeasurement | null> {
  const full: Raster = { data: photo.rgb, width: photo.width, height: photo.height };
  const scale = Math.min(1, WORKING_SIDE / Math.max(photo.width, photo.height));
  const working = scale < 1
    ? resample(full, { x: 0, y: 0, width: photo.width, height: photo.height }, Math.round(photo.width * scale), Math.round(photo.height * scale))
    : full;
  const faces = await detectFaces(human, working);
  if (faces.length === 0) return null;
  const face = faces.reduce((best, next) => (next.score > best.score ? next : best));
  const mesh = meshMeasures(face, photo.width / working.width, photo.height / working.height);
  const eyeY = (mesh.leftEye.y + mesh.rightEye.y) / 2;
  const span = { left: mesh.box.x, right: mesh.box.x + mesh.box.width };
  return {
    width: photo.width,
    height: photo.height,
    faceCount: faces.length,
    crown: crownOf(alpha, photo, span, eyeY, mesh.forehead),
    chin: mesh.chin,
    leftEye: mesh.leftEye,
    rightEye: mesh.rightEye,
    rollDeg: mesh.rollDeg,
    yawDeg: mesh.yawDeg,
    pitchDeg: mesh.pitchDeg,
    eyeOpenness: mesh.eyeOpenness,
    expression: expressionOf(face),
    ...faceSample(full, mesh.box, mesh.outline, [mesh.forehead, mesh.chin]),
    background: backgroundOf(working, alpha),
  };
}

/**
 * Loads Human's face models on this thread (a few seconds) and returns a measurer that reuses them. A
 * measurer that cannot load rejects: a photo must never pass because a check did not run.
 */
export async function loadFaceMeasurer(): Promise<FaceMeasurer> {
  const human = await loadHuman<HumanInstance>(measurerConfig(), afterOtherBackendStarts).catch((error: unknown) => {
    throw new Error(`The face measurer could not load: ${error instanceof Error ? error.message : String(error)}`);
  });
  // Human keeps per-call state: one photo at a time.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    measure(photo, personAlpha) {
      const run = queue.then(() => measureWith(human, photo, personAlpha));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
