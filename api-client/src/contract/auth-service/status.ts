import { z } from 'zod';
import { callApi, type CallOptions } from '../../http/client';
import { defineCall, emptyRequest } from '../define-call';

export const authStatusCall = defineCall({
  path: 'auth-service/status',
  method: 'GET',
  access: 'public',
  summary: 'Whether the caller is signed in, as a bare word',
  request: emptyRequest,
  reply: z.enum(['logged-in', 'logged-out']),
  replyAsText: true,
});
export const getAuthStatus = (options?: CallOptions) => callApi(authStatusCall, {}, options);
