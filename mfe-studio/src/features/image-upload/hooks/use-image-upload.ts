import { useState } from 'react';
import { callApi, errorMessage, uploadImageCall } from 'api-client';
import { UPLOAD_FAILED_MESSAGE, uploadErrorMessage } from '../upload-image-rules';

export type UploadOutcome = { ok: true; nextPage: string } | { ok: false; message: string };

/**
 * Sends the picked image with its upload progress. callApi with the call's definition, because
 * api-client's uploadImage() takes no options (and so no progress callback).
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(file: File): Promise<UploadOutcome> {
    setProgress(0);
    try {
      const reply = await callApi(uploadImageCall, { file }, { onUploadProgress: setProgress });
      if (reply.status !== 'success' || !reply.nextPage) return { ok: false, message: UPLOAD_FAILED_MESSAGE };
      return { ok: true, nextPage: reply.nextPage };
    } catch (error) {
      console.error('Image upload failed', error);
      return { ok: false, message: uploadErrorMessage(errorMessage(error)) };
    } finally {
      setProgress(null);
    }
  }

  return { upload, uploading: progress !== null, progress };
}
