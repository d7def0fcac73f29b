import { useState } from 'react';
import { errorMessage, uploadTrainingImages, UPLOAD_FAILED_MESSAGE, type ModelClass, type UploadReply } from 'api-client';
import { useApiMutation } from 'shared-ui';
import { photoIssuesOf, type PhotoIssue } from '../photo-issues';
import { zipImages } from '../zip-images';

export interface TrainingUploadInput {
  files: readonly File[];
  modelName: string;
  modelClass: ModelClass;
  characteristics: readonly string[];
}

export type UploadOutcome =
  /** The training started (1150 credits spent). */
  | { kind: 'uploaded'; modelId: string }
  /** Not every photo looks like the person the others show: nothing spent, the upload waits for the user (docs/likeness.md). */
  | { kind: 'needs-confirmation'; modelId: string; outliers: number[] }
  | { kind: 'photos-rejected'; issues: PhotoIssue[]; message: string }
  | { kind: 'failed'; message: string };

function uploadedOutcome(reply: UploadReply): UploadOutcome {
  if (reply.status === 'needs-confirmation') return { kind: 'needs-confirmation', modelId: reply.modelId, outliers: reply.lookAlikeOutliers };
  return { kind: 'uploaded', modelId: reply.modelId };
}

function failedOutcome(error: unknown): UploadOutcome {
  const issues = photoIssuesOf(error);
  if (issues) return { kind: 'photos-rejected', issues, message: errorMessage(error) };
  // The fixed text, then whatever the server said (its reason is the useful part).
  return { kind: 'failed', message: `${UPLOAD_FAILED_MESSAGE} ${errorMessage(error)}` };
}

/** Zips the photos and sends them with the model's details; reports how it went, never throws. */
export function useTrainingUpload() {
  const [progress, setProgress] = useState(0);
  const send = useApiMutation(async (input: TrainingUploadInput) => {
    setProgress(0);
    const file = await zipImages(input.files);
    return uploadTrainingImages(
      { file, modelName: input.modelName.trim(), modelClass: input.modelClass, modelCharacteristics: input.characteristics.join(',') },
      { onUploadProgress: setProgress },
    );
  });

  const upload = (input: TrainingUploadInput): Promise<UploadOutcome> => send.mutateAsync(input).then(uploadedOutcome, failedOutcome);
  return { upload, uploading: send.isPending, progress };
}
