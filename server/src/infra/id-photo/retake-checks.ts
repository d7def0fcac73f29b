// Whether a measured photo can make an ID photo, and if not, what the person should do
// (docs/id-photo-measuring.md). Each threshold was set from the fixtures in test/fixtures/id-photo/: the
// values quoted are what face-measure.ts read on them.
import type { FaceMeasurement, ReportLine, RetakeReason } from './id-photo.types.js';

/**
 * Lid gap over eye width under which an eye counts as closed. Open eyes read 0.33-0.48 on the fixtures and
 * 0.17 at the lowest on the source photos (a woman looking down); lowered lids read 0.09. No source photo
 * has closed eyes, so no fixture has to fail this one (the test feeds it a measured value).
 */
export const EYES_OPEN_MIN = 0.15;
/** Yaw beyond which the head is turned: the fixtures facing the camera read 17-21°, turned.jpg 30°. */
export const YAW_MAX_DEG = 25;
/** Roll beyond which the head is tilted (the crop levels smaller tilts): 0-5° on the level fixtures, 20° on tilted.jpg. */
export const ROLL_MAX_DEG = 8;
/**
 * The emotion model's smile score above which the face is not neutral: 0-0.32 on the neutral faces, 0.95 on
 * smiling.jpg, and 0.90 on a closed-mouth smile (the woman on the left of two-people.jpg).
 */
export const HAPPY_MAX = 0.5;
/** Its surprise score (an open mouth) above which the face is not neutral: under 0.05 on every fixture. */
export const SURPRISE_MAX = 0.5;
/**
 * Laplacian variance (face box at 256 px) under which the photo is blurry: 14-34 on the sharp fixtures, 6
 * on small-head.jpg (a small face enlarged is soft; it is refused for its size), 2.2 on blurred.jpg.
 */
export const SHARPNESS_MIN = 4;
/**
 * Darker half of the face over the lighter, under which the light is uneven: 0.72-0.88 on the fixtures'
 * own light (0.62 at the worst on the source photos), 0.45 with a shadow over one side (side-lit.jpg).
 */
export const LIGHT_BALANCE_MIN = 0.6;
/** Luminance spread (0..255) of the background over which it is busy: 0.1-6.3 on the plain fixtures, 43 on busy-background.jpg. */
export const BACKGROUND_STD_MAX = 20;
/** Head height (crown to chin) needed to print it 32-36 mm tall at 300 DPI (~400 px) without doubling it: good.jpg has 365 px, small-head.jpg 146. */
export const HEAD_MIN_PX = 200;
/**
 * ...and as a share of the photo's height: below it the analysis (1024 px) sees a face under ~100 px and
 * the mesh's eyes and angles lose their footing. good.jpg: 48%, small-head.jpg: 12%.
 */
export const HEAD_MIN_SHARE = 0.15;

interface Options {
  backgroundMustBePlain: boolean;
}

/** One check of a single face: its rule, and its line in the made photo's report where the crop does not report it. */
interface FaceCheck {
  rule: string;
  passes(m: FaceMeasurement, options: Options): boolean;
  message(m: FaceMeasurement): string;
  advice: string;
  report?: { name: string; measured(m: FaceMeasurement): string; required: string };
}

