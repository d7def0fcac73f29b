import { useState } from 'react';
import { errorMessage, uploadTrainingImages, UPLOAD_FAILED_MESSAGE, type ModelClass } from 'api-client';
import { photoIssuesOf, type PhotoIssue } from '../photo-issues';
import { zipImages } from '../zip-images';

export interface TrainingUploadInput {
  files: readonly File[];
  modelName: string;
  modelClass: ModelClass;
  characteristics: readonly string[];
}

export type UploadOutcome =
  /** `modelId`: the new model (its look-alike warning is asked for afterwards, docs/likeness.md). */
  | { kind: 'uploaded'; modelId: string }
  | { kind: 'photos-rejected'; issues: PhotoIssue[]; message: string }
  | { kind: 'failed'; message: string };

/** Zips the photos and sends them with the model's details; reports how it went, never throws. */
export function useTrainingUpload() {
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);

  async function upload(input: TrainingUploadInput): Promise<UploadOutcome> {
    setUploading(true);
    setProgress(0);
    try {
      const file = await zipImages(input.files);
      const reply = await uploadTrainingImages(
        {
          file,
          modelName: input.modelName.trim(),
          modelClass: input.modelClass,
          modelCharacteristics: input.characteristics.join(','),
        },
        { onUploadProgress: setProgress },
      );
      return { kind: 'uploaded', modelId: reply.modelId };
    } catch (error) {
      const issues = photoIssuesOf(error);
      if (issues) return { kind: 'photos-rejected', issues, message: errorMessage(error) };
      // The fixed text, then whatever the server said (its reason is the useful part).
      return { kind: 'failed', message: `${UPLOAD_FAILED_MESSAGE} ${errorMessage(error)}` };
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading, progress };
}
