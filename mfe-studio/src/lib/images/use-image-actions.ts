import { useCallback, useMemo, useRef } from 'react';
import {
  batchDeleteImages, batchLikeImages, deleteImage, errorMessage, FAILED_TO_RESTORE_MESSAGE, likeImage,
} from 'api-client';
import { useAlert, useSnackbar } from 'shared-ui';
import {
  countMessage, IMAGE_DELETED, IMAGE_LIKED, IMAGE_RESTORED, IMAGE_UNLIKED, sameChange, type ImageChanges, type ImageItem,
} from './image-item';

export interface ImageActionsOptions {
  /** Applies changes to the images wherever the page keeps them. */
  patch: (changes: ImageChanges) => void;
  /** The message that blocks deleting these images (the last image of a model), or null. */
  deleteBlockedMessage?: (images: readonly ImageItem[], kind: 'single' | 'batch') => string | null;
}

const log = (what: string, error: unknown) => console.error(`${what} failed`, error);

/**
 * Like, delete and restore, one image or a batch. Every change shows at once, the call follows,
 * a failure puts the image back as it was, and each confirmation's UNDO really reverses it on the server.
 */
export function useImageActions({ patch, deleteBlockedMessage }: ImageActionsOptions) {
  const alert = useAlert();
  const { showSnackbar } = useSnackbar();
  // Undo closures run long after the render that made them; they read the latest patch through this ref.
  const patchRef = useRef(patch);
  patchRef.current = patch;
  const apply = useCallback((changes: ImageChanges) => patchRef.current(changes), []);

  /** Sets the liked flags in `changes` locally and on the server; reverts to `previous` on failure. */
  const sendLikes = useCallback(
    async (images: readonly ImageItem[], liked: (image: ImageItem) => boolean, previous: ImageChanges): Promise<boolean> => {
      apply(Object.fromEntries(images.map((image) => [image.fileId, { isLiked: liked(image) }])));
      try {
        if (images.length === 1) await likeImage({ fileId: images[0]!.fileId, isLiked: liked(images[0]!) });
        else await batchLikeImages({ operations: images.map((image) => ({ fileId: image.fileId, isLiked: liked(image) })) });
        return true;
      } catch (error) {
        apply(previous);
        log('Like', error);
        return false;
      }
    },
    [apply],
  );

  /** Marks images deleted (true) or restored (false), locally first, then on the server. */
  const sendDeleted = useCallback(
    async (images: readonly ImageItem[], isDeleted: boolean): Promise<unknown> => {
      apply(sameChange(images, { isLocallyDeleted: isDeleted }));
      try {
        if (images.length === 1) await deleteImage({ fileId: images[0]!.fileId, isDeleted });
        else await batchDeleteImages({ operations: images.map((image) => ({ fileId: image.fileId, isDeleted })) });
        return null;
      } catch (error) {
        apply(sameChange(images, { isLocallyDeleted: !isDeleted }));
        return error ?? new Error('failed');
      }
    },
    [apply],
  );

  const likedBefore = (images: readonly ImageItem[]): ImageChanges =>
    Object.fromEntries(images.map((image) => [image.fileId, { isLiked: image.isLiked }]));

  const toggleLike = useCallback(
    async (image: ImageItem) => {
      const next = !image.isLiked;
      const previous = likedBefore([image]);
      if (!(await sendLikes([image], () => next, previous))) return;
      showSnackbar({
        message: next ? IMAGE_LIKED : IMAGE_UNLIKED,
        onUndo: () => void sendLikes([image], () => !next, sameChange([image], { isLiked: next })),
      });
    },
    [sendLikes, showSnackbar],
  );

  const likeMany = useCallback(
    async (images: readonly ImageItem[]) => {
      if (images.length === 0) return;
      const previous = likedBefore(images);
      if (!(await sendLikes(images, () => true, previous))) return;
      showSnackbar({
        message: countMessage('Liked', images.length),
        onUndo: () => void sendLikes(images, (image) => image.isLiked, sameChange(images, { isLiked: true })),
      });
    },
    [sendLikes, showSnackbar],
  );

  /** Undoing a delete is a restore; if that fails the images stay deleted and the user is told. */
  const undoDelete = useCallback(
    async (images: readonly ImageItem[]) => {
      if (await sendDeleted(images, false)) showSnackbar({ message: FAILED_TO_RESTORE_MESSAGE });
    },
    [sendDeleted, showSnackbar],
  );

  const remove = useCallback(
    async (images: readonly ImageItem[], kind: 'single' | 'batch') => {
      if (images.length === 0) return;
      const blocked = deleteBlockedMessage?.(images, kind);
      if (blocked) {
        await alert(blocked);
        return;
      }
      const failure = await sendDeleted(images, true);
      if (failure) {
        await alert(errorMessage(failure));
        return;
      }
      showSnackbar({
        message: kind === 'single' ? IMAGE_DELETED : countMessage('Deleted', images.length),
        onUndo: () => void undoDelete(images),
      });
    },
    [alert, deleteBlockedMessage, sendDeleted, showSnackbar, undoDelete],
  );

  const restore = useCallback(
    async (images: readonly ImageItem[], kind: 'single' | 'batch') => {
      if (images.length === 0) return;
      const failure = await sendDeleted(images, false);
      if (failure) {
        log('Restore', failure);
        showSnackbar({ message: FAILED_TO_RESTORE_MESSAGE });
        return;
      }
      showSnackbar({
        message: kind === 'single' ? IMAGE_RESTORED : countMessage('Restored', images.length),
        onUndo: () => void sendDeleted(images, true).then((error) => error && log('Undo restore', error)),
      });
    },
    [sendDeleted, showSnackbar],
  );

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