const headHeight = (m: FaceMeasurement) => Math.hypot(m.chin.x - m.crown.x, m.chin.y - m.crown.y);
const darkerOverLighter = (m: FaceMeasurement) => Math.min(m.lightingBalance, 1 / m.lightingBalance);
const score = (m: FaceMeasurement, emotion: string) => m.expression[emotion] ?? 0;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** In the order a person would fix them: framing first, then the face, then the picture. */
const FACE_CHECKS: FaceCheck[] = [
  {
    rule: 'head-size',
    passes: (m) => headHeight(m) >= HEAD_MIN_PX && headHeight(m) >= HEAD_MIN_SHARE * m.height,
    message: () => 'Your head is too small in the photo.',
    advice: 'Come closer to the camera, so your head and shoulders fill most of the picture.',
  },
  {
    rule: 'facing-camera',
    passes: (m) => Math.abs(m.yawDeg) <= YAW_MAX_DEG,
    message: () => 'Please face the camera.',
    advice: 'Turn your head so your nose points straight at the lens.',
    report: { name: 'Facing the camera', measured: (m) => `turned ${Math.abs(m.yawDeg).toFixed(0)}°`, required: `at most ${YAW_MAX_DEG}°` },
  },
  {
    rule: 'head-level',
    passes: (m) => Math.abs(m.rollDeg) <= ROLL_MAX_DEG,
    message: () => 'Your head is tilted.',
    advice: 'Hold your head level.',
  },
  {
    rule: 'eyes-open',
    passes: (m) => Math.min(m.eyeOpenness.left, m.eyeOpenness.right) >= EYES_OPEN_MIN,
    message: () => 'Your eyes look closed.',
    advice: 'Take the photo again with your eyes open, looking at the camera.',
    report: {
      name: 'Eyes open',
      measured: (m) => `lid gap ${percent(Math.min(m.eyeOpenness.left, m.eyeOpenness.right))} of the eye's width`,
      required: `at least ${percent(EYES_OPEN_MIN)}`,
    },
  },
  {
    rule: 'neutral-expression',
    passes: (m) => score(m, 'happy') <= HAPPY_MAX && score(m, 'surprise') <= SURPRISE_MAX,
    message: (m) => (score(m, 'happy') > HAPPY_MAX ? 'You seem to be smiling.' : 'Your mouth looks open.'),
    advice: 'Please keep a neutral expression, mouth closed.',
    report: { name: 'Expression', measured: (m) => `smile ${percent(score(m, 'happy'))}, surprise ${percent(score(m, 'surprise'))}`, required: 'neutral' },
  },
  {
    rule: 'sharp',
    passes: (m) => m.sharpness >= SHARPNESS_MIN,
    message: () => 'The photo is blurry.',
    advice: 'Hold the camera still, let it focus on your face, and check that the lens is clean.',
    report: { name: 'Sharpness', measured: (m) => m.sharpness.toFixed(1), required: `at least ${SHARPNESS_MIN}` },
  },
  {
    rule: 'even-light',
    passes: (m) => darkerOverLighter(m) >= LIGHT_BALANCE_MIN,
    message: () => 'One side of your face is much darker than the other.',
    advice: 'Face a window or a lamp, so the light falls evenly on both sides of your face.',
    report: { name: 'Even light', measured: (m) => `darker side ${percent(darkerOverLighter(m))} of the lighter`, required: `at least ${percent(LIGHT_BALANCE_MIN)}` },
  },
  {
    rule: 'background',
    passes: (m, options) => !options.backgroundMustBePlain || m.background.luminanceStdDev <= BACKGROUND_STD_MAX,
    message: () => 'The background is busy.',
    advice: 'Stand in front of a plain, light-coloured wall.',
  },
];

const NO_FACE: RetakeReason = {
  rule: 'one-face',
  message: 'We could not find a face.',
  advice: 'Take the photo facing the camera, with your whole face in the picture and nothing covering it.',
};

/**
 * Why the photo must be retaken; empty when it is usable. With no face or several, only that: the other
 * checks would describe a face that may not be the person's.
 */
export function retakeReasons(m: FaceMeasurement | null, options: Options): RetakeReason[] {
  if (!m || m.faceCount === 0) return [NO_FACE];
  if (m.faceCount > 1) {
    const found = m.faceCount === 2 ? 'Two faces found.' : `${m.faceCount} faces found.`;
    return [{ rule: 'one-face', message: found, advice: 'Take the photo with only you in it.' }];
  }
  return FACE_CHECKS.filter((check) => !check.passes(m, options)).map((check) => ({ rule: check.rule, message: check.message(m), advice: check.advice }));
}

/**
 * The face checks' lines of a made photo's report. Head size, tilt and background are reported by the crop
 * (id-photo-compose.ts), which knows what it made of them.
 */
export function checkReportLines(m: FaceMeasurement): ReportLine[] {
  const options = { backgroundMustBePlain: false };
  return FACE_CHECKS.flatMap((check) => (check.report
    ? [{ rule: check.report.name, measured: check.report.measured(m), required: check.report.required, ok: check.passes(m, options) }]
    : []));
}
