import { useEffect, useState } from 'react';
import { getImageDetails } from 'api-client';
import type { ImageItem } from '../image-item';

/**
 * The prompt an image was made with: from the image itself, else asked of image-details.
 * undefined while asking; null when there is none (failures are only logged, part 1 §8).
 */
export function useImagePrompt(image: ImageItem | null): string | null | undefined {
  const known = image?.prompt ?? null;
  const fileId = image?.fileId ?? null;
  const [fetched, setFetched] = useState<{ fileId: string; prompt: string | null } | null>(null);

  useEffect(() => {
    if (!fileId || known !== null) return undefined;
    let live = true;
    getImageDetails({ fileId })
      .then((reply) => live && setFetched({ fileId, prompt: reply.prompt }))
      .catch((error: unknown) => {
        console.error('Image details failed', error);
        if (live) setFetched({ fileId, prompt: null });
      });
    return () => {
      live = false;
    };
  }, [fileId, known]);

  if (!image) return null;
  if (known !== null) return known;
  return fetched?.fileId === image.fileId ? fetched.prompt : undefined;
}
