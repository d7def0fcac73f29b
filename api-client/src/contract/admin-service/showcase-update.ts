import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { adminShowcaseItemSchema, showcasePlacementSchema } from '../entities/showcase';

export const showcaseUpdateCall = defineCall({
  path: 'admin-service/showcase-update',
  method: 'POST',
  access: 'admin',
  summary: 'Change where a showcase item appears (and its caption)',
  request: z.object({
    itemId: rowIdSchema,
    caption: z.string().trim().min(1, 'Write a caption').max(160).optional(),
    placements: z.array(showcasePlacementSchema).max(20),
  }),
  reply: z.object({ item: adminShowcaseItemSchema }),
});
export type ShowcaseUpdateRequest = RequestOf<typeof showcaseUpdateCall>;
export const updateShowcaseItem = (request: ShowcaseUpdateRequest) => callApi(showcaseUpdateCall, request);
