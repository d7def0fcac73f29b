import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { emailSchema, personaSchema } from '../common';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';

/**
 * Onboarding e-mail entry: creates a pending account and e-mails an activation link.
 * `already-registered` sends the user to log in instead.
 */
export const checkEmailCall = defineCall({
  path: 'auth-service/check-email',
  method: 'POST',
  access: 'public',
  summary: 'Start sign-up with an e-mail address (sends the verification e-mail)',
  request: z.object({
    email: emailSchema,
    currentUrl: z.string().max(2048).optional().default(''),
    persona: personaSchema.nullish(),
  }),
  reply: z.object({
    status: z.enum(['success', 'email-rejected', 'already-registered']),
    nextPage: z.string(),
  }),
});
export type CheckEmailRequest = RequestOf<typeof checkEmailCall>;
export type CheckEmailReply = ReplyOf<typeof checkEmailCall>;
export const checkEmail = (request: CheckEmailRequest) => callApi(checkEmailCall, request);
