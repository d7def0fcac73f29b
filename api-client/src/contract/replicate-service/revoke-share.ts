import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';

export const REVOKE_SHARE_FAILED_MESSAGE = "We couldn't stop sharing this photo. Please try again.";

export const revokeShareCall = defineCall({
  path: 'replicate-service/revoke-share',
  method: 'POST',
  access: 'user',
  summary: "Stops sharing one of the user's own images: its page and public copy answer 404 from now on (nothing to stop is a success)",
  request: z.object({ fileId: fileIdSchema }),
  reply: okReply,
});
export type RevokeShareRequest = RequestOf<typeof revokeShareCall>;
export const revokeShare = (request: RevokeShareRequest) => callApi(revokeShareCall, request);
