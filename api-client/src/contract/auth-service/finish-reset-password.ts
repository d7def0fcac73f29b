import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { prehashedPasswordSchema } from '../common';
import { defineCall, type RequestOf } from '../define-call';

export const RESET_SUCCESS_MESSAGE = 'Your password reset was successful, please log in.';
export const RESET_FAILED_MESSAGE = 'Reset password failed. Please request a new password reset link.';

export const finishResetPasswordCall = defineCall({
  path: 'auth-service/finish-reset-password',
  method: 'POST',
  access: 'public',
  summary: 'Set a new password with the code from the reset e-mail; signs out every session',
  request: z.object({
    code: z.string().trim().min(1).max(200),
    password: prehashedPasswordSchema,
    // The union first: a missing id must fail, not be coerced to 'undefined'.
    userId: z
      .union([z.string(), z.number().int()])
      .pipe(z.coerce.string<string | number>().trim().min(1).max(64)),
  }),
  reply: z.object({ status: z.enum(['success', 'bad-code']) }),
});
export type FinishResetPasswordRequest = RequestOf<typeof finishResetPasswordCall>;
export const finishResetPassword = (request: FinishResetPasswordRequest) => callApi(finishResetPasswordCall, request);
