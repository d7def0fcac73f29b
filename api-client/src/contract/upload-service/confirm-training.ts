import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type ReplyOf, type RequestOf } from '../define-call';
import { trainingStartedReplySchema } from './upload';

/**
 * "These are all me" (docs/likeness.md#one-person-per-model): the user confirms that an upload whose photos
 * did not all look alike shows them only. Spends the training's 1150 credits and starts it, once however
 * often it is sent; a model that has started already answers the same. Another account's upload: 404.
 */
export const confirmTrainingCall = defineCall({
  path: 'upload-service/confirm-training',
  method: 'POST',
  access: 'user',
  summary: 'Confirm that an upload awaiting confirmation shows only you, and start its training (1150 credits)',
  request: z.object({ modelId: z.string().min(1).max(64) }),
  reply: trainingStartedReplySchema,
});
export type ConfirmTrainingRequest = RequestOf<typeof confirmTrainingCall>;
export type ConfirmTrainingReply = ReplyOf<typeof confirmTrainingCall>;
export const confirmTraining = (request: ConfirmTrainingRequest, options?: CallOptions) => callApi(confirmTrainingCall, request, options);
