import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { promptItemSchema } from '../entities/template';

export const packPromptsCall = defineCall({
  path: 'admin-service/get-pack-prompts',
  method: 'POST',
  access: 'admin',
  summary: 'The prompt of each template image in a photo pack (content-gen-prompts)',
  request: z.object({ packageId: rowIdSchema }),
  reply: z.object({ promptItems: z.array(promptItemSchema) }),
});
export type PackPromptsRequest = RequestOf<typeof packPromptsCall>;
export type PackPromptsReply = ReplyOf<typeof packPromptsCall>;
export const getPackPrompts = (request: PackPromptsRequest, options?: CallOptions) => callApi(packPromptsCall, request, options);
