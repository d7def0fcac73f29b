// The landing page's pricing claims (studio cost, the subscriber saving, pack size and time), read from the
// promises of api-client (docs/promises.md), so no page can say otherwise.
import { PACK_IMAGE_COUNT } from 'api-client/runtime';
import { firstPackMinutes, PROMISE } from 'api-client/promises';
import type { ClaimItem } from './content.types';

export const CLAIMS_TITLE = 'Studio quality, without the studio bill';
export const CLAIMS_LEAD =
  `A professional photo shoot costs ${PROMISE.studioCost} for a handful of edited pictures. Your AI photographer works around the clock.`;

export const CLAIMS: ClaimItem[] = [
  { figure: PROMISE.studioCost, text: `what a studio shoot typically costs. A pack of ${PACK_IMAGE_COUNT} AI photos costs a fraction of it.` },
  // Read when shown: the times follow the configured trainer (runtime-config).
  {
    get figure() {
      return `~${firstPackMinutes()} minutes`;
    },
    get text() {
      return `from your selfies to your first pack of ${PROMISE.packPhotos}: ${PROMISE.trainingTime} to train your model, then ${PROMISE.packTime} for the photos.`;
    },
  },
  { figure: `Save ${PROMISE.subscriberSaving}`, text: 'on photo packs with a subscription, against their one-time price. Credits never expire.' },
];
