import { encodeBase64Param } from 'shared-ui/start-up';

/**
 * The onboarding URL for a landing call-to-action: the persona travels base64-encoded and a
 * referral id from the landing URL is passed on so the funnel keeps it.
 */
export function onboardingHref(persona: string | null, search = ''): string {
  const params = new URLSearchParams();
  if (persona) params.set('persona', encodeBase64Param(persona));
  const rid = new URLSearchParams(search).get('rid');
  if (rid) params.set('rid', rid);
  const query = params.toString();
  return query ? `/onboarding?${query}` : '/onboarding';
}
