// A showcase as the server sends it, for the marketing remote's tests.
import { EMPTY_SHOWCASE, type PublicShowcase, type PublicShowcaseItem } from 'api-client/runtime';

export const realPair = (id: number, caption: string): PublicShowcaseItem => ({
  id, kind: 'pair', caption,
  before: { url: `/ai-photographer/showcase-files/before-${id}.jpg`, width: 600, height: 800 },
  after: { url: `/ai-photographer/showcase-files/after-${id}.jpg`, width: 600, height: 800 },
});

export function showcaseWith(slots: Partial<Omit<PublicShowcase, 'version'>>): PublicShowcase {
  return { ...EMPTY_SHOWCASE, version: 'test', ...slots };
}
