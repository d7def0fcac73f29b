import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';

/** `partial` while a verified Google identity waits for the activation form. */
export const googlePartialStatusCall = defineCall({
  path: 'google-auth-service/partial-status',
  method: 'GET',
  access: 'public',
  summary: 'Whether a Google sign-up is waiting for activation',
  request: emptyRequest,
  reply: z.object({ status: z.enum(['partial', 'none']) }),
});
export const getGooglePartialStatus = (options?: CallOptions) => callApi(googlePartialStatusCall, {}, options);
