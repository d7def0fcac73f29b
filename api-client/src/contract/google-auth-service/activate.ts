import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { activationFields } from '../auth-service/activate';
import { defineCall, type RequestOf } from '../define-call';
import { personaSchema } from '../common';

export const googleActivateCall = defineCall({
  path: 'google-auth-service/activate',
  method: 'POST',
  access: 'public',
  summary: 'Finish a Google sign-up (same form as e-mail activation, without a code); signs the user in',
  request: z.object(activationFields),
  reply: z.object({ status: z.enum(['activated', 'no-partial']), persona: personaSchema.nullable() }),
});
export type GoogleActivateRequest = RequestOf<typeof googleActivateCall>;
export const googleActivate = (request: GoogleActivateRequest) => callApi(googleActivateCall, request);
