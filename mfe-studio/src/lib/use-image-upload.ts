import { useState } from 'react';
import { callApi, errorMessage, uploadImageCall } from 'api-client';
import { useApiMutation } from 'shared-ui';
import { UPLOAD_FAILED_MESSAGE, uploadErrorMessage } from './upload-image-rules';

export type UploadOutcome = { ok: true; nextPage: string } | { ok: false; message: string };

/**
 * Sends the picked image with its upload progress. callApi with the call's definition, because
 * api-client's uploadImage() takes no options (and so no progress callback).
 */
export function useImageUpload() {
  const [progress, setProgress] = useState(0);
  const send = useApiMutation(
    (file: File) => {
      setProgress(0);
      return callApi(uploadImageCall, { file }, { onUploadProgress: setProgress });
    },
    { onError: (error) => console.error('Image upload failed', error) },
  );

  const upload = (file: File): Promise<UploadOutcome> =>
    send.mutateAsync(file).then(
      (reply) => (reply.status !== 'success' || !reply.nextPage ? { ok: false, message: UPLOAD_FAILED_MESSAGE } : { ok: true, nextPage: reply.nextPage }),
      (error: unknown) => ({ ok: false, message: uploadErrorMessage(errorMessage(error)) }),
    );
  return { upload, uploading: send.isPending, progress: send.isPending ? progress : null };
}
