import { useCallback, useEffect, useState } from 'react';
import { errorMessage, getDeletedImages } from 'api-client';
import { applyImageChanges, type ImageChanges, type ImageItem } from '../image-item';

export type DeletedImagesState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; images: ImageItem[] };

/** The user's deleted images; each starts marked deleted and leaves the list (locally) when restored. */
export function useDeletedImages() {
  const [state, setState] = useState<DeletedImagesState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const { deletedImages } = await getDeletedImages();
      setState({
        kind: 'ready',
        images: deletedImages.map(({ url, fileId, isLiked, prompt }) => ({ url, fileId, isLiked, prompt, isLocallyDeleted: true })),
      });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const patch = useCallback((changes: ImageChanges) => {
    setState((current) => (current.kind === 'ready' ? { ...current, images: applyImageChanges(current.images, changes) } : current));
  }, []);

  return { state, retry: load, patch };
}
