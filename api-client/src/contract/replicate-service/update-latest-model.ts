import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { okReply } from '../entities/image';
import { modelIdSchema } from '../entities/ids';

export const FAILED_TO_UPDATE_LATEST_MODEL_MESSAGE = 'Failed to update latest model';

export const updateLatestModelCall = defineCall({
  path: 'replicate-service/update-latest-model',
  method: 'POST',
  access: 'user',
  summary: 'Remember the model the user selected last',
  request: z.object({ modelId: modelIdSchema }),
  reply: okReply,
});
export type UpdateLatestModelRequest = RequestOf<typeof updateLatestModelCall>;
export const updateLatestModel = (request: UpdateLatestModelRequest) => callApi(updateLatestModelCall, request);
