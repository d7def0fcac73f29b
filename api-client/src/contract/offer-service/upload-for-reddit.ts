import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { urlSchema } from '../entities/ids';

export const SHARE_COMMUNITIES = ['aiart', 'selfies'] as const;
export const PREPARE_FOR_REDDIT_FAILED_MESSAGE = 'Failed to prepare image for Reddit';

export const uploadForRedditCall = defineCall({
  path: 'offer-service/upload-for-reddit',
  method: 'POST',
  access: 'user',
  summary: "Host a copy of one of the user's images for the Reddit submit page",
  request: z.object({ imageUrl: urlSchema }),
  reply: z.object({ imgurUrl: z.string() }),
});
export type UploadForRedditRequest = RequestOf<typeof uploadForRedditCall>;
export const uploadForReddit = (request: UploadForRedditRequest) => callApi(uploadForRedditCall, request);
