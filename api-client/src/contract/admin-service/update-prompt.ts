import { z } from 'zod';
import { callApi } from '../../http/client';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';
import { PROMPT_MAX } from '../entities/limits';

export const updatePromptCall = defineCall({
  path: 'admin-service/update-prompt',
  method: 'POST',
  access: 'admin',
  summary: "Change a template image's prompt",
  request: z.object({ fileId: fileIdSchema, prompt: z.string().trim().min(1).max(PROMPT_MAX) }),
  reply: okReply,
});
export type UpdatePromptRequest = RequestOf<typeof updatePromptCall>;
export const updatePrompt = (request: UpdatePromptRequest) => callApi(updatePromptCall, request);
