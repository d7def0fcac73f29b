import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';

export const logoutCall = defineCall({
  path: 'auth-service/logout',
  method: 'GET',
  access: 'public',
  summary: 'Revoke the session and clear its cookie',
  request: emptyRequest,
  reply: z.object({ status: z.literal('logged-out') }),
});
export const logout = () => callApi(logoutCall, {});
