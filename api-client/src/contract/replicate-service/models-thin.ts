import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';
import { thinModelSchema } from '../entities/model';
import { MODELS_STATUSES } from './models';

export const modelsThinCall = defineCall({
  path: 'replicate-service/models-thin',
  method: 'POST',
  access: 'user',
  summary: "The user's models without their images (My Models, pickers)",
  request: emptyRequest,
  reply: z.object({ status: z.enum(MODELS_STATUSES), models: z.array(thinModelSchema) }),
});
export type ModelsThinReply = ReplyOf<typeof modelsThinCall>;
export const getModelsThin = (options?: CallOptions) => callApi(modelsThinCall, {}, options);
