import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { photoPackSchema } from '../entities/photo-pack';
import { packFormFields } from './create-pack';

export const updatePackCall = defineCall({
  path: 'admin-service/update-pack',
  method: 'POST',
  access: 'admin',
  summary: 'Change a photo pack',
  request: z.object({ ...packFormFields, packageId: rowIdSchema }),
  reply: z.object({ newPack: photoPackSchema }),
});
export type UpdatePackRequest = RequestOf<typeof updatePackCall>;
export const updatePack = (request: UpdatePackRequest) => callApi(updatePackCall, request);
