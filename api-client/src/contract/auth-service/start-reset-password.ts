import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';

export const resetRateLimitedMessage =
  'You have already requested a password reset in the last 30 minutes. Please check your email. You can try again in 30 minutes.';
export const resetSentMessage = (email: string) =>
  `We have sent an email to ${email} with a reset password link. Please click the link in the email to choose a new password.`;

export const startResetPasswordCall = defineCall({
  path: 'auth-service/start-reset-password',
  method: 'POST',
  access: 'public',
  summary: 'E-mail a reset link (at most once per 30 minutes per address)',
  request: z.object({ email: z.string().trim().min(1, 'Please enter your email address').max(254) }),
  reply: z.object({ status: z.enum(['success', 'rate-limited']) }),
});
export type StartResetPasswordRequest = RequestOf<typeof startResetPasswordCall>;
export const startResetPassword = (request: StartResetPasswordRequest) => callApi(startResetPasswordCall, request);
