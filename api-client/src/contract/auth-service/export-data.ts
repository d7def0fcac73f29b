import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';

export const EXPORT_STARTED_MESSAGE =
  'We are preparing your data. We will e-mail you a download link when it is ready; the link expires.';

export const exportDataCall = defineCall({
  path: 'auth-service/export-data',
  method: 'POST',
  access: 'user',
  summary: 'Start an export of the signed-in user’s data: a zip of every photo they own and a JSON of the account, models, purchases and ledger, e-mailed as an expiring link',
  request: emptyRequest,
  reply: z.object({ status: z.enum(['success', 'rate-limited']) }),
});
export const exportData = () => callApi(exportDataCall, {});
