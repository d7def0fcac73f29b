import sharp, { type OutputInfo } from 'sharp';
import { MAX_PHOTO_PIXELS } from '../photo/photo-normaliser.js';
import { loadBackdropEngine } from '../segmentation/backdrop-engine.js';
import { BackdropPhotoError } from '../segmentation/backdrop.types.js';
import { loadFaceMeasurer } from './face-measure.js';
import { composeIdPhoto, IdPhotoCropError, IdPhotoFileSizeError } from './id-photo-compose.js';
import type { IdDocument, MadeIdPhoto, RetakeReason } from './id-photo.types.js';
import { printSheets } from './print-sheets.js';
import { checkReportLines, retakeReasons } from './retake-checks.js';

export type IdPhotoModels = Awaited<ReturnType<typeof loadIdPhotoModels>>;

/** The person segmentation (the backdrop's) and the face models (mesh, iris, emotion), loaded once per thread. */
export async function loadIdPhotoModels() {
  const [segmenter, measurer] = await Promise.all([loadBackdropEngine(), loadFaceMeasurer()]);
  return { segmenter, measurer };
}

/** How far (0..255, the largest channel's difference) a kept background may be from an allowed colour: a wall in real light is never exact. */
const BACKGROUND_COLOUR_TOLERANCE = 40;

/** A kept background is near one of the document's colours. */
function allowedBackground(mean: readonly number[], colours: readonly string[]): boolean {
  return colours.some((colour) => [1, 3, 5].every((at, c) => Math.abs(Number.parseInt(colour.slice(at, at + 2), 16) - mean[c]!) <= BACKGROUND_COLOUR_TOLERANCE));
}

const retake = (rule: string, message: string, advice: string): { retake: RetakeReason[] } => ({ retake: [{ rule, message, advice }] });

/**
 * One ID photo, in the calling thread (the worker's, id-photo.worker.ts): the photo as displayed is cut out
 * (the person's matte: the crown, and the background to replace), measured (face-measure.ts), checked
 * (retake-checks.ts), then cropped, exported and laid out on sheets (id-photo-compose.ts, print-sheets.ts).
 * A photo the rules refuse answers its retake reasons; only an engine failure throws.
 */
export async function makeIdPhoto(
  models: IdPhotoModels, photo: Buffer, document: IdDocument, progress: () => void = () => undefined,
): Promise<{ made: MadeIdPhoto } | { retake: RetakeReason[] }> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch {
    return retake('readable', 'We could not read this photo.', 'Upload a JPEG, PNG or WebP photo, or take one with the camera.');
  }
  const { width, height } = upright.info;
  let cut;
  try {
    cut = await models.segmenter.cutOut(photo, { maxSide: Math.max(width, height) });
  } catch (error) {
    if (!(error instanceof BackdropPhotoError)) throw error;
    return retake('one-face', 'We could not find a person in this photo.', 'Take a photo of your head and shoulders, facing the camera.');
  }
  progress();
  const alpha = Buffer.alloc(width * height);
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = cut.rgba[i * 4 + 3]!;
  const personAlpha = { data: alpha, width, height };
  const measurement = await models.measurer.measure({ rgb: upright.data, width, height }, personAlpha);
  progress();
  const reasons = retakeReasons(measurement, { backgroundMustBePlain: !document.background.replaceAllowed });
  if (reasons.length > 0 || !measurement) return { retake: reasons };
  if (!document.background.replaceAllowed && !allowedBackground(measurement.background.mean, document.background.colours)) {
    return retake('background-colour', `The background must be ${document.background.label}, and this document does not allow us to change it.`,
      `Take the photo again in front of a ${document.background.label} wall.`);
  }

  const uprightJpeg = await sharp(upright.data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 97, chromaSubsampling: '4:4:4' }).toBuffer();
  let composed;
  try {
    composed = await composeIdPhoto({
      photo: uprightJpeg, personAlpha: document.background.replaceAllowed ? personAlpha : null, measurement, document,
    });
  } catch (error) {
    if (error instanceof IdPhotoFileSizeError) {
      // The portal's limits are met by the JPEG's quality alone, never by padding the file: a very plain photo can fall short.
      const kb = (bytes: number | null) => (bytes === null ? null : `${Math.round(bytes / 1000)} KB`);
      const range = [kb(error.limits.minBytes), kb(error.limits.maxBytes)].filter(Boolean).join('–');
      return retake('file-size', `This photo does not make a file within the application's size limits (${range}).`,
        'Take the photo again in good light with your phone\'s camera (not a scan or a screenshot).');
    }
    if (!(error instanceof IdPhotoCropError)) throw error;
    return retake('head-position', error.message, 'Take the photo again from a little further away, your head in the middle with space above it.');
  }
  const sheets = await printSheets(composed, document);
  return { made: { photo: { jpeg: composed.jpeg, width: composed.width, height: composed.height }, sheets, report: [...composed.report, ...checkReportLines(measurement)] } };
}
