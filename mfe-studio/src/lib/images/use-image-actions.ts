import { useMemo, useRef } from 'react';
import { useAlert, useSnackbar } from 'shared-ui/start-up';
import type { DeleteBlockedMessage, ImageRunContext } from './image-action-runs';
import type { ImageChanges, ImageItem } from './image-item';

export type { DeleteBlockedMessage } from './image-action-runs';

export interface ImageActionsOptions {
  /** Applies changes to the images wherever the page keeps them. */
  patch: (changes: ImageChanges) => void;
  /** The message that blocks deleting these images (the last image of a model), or null. */
  deleteBlockedMessage?: DeleteBlockedMessage;
}

/** The runs, with the contract they call through: fetched with the first action, or earlier by preloadImageActions. */
const loadRuns = () => import('./image-action-runs');

/** Fetches the actions' code ahead of the first action (a photo pointed at); nothing runs. */
export const preloadImageActions = () => void loadRuns().catch(() => undefined);

/**
 * Like, delete and restore, one image or a batch (image-action-runs.ts). Every change shows at once, the call
 * follows, a failure puts the image back as it was, and each confirmation's UNDO really reverses it on the server.
 */
export function useImageActions({ patch, deleteBlockedMessage }: ImageActionsOptions) {
  const alert = useAlert();
  const { showSnackbar } = useSnackbar();
  // Undo closures run long after the render that made them; they read the latest patch and guard through this ref.
  const latest = useRef({ patch, deleteBlockedMessage });
  latest.current = { patch, deleteBlockedMessage };

  return useMemo(() => {
    const context: ImageRunContext = {
      apply: (changes) => latest.current.patch(changes),
      alert,
      showSnackbar,
      deleteBlockedMessage: (images, kind) => latest.current.deleteBlockedMessage?.(images, kind) ?? null,
    };
    return {
      toggleLike: async (image: ImageItem) => (await loadRuns()).toggleLike(context, image),
      likeMany: async (images: readonly ImageItem[]) => (await loadRuns()).likeMany(context, images),
      deleteOne: async (image: ImageItem) => (await loadRuns()).remove(context, [image], 'single'),
      deleteMany: async (images: readonly ImageItem[]) => (await loadRuns()).remove(context, images, 'batch'),
      restoreOne: async (image: ImageItem) => (await loadRuns()).restore(context, [image], 'single'),
      restoreMany: async (images: readonly ImageItem[]) => (await loadRuns()).restore(context, images, 'batch'),
    };
  }, [alert, showSnackbar]);
}
export type ImageActions = ReturnType<typeof useImageActions>;
