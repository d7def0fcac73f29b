import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';

export const IMAGE_FILTERS = ['mirage-ghibli'] as const;

export const applyFilterCall = defineCall({
  path: 'replicate-service/apply-filter',
  method: 'POST',
  access: 'user',
  summary: 'Apply a style filter (Ghibli) to an image; answers the new image',
  request: z.object({ fileId: fileIdSchema, filterName: z.enum(IMAGE_FILTERS) }),
  reply: z.object({ fileId: z.string() }),
});
export type ApplyFilterRequest = RequestOf<typeof applyFilterCall>;
export const applyFilter = (request: ApplyFilterRequest) => callApi(applyFilterCall, request);
