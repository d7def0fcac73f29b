import { batchDeleteImages, batchLikeImages, deleteImage, errorMessage, FAILED_TO_RESTORE_MESSAGE, likeImage } from 'api-client';
import type { useAlert, useSnackbar } from 'shared-ui/start-up';
import {
  countMessage, IMAGE_DELETED, IMAGE_LIKED, IMAGE_RESTORED, IMAGE_UNLIKED, sameChange, type ImageChanges, type ImageItem,
} from './image-item';

// What a like, delete or restore does once asked: loaded with the first one (use-image-actions.ts), with the
// contract it calls through, so a page showing photos renders without either. Every change shows at once, the
// call follows, a failure puts the images back as they were, and each confirmation's UNDO really reverses it on
// the server (undoing a delete is a restore).

/** Applies changes to the images wherever the page keeps them (always the page's latest patch). */
export type ApplyImageChanges = (changes: ImageChanges) => void;

export type DeleteKind = 'single' | 'batch';

/** The message that blocks deleting these images (the last image of a model), or null; may take a moment. */
export type DeleteBlockedMessage = (images: readonly ImageItem[], kind: DeleteKind) => string | null | Promise<string | null>;

/** What the runs work with: the page's patch and its alert and snackbar. */
export interface ImageRunContext {
  apply: ApplyImageChanges;
  alert: ReturnType<typeof useAlert>;
  showSnackbar: ReturnType<typeof useSnackbar>['showSnackbar'];
  deleteBlockedMessage?: DeleteBlockedMessage;
}

const log = (what: string, error: unknown) => console.error(`${what} failed`, error);

const likedBefore = (images: readonly ImageItem[]): ImageChanges =>
  Object.fromEntries(images.map((image) => [image.fileId, { isLiked: image.isLiked }]));

/** Sets the liked flags locally and on the server; reverts to `previous` on failure. */
async function sendLikes(
  { apply }: ImageRunContext,
  images: readonly ImageItem[],
  liked: (image: ImageItem) => boolean,
  previous: ImageChanges,
): Promise<boolean> {
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
}

/** Like one image (a toggle). */
export async function toggleLike(context: ImageRunContext, image: ImageItem): Promise<void> {
  const next = !image.isLiked;
  if (!(await sendLikes(context, [image], () => next, likedBefore([image])))) return;
  context.showSnackbar({
    message: next ? IMAGE_LIKED : IMAGE_UNLIKED,
    onUndo: () => void sendLikes(context, [image], () => !next, sameChange([image], { isLiked: next })),
  });
}

/** Like many. */
export async function likeMany(context: ImageRunContext, images: readonly ImageItem[]): Promise<void> {
  if (images.length === 0) return;
  if (!(await sendLikes(context, images, () => true, likedBefore(images)))) return;
  context.showSnackbar({
    message: countMessage('Liked', images.length),
    onUndo: () => void sendLikes(context, images, (image) => image.isLiked, sameChange(images, { isLiked: true })),
  });
}

/** Marks images deleted (true) or restored (false), locally first, then on the server; the failure, or null. */
async function sendDeleted({ apply }: ImageRunContext, images: readonly ImageItem[], isDeleted: boolean): Promise<unknown> {
  apply(sameChange(images, { isLocallyDeleted: isDeleted }));
  try {
    if (images.length === 1) await deleteImage({ fileId: images[0]!.fileId, isDeleted });
    else await batchDeleteImages({ operations: images.map((image) => ({ fileId: image.fileId, isDeleted })) });
    return null;
  } catch (error) {
    apply(sameChange(images, { isLocallyDeleted: !isDeleted }));
    return error ?? new Error('failed');
  }
}

/** If the restore fails the images stay deleted and the user is told. */
async function undoDelete(context: ImageRunContext, images: readonly ImageItem[]): Promise<void> {
  if (await sendDeleted(context, images, false)) context.showSnackbar({ message: FAILED_TO_RESTORE_MESSAGE });
}

/** Delete one image or a batch, unless the page's guard blocks it (the model's last image). */
export async function remove(context: ImageRunContext, images: readonly ImageItem[], kind: DeleteKind): Promise<void> {
  if (images.length === 0) return;
  const blocked = await context.deleteBlockedMessage?.(images, kind);
  if (blocked) return context.alert(blocked);
  const failure = await sendDeleted(context, images, true);
  if (failure) return context.alert(errorMessage(failure));
  context.showSnackbar({
    message: kind === 'single' ? IMAGE_DELETED : countMessage('Deleted', images.length),
    onUndo: () => void undoDelete(context, images),
  });
}

/** Restore one image or a batch (the deleted-images page). */
export async function restore(context: ImageRunContext, images: readonly ImageItem[], kind: DeleteKind): Promise<void> {
  if (images.length === 0) return;
  const failure = await sendDeleted(context, images, false);
  if (failure) {
    log('Restore', failure);
    context.showSnackbar({ message: FAILED_TO_RESTORE_MESSAGE });
    return;
  }
  context.showSnackbar({
    message: kind === 'single' ? IMAGE_RESTORED : countMessage('Restored', images.length),
    onUndo: () => void sendDeleted(context, images, true).then((error) => error && log('Undo restore', error)),
  });
}
