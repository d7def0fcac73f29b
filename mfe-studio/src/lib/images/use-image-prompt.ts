import { getImageDetails } from 'api-client';
import { useApiQuery } from 'shared-ui';
import type { ImageItem } from './image-item';

/**
 * The prompt an image was made with: from the image itself, else asked of image-details.
 * undefined while asking; null when there is none (failures are only logged: the viewer works without it).
 */
export function useImagePrompt(image: ImageItem | null): string | null | undefined {
  const known = image?.prompt ?? null;
  const fileId = image?.fileId ?? null;
  const query = useApiQuery(['image-details', fileId], ({ signal }) => getImageDetails({ fileId: fileId ?? '' }, { signal }), {
    enabled: fileId !== null && known === null,
    onError: (error) => console.error('Image details failed', error),
  });

  if (!image) return null;
  if (known !== null) return known;
  if (query.status === 'error') return null;
  return query.status === 'success' ? query.data.prompt : undefined;
}
