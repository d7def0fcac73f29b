// A showcase as the server sends it, for the marketing remote's tests.
import { EMPTY_SHOWCASE, type PublicShowcase, type PublicShowcaseItem } from 'api-client/runtime';

/** A real pair with `selfies` befores (before-<id>.jpg, before-<id>-2.jpg, …). */
export const realPair = (id: number, caption: string, selfies = 1): PublicShowcaseItem => ({
  id, kind: 'pair', caption,
  before: Array.from({ length: selfies }, (_, index) => ({
    url: `/ai-photographer/showcase-files/before-${id}${index ? `-${index + 1}` : ''}.jpg`, width: 600, height: 800,
  })),
  after: { url: `/ai-photographer/showcase-files/after-${id}.jpg`, width: 600, height: 800 },
});

export function showcaseWith(slots: Partial<Omit<PublicShowcase, 'version'>>): PublicShowcase {
  return { ...EMPTY_SHOWCASE, version: 'test', ...slots };
}
