import { useCallback, useMemo, useState } from 'react';

interface LikeableImage {
  fileId: string;
  isLiked: boolean;
}

/**
 * Which images are liked: the server's flag until the user toggles one, so images that arrive while a
 * pack is still being made keep whatever the user already chose for the others.
 */
export function useLikedImages(images: readonly LikeableImage[]) {
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(new Map());
  const liked = useMemo(
    () => new Set(images.filter((image) => choices.get(image.fileId) ?? image.isLiked).map((image) => image.fileId)),
    [images, choices],
  );
  const toggle = useCallback(
    (fileId: string) => setChoices((previous) => new Map(previous).set(fileId, !liked.has(fileId))),
    [liked],
  );
  return { liked, toggle };
}
