import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { emailSchema, prehashedPasswordSchema } from '../common';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';

export const LOGIN_FAILED_MESSAGE = 'Your email or password was not recognised.';

export const loginCall = defineCall({
  path: 'auth-service/auth',
  method: 'POST',
  access: 'public',
  summary: 'Sign in with e-mail and the pre-hashed password; sets the session cookie',
  request: z.object({ email: emailSchema, password: prehashedPasswordSchema }),
  reply: z.object({ status: z.enum(['logged-in', 'not-recognised']) }),
});
export type LoginRequest = RequestOf<typeof loginCall>;
export type LoginReply = ReplyOf<typeof loginCall>;
export const login = (request: LoginRequest) => callApi(loginCall, request);
