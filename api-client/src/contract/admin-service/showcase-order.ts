import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { adminShowcaseItemSchema } from '../entities/showcase';

export const showcaseOrderCall = defineCall({
  path: 'admin-service/showcase-order',
  method: 'POST',
  access: 'admin',
  summary: 'Put the active showcase items in this order (every slot lists its items in it)',
  request: z.object({ itemIds: z.array(rowIdSchema).min(1).max(500) }),
  reply: z.object({ items: z.array(adminShowcaseItemSchema) }),
});
export type ShowcaseOrderRequest = RequestOf<typeof showcaseOrderCall>;
export const orderShowcaseItems = (request: ShowcaseOrderRequest) => callApi(showcaseOrderCall, request);
