import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { urlSchema } from '../entities/ids';

/** Texts of the Reddit share offer. The already-rewarded text is what an HTTP 400 answer shows. */
export const CREDITS_AWARDED_MESSAGE = 'Credits awarded!';
export const SHARE_FAILED_MESSAGE = 'Failed to share image';
export const ALREADY_REWARDED_MESSAGE =
  "You've already earned credits for this Reddit post. Please share a different image or create a new post.";

export const verifyRedditShareCall = defineCall({
  path: 'offer-service/verify-reddit-share',
  method: 'POST',
  access: 'user',
  summary: 'Verify a Reddit post of a shared image and award the offer credits (as pending free credits)',
  request: z.object({ redditPostUrl: urlSchema }),
  reply: z.object({ status: z.enum(['success', 'failed']), message: z.string(), credits: z.number().int() }),
});
export type VerifyRedditShareRequest = RequestOf<typeof verifyRedditShareCall>;
export type VerifyRedditShareReply = ReplyOf<typeof verifyRedditShareCall>;
export const verifyRedditShare = (request: VerifyRedditShareRequest) => callApi(verifyRedditShareCall, request);
