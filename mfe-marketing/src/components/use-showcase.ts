import { useEffect, useState } from 'react';
import { EMPTY_SHOWCASE, apiFileUrl, fetchShowcase, showcaseSnapshot, type PublicShowcase, type ShowcasePhoto } from 'api-client/runtime';
import type { Illustration } from '../content/content.types';

/**
 * The showcase photos to show. A page the server sent carries the showcase its markup was rendered with
 * (showcaseSnapshot), so the first render equals that markup: no illustration flash, no hydration mismatch.
 * Where the page carries none (a static host), the first render shows the illustrations, as the build's
 * prerendered page does, and the public call replaces them once it answers. A failed call leaves them: this
 * is a nicety, not the page's data, so it is a plain effect rather than a query with retries and an error view.
 */
export function useShowcase(): PublicShowcase {
  const snapshot = showcaseSnapshot();
  const [fetched, setFetched] = useState<PublicShowcase | null>(null);
  useEffect(() => {
    if (snapshot) return undefined;
    const controller = new AbortController();
    fetchShowcase({ signal: controller.signal }).then(setFetched, () => undefined);
    return () => controller.abort();
  }, [snapshot]);
  return snapshot ?? fetched ?? EMPTY_SHOWCASE;
}

/** A showcase photo where an illustration would go: its URL on the API's origin, its own size. */
export const showcaseImage = (photo: ShowcasePhoto, alt: string): Illustration => ({
  src: apiFileUrl(photo.url), alt, width: photo.width, height: photo.height,
});
