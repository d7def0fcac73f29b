import { PROMISE, type Persona, type Preview } from 'api-client';
import { encodeBase64Param } from 'shared-ui/start-up';

/** The offer, word for word wherever it is made: onboarding's step and buy-packs' invitation (the promise: promises.ts). */
export const PREVIEW_OFFER = {
  title: 'See yourself first',
  text: `One selfie, ${PROMISE.preview}.`,
} as const;

/** Past its expiry, or done and emptied: the selfie and the photos are gone. */
export function isPreviewExpired(preview: Preview, now = Date.now()): boolean {
  if (preview.status === 'processing') return false;
  return Date.parse(preview.expiresAt) <= now || (preview.status === 'succeeded' && preview.images.length === 0);
}

/** buy-packs' query parameter naming the pack to show first (a pack's Reference). */
export const PACK_PARAM = 'pack';

const personaParam = (persona: Persona | null | undefined) =>
  persona && persona !== 'unknown' ? encodeBase64Param(persona) : null;

/** "Get 30 like this": buy-packs opened at the pack behind a preview photo's style. */
export function previewPackPath(packReference: string, persona?: Persona | null): string {
  const query = new URLSearchParams({ [PACK_PARAM]: packReference });
  const encoded = personaParam(persona);
  if (encoded) query.set('persona', encoded);
  return `/buy-packs?${query.toString()}`;
}

/**
 * The preview step: the first slide of onboarding's post-activation funnel (the page activation leads to),
 * with the persona that picks the preview's styles.
 */
export function previewStepPath(persona?: Persona | null): string {
  const query = new URLSearchParams();
  const encoded = personaParam(persona);
  if (encoded) query.set('persona', encoded);
  query.set('activated', '1');
  return `/onboarding?${query.toString()}`;
}

/** The privacy line of every place that shows a preview, from the server's PREVIEW_RETENTION_HOURS. */
export function previewPrivacyText(retentionHours: number): string {
  const hours = `${retentionHours} ${retentionHours === 1 ? 'hour' : 'hours'}`;
  return `Your selfie and these previews are deleted after ${hours}, unless you use the selfie to train.`;
}
