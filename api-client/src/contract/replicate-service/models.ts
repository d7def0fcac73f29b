import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { modelSchema } from '../entities/model';

/** `no-subscription` sends the user to pricing. */
export const MODELS_STATUSES = ['success', 'no-subscription'] as const;

export const modelsCall = defineCall({
  path: 'replicate-service/models',
  method: 'POST',
  access: 'user',
  summary: "The user's models with their images (newest first), the base model first",
  request: z.object({ isMobile: z.boolean().optional().default(false) }),
  reply: z.object({
    status: z.enum(MODELS_STATUSES),
    models: z.array(modelSchema),
    /** The model the user picked last (update-latest-model), which gen selects first; null for none or the base model. */
    latestModelId: z.string().nullable().optional(),
  }),
});
export type ModelsRequest = RequestOf<typeof modelsCall>;
export type ModelsReply = ReplyOf<typeof modelsCall>;
export const getModels = (request: ModelsRequest = {}, options?: CallOptions) => callApi(modelsCall, request, options);
