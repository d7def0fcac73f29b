import { useCallback, useEffect } from 'react';
import type { ImageItem } from '../../../lib/images/image-item';
import { useImageActions } from '../../../lib/images/use-image-actions';
import { useSelection } from '../../../lib/images/use-selection';
import type { useGenModels } from './use-gen-models';

/**
 * The gallery's selection and its like, delete and restore actions on the selected model's photos; the
 * model's last photo cannot be deleted, and choosing another model clears the selection.
 */
export function useGenImageActions(models: ReturnType<typeof useGenModels>, visibleImages: readonly ImageItem[]) {
  const { selected, patchImages } = models;
  const selection = useSelection();
  // The guard's messages are the contract's: loaded with the first delete (the page renders without zod).
  const blockDelete = useCallback(
    async (images: readonly ImageItem[], kind: 'single' | 'batch') => {
      if (!selected) return null;
      const { deleteBlockedMessage } = await import('../../../lib/images/delete-guard');
      return deleteBlockedMessage({ name: selected.name, remaining: visibleImages.length }, images.length, kind);
    },
    [selected, visibleImages.length],
  );
  const actions = useImageActions({ patch: patchImages, deleteBlockedMessage: blockDelete });

  const { clear } = selection;
  useEffect(() => clear(), [selected?.modelId, clear]);
  return { selection, actions };
}
