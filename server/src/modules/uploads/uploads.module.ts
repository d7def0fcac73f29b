import { lookAlikeCall, uploadCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container.js';
import { enableMultipart, registerCall, type UploadedFile } from '../../http/contract-route.js';
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
  }, { maxFileBytes: container.config.uploadMaxBytes });
  // The upload's look-alike warning, known a few seconds after the reply (docs/likeness.md).
  registerCall(app, lookAlikeCall, async ({ modelId }, { account }) => ({
    status: 'success' as const, ...(await container.uploads.lookAlikeService.outliers(account!.id, modelId)),
  }));
}
