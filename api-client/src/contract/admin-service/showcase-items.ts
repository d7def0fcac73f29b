import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';
import { adminShowcaseItemSchema } from '../entities/showcase';

export const showcaseItemsCall = defineCall({
  path: 'admin-service/showcase-items',
  method: 'GET',
  access: 'admin',
  summary: 'Every showcase item, active first in their order, then the retired ones, with their consent records',
  request: emptyRequest,
  reply: z.object({ items: z.array(adminShowcaseItemSchema) }),
});
export type ShowcaseItemsReply = ReplyOf<typeof showcaseItemsCall>;
export const getShowcaseItems = (options?: CallOptions) => callApi(showcaseItemsCall, {}, options);
