import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { modelIdSchema } from '../entities/ids';
import { modelSchema } from '../entities/model';

export const modelDetailsCall = defineCall({
  path: 'replicate-service/model-details',
  method: 'POST',
  access: 'user',
  summary: 'One of the user\'s models (edit-model page)',
  request: z.object({ modelId: modelIdSchema }),
  reply: z.object({ model: modelSchema }),
});
export type ModelDetailsRequest = RequestOf<typeof modelDetailsCall>;
export type ModelDetailsReply = ReplyOf<typeof modelDetailsCall>;
export const getModelDetails = (request: ModelDetailsRequest, options?: CallOptions) => callApi(modelDetailsCall, request, options);
