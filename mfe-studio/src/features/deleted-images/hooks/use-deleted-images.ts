import { useCallback, useMemo, useState } from 'react';
import { getDeletedImages, type DeletedImagesReply } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';
import { applyImageChanges, mergeImageChanges, type ImageChanges, type ImageItem } from '../../../lib/images/image-item';

/**
 * The user's deleted images; each starts marked deleted and leaves the list (locally) when restored.
 * The page's restores lie over the loaded list until it is left.
 */
export function useDeletedImages(): { query: ApiQueryResult<DeletedImagesReply>; images: ImageItem[]; patch: (changes: ImageChanges) => void } {
  const query = useApiQuery(['deleted-images'], ({ signal }) => getDeletedImages({ signal }));
  const [changes, setChanges] = useState<ImageChanges>({});
  const loaded = query.status === 'success' ? query.data.deletedImages : null;
  const images = useMemo(() => {
    const items = (loaded ?? []).map(({ isDeleted: _deleted, ...image }) => ({ ...image, isLocallyDeleted: true }));
    return applyImageChanges(items, changes);
  }, [loaded, changes]);

  const patch = useCallback((next: ImageChanges) => setChanges((current) => mergeImageChanges(current, next)), []);

  return { query, images, patch };
}
