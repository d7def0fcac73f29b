import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';
import { moderationStatusSchema } from '../entities/template';

/** A file id that names no template image (every admin template call). */
export const TEMPLATE_IMAGE_NOT_FOUND_MESSAGE = 'Template image not found.';

export const approveTemplateImageCall = defineCall({
  path: 'admin-service/approve-template-image',
  method: 'POST',
  access: 'admin',
  summary: "Set a template image's moderation status (approved or rejected)",
  request: z.object({ fileId: fileIdSchema, moderationStatus: moderationStatusSchema }),
  reply: okReply,
});
export type ApproveTemplateImageRequest = RequestOf<typeof approveTemplateImageCall>;
export const approveTemplateImage = (request: ApproveTemplateImageRequest) =>
  callApi(approveTemplateImageCall, request);
