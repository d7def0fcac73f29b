import { confirmTrainingCall, SEND_ONE_ZIP_MESSAGE, uploadCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container.js';
import { enableMultipart, registerCall } from '../../http/contract-route.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import { PhotoQualityError } from './photo-quality.error.js';

/** upload-service/upload: the training upload (multipart zip, UPLOAD_MAX_MB at most, 160 MB by default). */
export async function uploadsModule(app: FastifyInstance, container: Container): Promise<void> {
  await enableMultipart(app);
  registerCall(app, uploadCall, async (input, { request, reply, account }) => {
    try {
      return await container.uploads.uploadService.upload(account!.id, { ...input, file: input.file as UploadedFile | undefined });
    } catch (error) {
      if (!(error instanceof PhotoQualityError)) throw error;
      // The agreed 422 body: the error reply plus the photos to replace.
      return reply.status(422).send({ status: 'error', message: error.message, requestId: String(request.id), photoIssues: error.photoIssues });
    }
  }, { maxFileBytes: container.config.uploadMaxBytes, oneFileMessage: SEND_ONE_ZIP_MESSAGE });
  // "These are all me": starts an upload whose photos did not all look alike (docs/likeness.md).
  registerCall(app, confirmTrainingCall, async ({ modelId }, { account }) => {
    const reply = await container.uploads.trainingConfirmation.confirm(account!.id, modelId);
    container.queue.wake();
    return reply;
  });
}
