import { useCallback } from 'react';
import { batchDeleteImages, deleteImage, errorMessage, FAILED_TO_RESTORE_MESSAGE } from 'api-client';
import { useAlert, useSnackbar } from 'shared-ui';
import { countMessage, IMAGE_DELETED, IMAGE_RESTORED, sameChange, type ImageItem } from './image-item';
import type { ApplyImageChanges } from './use-image-likes';

export type DeleteKind = 'single' | 'batch';

/** The message that blocks deleting these images (the last image of a model), or null. */
export type DeleteBlockedMessage = (images: readonly ImageItem[], kind: DeleteKind) => string | null;

const log = (what: string, error: unknown) => console.error(`${what} failed`, error);

/**
 * Delete and restore, one image or a batch: shown at once, then sent; a failure puts the images back,
 * and UNDO really reverses it on the server (undoing a delete is a restore).
 */
export function useImageDeletes(apply: ApplyImageChanges, deleteBlockedMessage?: DeleteBlockedMessage) {
  const alert = useAlert();
  const { showSnackbar } = useSnackbar();

  /** Marks images deleted (true) or restored (false), locally first, then on the server; the failure, or null. */
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

  /** If the restore fails the images stay deleted and the user is told. */
  const undoDelete = useCallback(
    async (images: readonly ImageItem[]) => {
      if (await sendDeleted(images, false)) showSnackbar({ message: FAILED_TO_RESTORE_MESSAGE });
    },
    [sendDeleted, showSnackbar],
  );

  const remove = useCallback(
    async (images: readonly ImageItem[], kind: DeleteKind) => {
      if (images.length === 0) return;
      const blocked = deleteBlockedMessage?.(images, kind);
      if (blocked) return alert(blocked);
      const failure = await sendDeleted(images, true);
      if (failure) return alert(errorMessage(failure));
      showSnackbar({
        message: kind === 'single' ? IMAGE_DELETED : countMessage('Deleted', images.length),
        onUndo: () => void undoDelete(images),
      });
    },
    [alert, deleteBlockedMessage, sendDeleted, showSnackbar, undoDelete],
  );

  const restore = useCallback(
    async (images: readonly ImageItem[], kind: DeleteKind) => {
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

  return { remove, restore };
}
