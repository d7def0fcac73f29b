import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { adminShowcaseItemSchema } from '../entities/showcase';

export const showcaseRetireCall = defineCall({
  path: 'admin-service/showcase-retire',
  method: 'POST',
  access: 'admin',
  summary: 'Take a showcase item off the site for good; its consent record is kept',
  request: z.object({ itemId: rowIdSchema }),
  reply: z.object({ item: adminShowcaseItemSchema }),
});
export type ShowcaseRetireRequest = RequestOf<typeof showcaseRetireCall>;
export const retireShowcaseItem = (request: ShowcaseRetireRequest) => callApi(showcaseRetireCall, request);
