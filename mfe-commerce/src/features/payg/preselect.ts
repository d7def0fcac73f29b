import type { Package } from 'api-client';

/** The 3000-credit bundle is preselected (else the smallest there is). */
export const PRESELECTED_BUNDLE = 3000;

export function preselectedBundle(bundles: readonly Package[]): number | null {
  if (bundles.some((bundle) => bundle.Credits === PRESELECTED_BUNDLE)) return PRESELECTED_BUNDLE;
  return bundles[0]?.Credits ?? null;
}
