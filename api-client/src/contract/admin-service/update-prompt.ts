import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';
import { PROMPT_MAX } from '../entities/limits';

/** A template image in a photo pack is one of the pack's prompts, which name the person as the word "model". */
export const PACK_PROMPT_NEEDS_MODEL_MESSAGE = 'A prompt in a photo pack must include the word "model"';

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
