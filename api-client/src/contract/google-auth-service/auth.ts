import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { personaSchema } from '../common';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';

export const googleAuthCall = defineCall({
  path: 'google-auth-service/auth',
  method: 'POST',
  access: 'public',
  summary: 'Sign in with a Google ID token; a new Google user must activate first',
  request: z.object({
    idToken: z.string().min(1).max(8192),
    currentUrl: z.string().max(2048).optional().default(''),
    persona: personaSchema.nullish(),
  }),
  reply: z.object({ status: z.enum(['logged-in', 'activation-required', 'invalid-token']) }),
});
export type GoogleAuthRequest = RequestOf<typeof googleAuthCall>;
export type GoogleAuthReply = ReplyOf<typeof googleAuthCall>;
export const googleAuth = (request: GoogleAuthRequest) => callApi(googleAuthCall, request);
