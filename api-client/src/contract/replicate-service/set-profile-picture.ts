import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema, modelIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';

export const setProfilePictureCall = defineCall({
  path: 'replicate-service/set-profile-picture',
  method: 'POST',
  access: 'user',
  summary: "Make an image the model's main picture (not for the base model)",
  request: z.object({ modelId: modelIdSchema, fileId: fileIdSchema }),
  reply: okReply,
});
export type SetProfilePictureRequest = RequestOf<typeof setProfilePictureCall>;
export const setProfilePicture = (request: SetProfilePictureRequest) => callApi(setProfilePictureCall, request);
