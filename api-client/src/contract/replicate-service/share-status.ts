import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type ReplyOf, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { shareUrlSchema } from './share-image';

export const SHARE_STATUS_FAILED_MESSAGE = "We couldn't check whether this photo is shared.";

export const shareStatusCall = defineCall({
  path: 'replicate-service/share-status',
  method: 'GET',
  access: 'user',
  summary: "Whether one of the user's own images has a public share page (query fileId), and its link; shares nothing",
  request: z.object({ fileId: fileIdSchema }),
  reply: z.object({ status: z.literal('success'), shareUrl: shareUrlSchema.nullable() }),
});
export type ShareStatusRequest = RequestOf<typeof shareStatusCall>;
export type ShareStatus = ReplyOf<typeof shareStatusCall>;
export const getShareStatus = (request: ShareStatusRequest, options?: CallOptions) => callApi(shareStatusCall, request, options);
