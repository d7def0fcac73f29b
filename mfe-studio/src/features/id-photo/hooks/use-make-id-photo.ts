import { useMemo, useRef } from 'react';
import {
  ApiError, createIdPhoto, errorMessage, ID_PHOTO_CREDITS, retakeReasonsOf, type CreateIdPhotoReply, type IdDocument, type RetakeReasonEntry,
} from 'api-client';
import { refreshCreditBalance, useApiMutation, useCreditBalance, useCreditShortfall } from 'shared-ui';
import { UPLOAD_FAILED_MESSAGE, uploadedFileId } from '../../../lib/upload-image-rules';
import { useImageUpload } from '../../../lib/use-image-upload';

export interface MakeIdPhotoRequest {
  file: File;
  document: IdDocument;
}

/** What the last Make ID photo came to: the photo, the reasons to retake it, or why it failed. */
export type IdPhotoOutcome =
  | { kind: 'none' }
  | { kind: 'made'; reply: CreateIdPhotoReply; document: IdDocument }
  | { kind: 'retake'; reasons: RetakeReasonEntry[] }
  | { kind: 'failed'; message: string };

/** The photo could not go up: its message is the upload page's ("Error uploading image: …"). */
class UploadFailed extends Error {}

const isShortOfCredits = (error: unknown) => error instanceof ApiError && error.httpStatus === 402;

/**
 * Make ID photo: the picked photo goes up with the upload page's call (once per pick: another document reuses
 * it), then id-photo-service/create measures it against the document. A photo to retake answers its reasons
 * (nothing spent); a short balance gets the site's one way to buy credits.
 */
export function useMakeIdPhoto() {
  const balance = useCreditBalance();
  const shortOfCredits = useCreditShortfall();
  const { upload, uploading, progress } = useImageUpload();
  const uploaded = useRef<{ file: File; fileId: string } | null>(null);

  async function fileIdOf(file: File): Promise<string> {
    if (uploaded.current?.file === file) return uploaded.current.fileId;
    const outcome = await upload(file);
    if (!outcome.ok) throw new UploadFailed(outcome.message);
    const fileId = uploadedFileId(outcome.nextPage);
    if (!fileId) throw new UploadFailed(UPLOAD_FAILED_MESSAGE);
    uploaded.current = { file, fileId };
    return fileId;
  }

  const make = useApiMutation(
    async ({ file, document }: MakeIdPhotoRequest) => createIdPhoto({ fileId: await fileIdOf(file), document: document.id }),
    {
      exclusive: true,
      onSuccess: () => void refreshCreditBalance(),
      onError: async (error) => {
        if (error instanceof UploadFailed || retakeReasonsOf(error)) return;
        console.error('ID photo failed', error);
        if (isShortOfCredits(error)) await shortOfCredits(ID_PHOTO_CREDITS, balance);
        void refreshCreditBalance();
      },
    },
  );

  // Once per answer: the retake banner takes the focus when its reasons change, not on every render.
  const error = make.status === 'error' ? make.error : null;
  const data = make.status === 'success' ? make.data : null;
  const document = make.variables?.document ?? null;
  const outcome = useMemo((): IdPhotoOutcome => {
    if (data && document) return { kind: 'made', reply: data, document };
    if (!error || isShortOfCredits(error)) return { kind: 'none' };
    const reasons = retakeReasonsOf(error);
    return reasons ? { kind: 'retake', reasons } : { kind: 'failed', message: errorMessage(error) };
  }, [data, document, error]);

  return {
    balance,
    outcome,
    busy: make.isPending,
    /** Upload progress (0–1) while the photo goes up; null once it is measured. */
    uploadProgress: uploading ? progress : null,
    make: make.mutate,
    /** A new photo: the last one's retake reasons or failure no longer apply (a made photo stays). */
    forgetFailure: () => {
      if (make.status === 'error') make.reset();
    },
  };
}
