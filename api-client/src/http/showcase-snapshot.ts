import type { PublicShowcase } from '../contract/entities/showcase';

export type { PublicShowcase, PublicShowcaseItem, ShowcasePhoto } from '../contract/entities/showcase';
import { showcaseRoute } from '../contract/start-up-routes';
import { callRoute, type CallOptions } from './client';
import { readSiteBootstrap } from './site-bootstrap';

// The showcase the marketing pages render first. The server writes it into every page it serves (the
// site-bootstrap element, beside the runtime settings), the same value its prerendered markup was made with,
// so hydration matches and no illustration flashes; the prerender sets it explicitly. On a static host there
// is none: the pages render their illustrations, then ask showcase-service/showcase.

/** What visitors read beside every showcase photo. */
export const SHOWCASE_HONEST_LABEL = 'Real customer, shown with permission';

/** No showcase photos: every slot shows its illustration. */
export const EMPTY_SHOWCASE: PublicShowcase = {
  version: 'empty', landingHero: [], landingDemo: [], personaCards: { influencer: [], professional: [], single: [] }, faceGallery: [], packCards: {},
};

let given: PublicShowcase | null | undefined;

/** Set by the prerender (no document there); null forgets it. */
export function setShowcaseSnapshot(showcase: PublicShowcase | null): void {
  given = showcase;
}

/** The showcase the page was served with, or null where the page carries none (static host, tests). */
export function showcaseSnapshot(): PublicShowcase | null {
  if (given === undefined) {
    const showcase = readSiteBootstrap()?.showcase as PublicShowcase | undefined;
    given = showcase && typeof showcase.version === 'string' && Array.isArray(showcase.landingHero) ? showcase : null;
  }
  return given;
}

export const fetchShowcase = (options?: CallOptions) => callRoute<PublicShowcase>(showcaseRoute, {}, options);
