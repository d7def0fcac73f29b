import { z } from 'zod';
import { callApi, type CallOptions } from '../../http/client';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

/** What the browser needs at run time, served by the server so no build bakes it in. */
export const runtimeConfigReply = z.object({
  basePath: z.string(),
  passwordSalt: z.string(),
  passwordSuffix: z.string(),
  googleClientId: z.string().nullable(),
  supportEmails: z.object({ payments: z.string(), models: z.string() }),
});

export const runtimeConfigCall = defineCall({
  path: 'runtime-config',
  method: 'GET',
  access: 'public',
  summary: 'Runtime settings for the browser: base path, password pre-hash salt and suffix, Google client id, support addresses',
  request: emptyRequest,
  reply: runtimeConfigReply,
});
export type RuntimeConfig = ReplyOf<typeof runtimeConfigCall>;
export const fetchRuntimeConfig = (options?: CallOptions) => callApi(runtimeConfigCall, {}, options);
