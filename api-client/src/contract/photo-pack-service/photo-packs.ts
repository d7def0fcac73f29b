import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { personaSchema } from '../common';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { modelClassSchema } from '../entities/model-class';
import { photoPackSchema } from '../entities/photo-pack';

export const PHOTO_PACKS_LOAD_FAILED_MESSAGE = 'Failed to load photo packs';
export const NO_PHOTO_PACKS_MESSAGE = 'No photo packs available at the moment.';

export const photoPacksCall = defineCall({
  path: 'photo-pack-service/photo-packs',
  method: 'POST',
  access: 'public',
  summary: 'Approved photo packs, filtered by model class or persona when given',
  request: z.object({ modelClass: modelClassSchema.optional(), persona: personaSchema.nullish() }),
  reply: z.object({ photoPacks: z.array(photoPackSchema) }),
});
export type PhotoPacksRequest = RequestOf<typeof photoPacksCall>;
export type PhotoPacksReply = ReplyOf<typeof photoPacksCall>;
export const getPhotoPacks = (request: PhotoPacksRequest = {}, options?: CallOptions) => callApi(photoPacksCall, request, options);
