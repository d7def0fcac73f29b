import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { imageRefSchema } from '../entities/image';

/** The one offer type: credits for sharing an image on Reddit. */
export const REDDIT_SHARE_OFFER = 'reddit_share';
export const offerTypeIdSchema = z.string().trim().regex(/^[a-z][a-z0-9_]{0,63}$/);
export const ELIGIBILITY_CHECK_FAILED_REASON = 'Failed to check offer eligibility';

export const checkEligibilityCall = defineCall({
  path: 'offer-service/check-eligibility',
  method: 'GET',
  access: 'user',
  summary: 'Whether the user may still earn the offer (query offerTypeId, e.g. reddit_share)',
  request: z.object({ offerTypeId: offerTypeIdSchema }),
  reply: z.object({
    isEligible: z.boolean(),
    reason: z.string().nullable(),
    outputImages: z.array(imageRefSchema).optional().default([]),
  }),
});
export type CheckEligibilityRequest = RequestOf<typeof checkEligibilityCall>;
export type Eligibility = ReplyOf<typeof checkEligibilityCall>;
export const checkEligibility = (request: CheckEligibilityRequest) => callApi(checkEligibilityCall, request);
