import type { Image } from 'api-client';

/**
 * An image as the grids hold it. `isLocallyDeleted` is client-only: true once the user
 * deleted it here (gen hides it) or while it sits in the deleted list (deleted-images shows it).
 */
export interface ImageItem extends Image {
  isLocallyDeleted?: boolean;
}

/** Changes to apply, by file id. */
export type ImageChanges = Record<string, Partial<ImageItem>>;

/** Applies `changes` to the images they name; the others keep their identity. */
export function applyImageChanges<T extends ImageItem>(images: readonly T[], changes: ImageChanges): T[] {
  let changed = false;
  const next = images.map((image) => {
    const change = changes[image.fileId];
    if (!change) return image;
    changed = true;
    return { ...image, ...change };
  });
  return changed ? next : (images as T[]);
}

/** Changes made one after the other, as one: later changes to the same image win field by field. */
export function mergeImageChanges(previous: ImageChanges, next: ImageChanges): ImageChanges {
  const merged = { ...previous };
  for (const [fileId, change] of Object.entries(next)) merged[fileId] = { ...merged[fileId], ...change };
  return merged;
}

/** The same change for every image in `images`. */
export function sameChange(images: readonly Pick<ImageItem, 'fileId'>[], change: Partial<ImageItem>): ImageChanges {
  return Object.fromEntries(images.map((image) => [image.fileId, change]));
}

/** `Liked 3 image(s)`: the batch confirmations' wording (the tests check it word for word). */
export const countMessage = (verb: 'Liked' | 'Deleted' | 'Restored', count: number) => `${verb} ${count} image(s)`;

export const IMAGE_LIKED = 'Image liked';
export const IMAGE_UNLIKED = 'Image unliked';
export const IMAGE_DELETED = 'Image deleted';
export const IMAGE_RESTORED = 'Image restored';
