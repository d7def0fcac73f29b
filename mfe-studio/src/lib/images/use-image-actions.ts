import { useCallback, useMemo, useRef } from 'react';
import type { ImageChanges, ImageItem } from './image-item';
import { useImageDeletes, type DeleteBlockedMessage } from './use-image-deletes';
import { useImageLikes } from './use-image-likes';

export interface ImageActionsOptions {
  /** Applies changes to the images wherever the page keeps them. */
  patch: (changes: ImageChanges) => void;
  /** The message that blocks deleting these images (the last image of a model), or null. */
  deleteBlockedMessage?: DeleteBlockedMessage;
}

/**
 * Like, delete and restore, one image or a batch. Every change shows at once, the call follows,
 * a failure puts the image back as it was, and each confirmation's UNDO really reverses it on the server.
 */
export function useImageActions({ patch, deleteBlockedMessage }: ImageActionsOptions) {
  // Undo closures run long after the render that made them; they read the latest patch through this ref.
  const patchRef = useRef(patch);
  patchRef.current = patch;
  const apply = useCallback((changes: ImageChanges) => patchRef.current(changes), []);
  const { toggleLike, likeMany } = useImageLikes(apply);
  const { remove, restore } = useImageDeletes(apply, deleteBlockedMessage);

  return useMemo(
    () => ({
      toggleLike,
      likeMany,
      deleteOne: (image: ImageItem) => remove([image], 'single'),
      deleteMany: (images: readonly ImageItem[]) => remove(images, 'batch'),
      restoreOne: (image: ImageItem) => restore([image], 'single'),
      restoreMany: (images: readonly ImageItem[]) => restore(images, 'batch'),
    }),
    [likeMany, remove, restore, toggleLike],
  );
}
export type ImageActions = ReturnType<typeof useImageActions>;
