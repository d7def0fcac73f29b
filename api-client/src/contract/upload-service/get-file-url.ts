import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';

export const getFileUrlCall = defineCall({
  path: 'upload-service/get-file-url',
  method: 'POST',
  access: 'user',
  summary: 'A URL to display one of the user\'s files',
  request: z.object({ fileId: fileIdSchema }),
  reply: z.object({ status: z.literal('success'), fileUrl: z.string() }),
});
export type GetFileUrlRequest = RequestOf<typeof getFileUrlCall>;
export const getFileUrl = (request: GetFileUrlRequest, options?: CallOptions) => callApi(getFileUrlCall, request, options);
