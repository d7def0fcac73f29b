import sharp from 'sharp';

/** Resolves a file input the way the provider would: a data URI, or a URL the fake can read (its own uploads). */
export type FileResolver = (url: string) => Buffer | undefined;

async function sizeOf(value: unknown, field: string, resolve: FileResolver): Promise<{ width: number; height: number } | string> {
  if (typeof value !== 'string' || value === '') return `input.${field}: is required`;
  let bytes: Buffer | undefined;
  const data = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/=]+)$/.exec(value);
  if (data) bytes = Buffer.from(data[2]!, 'base64');
  else if (/^https?:\/\//.test(value)) bytes = resolve(value);
  else return `input.${field}: must be a URL or an image data URI`;
  if (!bytes) return `input.${field}: the file cannot be read`;
  try {
    const { width, height } = await sharp(bytes).metadata();
    return { width: width ?? 0, height: height ?? 0 };
  } catch {
    return `input.${field}: is not an image`;
  }
}

/**
 * What an inpainting or image-to-image model checks of its file inputs: `image` is a readable image
 * and, when a mask is asked for, `mask` is one of exactly the image's size (flux-fill: "Must have the
 * same size as image"). Returns the problems, [] when fine.
 */
export async function checkImageInputs(input: unknown, options: { mask: boolean; resolve?: FileResolver }): Promise<string[]> {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const resolve = options.resolve ?? (() => undefined);
  const image = await sizeOf(record.image, 'image', resolve);
  if (typeof image === 'string') return [image];
  if (!options.mask) return [];
  const mask = await sizeOf(record.mask, 'mask', resolve);
  if (typeof mask === 'string') return [mask];
  if (mask.width !== image.width || mask.height !== image.height) {
    return [`input.mask: must have the same size as image (${mask.width}×${mask.height} vs ${image.width}×${image.height})`];
  }
  return [];
}

/** One file input that must be a readable image (FLUX.1 Kontext's `input_image`): its problems, [] when fine. */
export async function checkImageField(input: unknown, field: string, resolve: FileResolver = () => undefined): Promise<string[]> {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const size = await sizeOf(record[field], field, resolve);
  return typeof size === 'string' ? [size] : [];
}
