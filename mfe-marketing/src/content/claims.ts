// The landing page's pricing claims (studio cost, 35% subscriber saving, pack size and time). The saving and
// the pack size are rules of the code: keep them in step with docs/credits-and-payments.md and docs/photo-packs.md.
import type { ClaimItem } from './content.types';

export const CLAIMS_TITLE = 'Studio quality, without the studio bill';
export const CLAIMS_LEAD =
  'A professional photo shoot costs $300-$500 for a handful of edited pictures. Your AI photographer works around the clock.';

export const CLAIMS: ClaimItem[] = [
  { figure: '$300-$500', text: 'what a studio shoot typically costs. A pack of 30 AI photos costs a fraction of it.' },
  { figure: '~30 minutes', text: 'to receive a pack of 30 photos in the style you choose, no appointment needed.' },
  { figure: 'Save 35%', text: 'on your next photo pack with a subscription. Credits never expire.' },
];
