import { applyBackdropCall, applyFilterCall, changeOutfitCall, upscaleCall, uploadImageCall, uploadMaskCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { GenerationComponents } from './generation.wiring.js';
import { enableMultipart, registerCall } from '../../http/contract-route.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import { MAX_UPLOADED_IMAGE_BYTES } from '../../infra/photo/uploaded-image.adapter.js';

/** Editing calls: the mask edit, style filters, backdrops, outfits, HD and uploading a photo to edit. See docs/generation-and-images.md. */
export async function imageEditsRoutes(app: FastifyInstance, { imageEditsService }: Pick<GenerationComponents, 'imageEditsService'>): Promise<void> {
  await enableMultipart(app);
  registerCall(app, uploadMaskCall, async (input, { account }) =>
    imageEditsService.edit(account!.id, { ...input, file: input.file as UploadedFile | undefined }), { maxFileBytes: MAX_UPLOADED_IMAGE_BYTES });
  registerCall(app, uploadImageCall, async (input, { account }) =>
    imageEditsService.upload(account!.id, { file: input.file as UploadedFile | undefined }), { maxFileBytes: MAX_UPLOADED_IMAGE_BYTES });
  registerCall(app, applyFilterCall, async (input, { account }) => imageEditsService.filter(account!.id, input));
  registerCall(app, applyBackdropCall, async (input, { account }) => imageEditsService.backdrop(account!.id, input));
  registerCall(app, changeOutfitCall, async (input, { account }) => imageEditsService.changeOutfit(account!.id, input));
  registerCall(app, upscaleCall, async (input, { account }) => imageEditsService.upscale(account!.id, input));
}
