import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';
import { photoPackSchema } from '../entities/photo-pack';

export const adminPhotoPacksCall = defineCall({
  path: 'admin-service/photo-packs',
  method: 'GET',
  access: 'admin',
  summary: 'Every photo pack, approved or not (content generator)',
  request: emptyRequest,
  reply: z.object({ photoPacks: z.array(photoPackSchema) }),
});
export type AdminPhotoPacksReply = ReplyOf<typeof adminPhotoPacksCall>;
export const getAdminPhotoPacks = (options?: CallOptions) => callApi(adminPhotoPacksCall, {}, options);
