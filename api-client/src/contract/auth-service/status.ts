import { z } from 'zod';
import { authStatusRoute } from '../start-up-routes';
import { defineCall, emptyRequest } from '../define-call';

export const authStatusCall = defineCall({
  ...authStatusRoute,
  access: 'public',
  summary: 'Whether the caller is signed in, as a bare word',
  request: emptyRequest,
  reply: z.enum(['logged-in', 'logged-out']),
});
