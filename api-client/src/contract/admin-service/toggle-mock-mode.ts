import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';

export const toggleMockModeCall = defineCall({
  path: 'admin-service/toggle-mock-mode',
  method: 'POST',
  access: 'admin',
  summary: "Flip the admin's own mock mode (their generations use the mock engine)",
  request: emptyRequest,
  reply: z.object({ newMockMode: z.boolean() }),
});
export const toggleMockMode = () => callApi(toggleMockModeCall, {});
