import {
  MAX_TRAINING_IMAGES,
  MIN_TRAINING_IMAGES,
  TOO_MANY_IMAGES_MESSAGE,
  TRAINING_IMAGE_EXTENSIONS,
  TRAINING_IMAGE_FORMAT_MESSAGE,
  modelNameSchema,
} from 'api-client';

/** Lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const allowed = new Set<string>(TRAINING_IMAGE_EXTENSIONS);
export const isTrainingImage = (file: File) => allowed.has(extensionOf(file.name));

/** Accept list for the file input: TRAINING_IMAGE_EXTENSIONS, plus their MIME types. */
export const IMAGE_ACCEPT = [...TRAINING_IMAGE_EXTENSIONS.map((e) => `.${e}`), 'image/jpeg', 'image/png', 'image/webp'].join(',');

export interface AddResult {
  accepted: File[];
  /** The message for what was left out, if anything. */
  error?: string;
}

/** Which of the picked files join the `current` count: right formats only, and never past 20 in all. */
export function filesToAdd(picked: readonly File[], current: number): AddResult {
  const images = picked.filter(isTrainingImage);
  const room = Math.max(0, MAX_TRAINING_IMAGES - current);
  const accepted = images.slice(0, room);
  if (images.length > room) return { accepted, error: TOO_MANY_IMAGES_MESSAGE };
  if (images.length < picked.length) return { accepted, error: TRAINING_IMAGE_FORMAT_MESSAGE };
  return { accepted };
}

export const canUpload = (count: number) => count >= MIN_TRAINING_IMAGES && count <= MAX_TRAINING_IMAGES;

/** What is wrong with the name, or undefined when it is fine. */
export function modelNameError(name: string): string | undefined {
  const result = modelNameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}
