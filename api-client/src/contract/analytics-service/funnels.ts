// The analytics funnels' names and versions: plain constants, shared by the start-up entry and the contract.

export const ANALYTICS_EVENT_TYPES = ['impression', 'conversion', 'other'] as const;
/** Funnel names in use (docs/analytics.md); others are accepted so a new funnel needs no contract change. */
export const FUNNEL_NAMES = [
  'onboarding',
  'pricing',
  'auth',
  'checkout',
  'persona-to-train',
  'persona-to-gen',
  'persona-to-packs',
  'preview',
] as const;
export const FUNNEL_VERSION = 1;
/** An event's details are a few flags and ids; anything bigger is not analytics. */
export const MAX_METADATA_CHARS = 4096;
