import { useCallback } from 'react';
import { batchLikeImages, likeImage } from 'api-client';
import { useSnackbar } from 'shared-ui';
import { countMessage, IMAGE_LIKED, IMAGE_UNLIKED, sameChange, type ImageChanges, type ImageItem } from './image-item';

/** Applies changes to the images wherever the page keeps them (always the page's latest patch). */
export type ApplyImageChanges = (changes: ImageChanges) => void;

const likedBefore = (images: readonly ImageItem[]): ImageChanges =>
  Object.fromEntries(images.map((image) => [image.fileId, { isLiked: image.isLiked }]));

/** Like one image (a toggle) or many: shown at once, then sent; a failure puts them back; UNDO reverses it. */
export function useImageLikes(apply: ApplyImageChanges) {
  const { showSnackbar } = useSnackbar();

  /** Sets the liked flags locally and on the server; reverts to `previous` on failure. */
  const sendLikes = useCallback(
    async (images: readonly ImageItem[], liked: (image: ImageItem) => boolean, previous: ImageChanges): Promise<boolean> => {
      apply(Object.fromEntries(images.map((image) => [image.fileId, { isLiked: liked(image) }])));
      try {
        if (images.length === 1) await likeImage({ fileId: images[0]!.fileId, isLiked: liked(images[0]!) });
        else await batchLikeImages({ operations: images.map((image) => ({ fileId: image.fileId, isLiked: liked(image) })) });
        return true;
      } catch (error) {
        apply(previous);
        console.error('Like failed', error);
        return false;
      }
    },
    [apply],
  );

  const toggleLike = useCallback(
    async (image: ImageItem) => {
      const next = !image.isLiked;
      if (!(await sendLikes([image], () => next, likedBefore([image])))) return;
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
      if (!(await sendLikes(images, () => true, likedBefore(images)))) return;
      showSnackbar({
        message: countMessage('Liked', images.length),
        onUndo: () => void sendLikes(images, (image) => image.isLiked, sameChange(images, { isLiked: true })),
      });
    },
    [sendLikes, showSnackbar],
  );

  return { toggleLike, likeMany };
}
