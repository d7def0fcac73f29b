import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { modelIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';

export const DELETE_MODEL_NOT_FOUND_MESSAGE = 'This model does not exist or was already deleted.';

export const deleteModelCall = defineCall({
  path: 'replicate-service/delete-model',
  method: 'POST',
  access: 'user',
  summary:
    "Delete a model: its training photos, main image, face embedding and trained weights at the provider (a training still running is cancelled first); its generated images too when deleteImages is true. No credits are refunded",
  request: z.object({
    modelId: modelIdSchema,
    /** Also delete every image made with the model (otherwise they stay in the gallery). */
    deleteImages: z.boolean().default(false),
  }),
  reply: okReply,
});
export type DeleteModelRequest = RequestOf<typeof deleteModelCall>;
export const deleteModel = (request: DeleteModelRequest) => callApi(deleteModelCall, request);
