import { confirmTrainingCall, SEND_ONE_ZIP_MESSAGE, uploadCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import type { UploadsComponents } from './uploads.wiring.js';
import { enableMultipart, registerCall } from '../../http/contract-route.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import { PhotoQualityError } from './photo-quality.error.js';

/** upload-service/upload: the training upload (multipart zip, UPLOAD_MAX_MB at most, 160 MB by default). */
export interface UploadsRoutesDeps extends Pick<UploadsComponents, 'uploadService' | 'trainingConfirmation'> {
  config: Pick<AppConfig, 'uploadMaxBytes'>;
  /** Starts this process's job runner at once, so a confirmed training begins without waiting for a poll. */
  wakeJobs: () => void;
}

export async function uploadsRoutes(app: FastifyInstance, deps: UploadsRoutesDeps): Promise<void> {
  await enableMultipart(app);
  registerCall(app, uploadCall, async (input, { request, reply, account }) => {
    try {
      return await deps.uploadService.upload(account!.id, { ...input, file: input.file as UploadedFile | undefined });
    } catch (error) {
      if (!(error instanceof PhotoQualityError)) throw error;
      // The agreed 422 body: the error reply plus the photos to replace.
      return reply.status(422).send({ status: 'error', message: error.message, requestId: String(request.id), photoIssues: error.photoIssues });
    }
  }, { maxFileBytes: deps.config.uploadMaxBytes, oneFileMessage: SEND_ONE_ZIP_MESSAGE });
  // "These are all me": starts an upload whose photos did not all look alike (docs/likeness.md).
  registerCall(app, confirmTrainingCall, async ({ modelId }, { account }) => {
    const reply = await deps.trainingConfirmation.confirm(account!.id, modelId);
    deps.wakeJobs();
    return reply;
  });
}
