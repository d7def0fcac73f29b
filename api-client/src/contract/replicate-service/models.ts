import { z } from 'zod';
import { modelsRoute } from '../start-up-routes';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { modelSchema } from '../entities/model';

/** `no-subscription` sends the user to pricing. */
export const MODELS_STATUSES = ['success', 'no-subscription'] as const;

export const modelsCall = defineCall({
  ...modelsRoute,
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
// getModels is a start-up call (api-client/runtime): the generation page renders from it before zod loads.
