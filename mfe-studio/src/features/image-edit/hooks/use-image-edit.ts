import { useState } from 'react';
import {
  ApiError, applyBackdrop, applyFilter, BACKDROP_FAILED_MESSAGE, CREDITS_PER_IMAGE, errorMessage, MASK_EDIT_FAILED_MESSAGE, uploadMask,
  type BackdropName,
} from 'api-client';
import { ACCOUNT_INFO_KEY, getApiQueryData, refreshCreditBalance, useAlert, useApiMutation, useCreditShortfall } from 'shared-ui';
import { BASE_DURATION_MS } from '../../../lib/generation-progress';
import { useGenerationProgress } from '../../../lib/use-generation-progress';

export type EditKind = 'edit' | 'filter' | 'backdrop';

export interface EditResult {
  fileId: string;
  kind: EditKind;
}

export const GHIBLI_FILTER = 'mirage-ghibli';

/**
 * The spec's message; a 4xx (no credits, bad prompt) adds the server's reason, which the user can act on.
 * A backdrop's refusal says it all by itself ("No person was found in the photo. Your credits were given back.").
 */
export function editFailedMessage(error: unknown, kind: EditKind = 'edit'): string {
  const userFixable = error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401;
  if (kind === 'backdrop') return userFixable ? errorMessage(error) : BACKDROP_FAILED_MESSAGE;
  return userFixable ? `${MASK_EDIT_FAILED_MESSAGE} ${errorMessage(error)}` : MASK_EDIT_FAILED_MESSAGE;
}

const FAILURE_LOG: Record<EditKind, string> = { edit: 'Mask edit failed', filter: 'Filter failed', backdrop: 'Studio backdrop failed' };

interface EditRun {
  kind: EditKind;
  send: () => Promise<{ fileId: string }>;
}

/** Apply Edit (upload-mask), the Ghibli filter (apply-filter) and a studio backdrop (apply-backdrop) on one image: progress while it works, the new image after. */
export function useImageEdit(originalImageId: string) {
  const alert = useAlert();
  const shortOfCredits = useCreditShortfall();
  const progress = useGenerationProgress();
  const [result, setResult] = useState<EditResult | null>(null);
  // One at a time; the button stays busy until a failure's dialog is closed.
  const edit = useApiMutation(
    ({ send }: EditRun) => {
      progress.start(BASE_DURATION_MS);
      return send();
    },
    {
      exclusive: true,
      onSuccess: (reply, { kind }) => {
        progress.finish();
        setResult({ fileId: reply.fileId, kind });
        void refreshCreditBalance();
      },
      onError: async (error, { kind }) => {
        console.error(FAILURE_LOG[kind], error);
        progress.reset();
        // Short of credits: the same way out as gen (the cost, the balance, then pricing).
        if (error instanceof ApiError && error.httpStatus === 402) {
          await shortOfCredits(CREDITS_PER_IMAGE, getApiQueryData<{ credits: number }>(ACCOUNT_INFO_KEY)?.credits ?? null);
        } else await alert(editFailedMessage(error, kind));
        void refreshCreditBalance();
      },
    },
  );

  return {
    working: edit.isPending ? (edit.variables?.kind ?? null) : null,
    progress: progress.progress,
    remaining: progress.remaining,
    result,
    /** `makeMask` draws the mask PNG; a failure there reads like any other failed edit. */
    applyEdit: (makeMask: () => Promise<Blob>, prompt: string) =>
      edit.mutate({ kind: 'edit', send: async () => uploadMask({ file: await makeMask(), originalImageId, prompt: prompt.trim() }) }),
    applyGhibli: () => edit.mutate({ kind: 'filter', send: () => applyFilter({ fileId: originalImageId, filterName: GHIBLI_FILTER }) }),
    applyBackdrop: (backdrop: BackdropName) => edit.mutate({ kind: 'backdrop', send: () => applyBackdrop({ fileId: originalImageId, backdrop }) }),
  };
}
