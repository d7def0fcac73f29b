import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';

export const googlePartialInfoCall = defineCall({
  path: 'google-auth-service/partial-info',
  method: 'GET',
  access: 'public',
  summary: 'The e-mail (and names Google gave) of the pending Google sign-up',
  request: emptyRequest,
  reply: z.object({
    status: z.enum(['partial', 'none']),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export const getGooglePartialInfo = (options?: CallOptions) => callApi(googlePartialInfoCall, {}, options);
