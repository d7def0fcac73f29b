import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { modelIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';
import { characteristicsSchema, modelClassSchema } from '../entities/model-class';

export const EDIT_MODEL_FAILED_MESSAGE = 'Something went wrong. Please contact support.';

export const editModelCall = defineCall({
  path: 'replicate-service/edit-model',
  method: 'POST',
  access: 'user',
  summary: "Change a model's class and characteristics",
  request: z.object({
    modelId: modelIdSchema,
    modelClass: modelClassSchema,
    modelCharacteristics: characteristicsSchema,
  }),
  reply: okReply,
});
export type EditModelRequest = RequestOf<typeof editModelCall>;
export const editModel = (request: EditModelRequest) => callApi(editModelCall, request);
