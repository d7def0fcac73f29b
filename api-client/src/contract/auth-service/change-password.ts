import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';

export const CHANGE_PASSWORD_SENT_MESSAGE =
  'We have sent you an email with a change password link. Please click the link in the email to choose a new password.';

export const changePasswordCall = defineCall({
  path: 'auth-service/change-password',
  method: 'POST',
  access: 'user',
  summary: 'E-mail the signed-in user a link to choose a new password',
  request: emptyRequest,
  reply: z.object({ status: z.enum(['success', 'rate-limited']) }),
});
export const changePassword = () => callApi(changePasswordCall, {});
