import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { nameSchema, personaSchema, prehashedPasswordSchema } from '../common';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';

export const WHERE_HEARD_REQUIRED_MESSAGE = 'Please let us know where you first heard about us';

/** Shared by e-mail activation and Google activation (which has no code). */
export const activationFields = {
  firstName: nameSchema,
  lastName: nameSchema,
  password: prehashedPasswordSchema,
  referredFrom: z.string().trim().min(1, WHERE_HEARD_REQUIRED_MESSAGE).max(64),
  termsAccepted: z.literal(true, 'You must agree to the terms of service and privacy policy'),
};

export const activationReply = z.object({
  status: z.enum(['activated', 'bad-code']),
  persona: personaSchema.nullable(),
});

export const activateCall = defineCall({
  path: 'auth-service/activate',
  method: 'POST',
  access: 'public',
  summary: 'Finish e-mail sign-up with the code from the verification e-mail; signs the user in',
  request: z.object({ code: z.string().trim().min(1).max(200), ...activationFields }),
  reply: activationReply,
});
export type ActivateRequest = RequestOf<typeof activateCall>;
export type ActivateReply = ReplyOf<typeof activateCall>;
export const activate = (request: ActivateRequest) => callApi(activateCall, request);
