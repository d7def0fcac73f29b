import { useState } from 'react';
import { ApiError, applyFilter, CREDITS_PER_IMAGE, errorMessage, MASK_EDIT_FAILED_MESSAGE, uploadMask } from 'api-client';
import { CREDIT_BALANCE_KEY, getApiQueryData, refreshCreditBalance, useAlert, useCreditShortfall } from 'shared-ui';
import { BASE_DURATION_MS } from '../../../lib/generation-progress';
import { useGenerationProgress } from '../../../lib/use-generation-progress';

export type EditKind = 'edit' | 'filter';

export interface EditResult {
  fileId: string;
  kind: EditKind;
}

export const GHIBLI_FILTER = 'mirage-ghibli';

/** The spec's message; a 4xx (no credits, bad prompt) adds the server's reason, which the user can act on. */
export function editFailedMessage(error: unknown): string {
  const userFixable = error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401;
  return userFixable ? `${MASK_EDIT_FAILED_MESSAGE} ${errorMessage(error)}` : MASK_EDIT_FAILED_MESSAGE;
}

/** Apply Edit (upload-mask) and the Ghibli filter (apply-filter) on one image: progress while the engine works, the new image after. */
export function useImageEdit(originalImageId: string) {
  const alert = useAlert();
  const shortOfCredits = useCreditShortfall();
  const progress = useGenerationProgress();
  const [working, setWorking] = useState<EditKind | null>(null);
  const [result, setResult] = useState<EditResult | null>(null);

  async function run(kind: EditKind, call: () => Promise<{ fileId: string }>) {
    if (working) return;
    setWorking(kind);
    progress.start(BASE_DURATION_MS);
    try {
      const reply = await call();
      progress.finish();
      setResult({ fileId: reply.fileId, kind });
    } catch (error) {
      console.error(kind === 'edit' ? 'Mask edit failed' : 'Filter failed', error);
      progress.reset();
      // Short of credits: the same way out as gen (the cost, the balance, then pricing).
      if (error instanceof ApiError && error.httpStatus === 402) {
        await shortOfCredits(CREDITS_PER_IMAGE, getApiQueryData<{ credits: number }>(CREDIT_BALANCE_KEY)?.credits ?? null);
      } else await alert(editFailedMessage(error));
    } finally {
      setWorking(null);
      void refreshCreditBalance();
    }
  }

  return {
    working,
    progress: progress.progress,
    remaining: progress.remaining,
    result,
    /** `makeMask` draws the mask PNG; a failure there reads like any other failed edit. */
    applyEdit: (makeMask: () => Promise<Blob>, prompt: string) =>
      run('edit', async () => uploadMask({ file: await makeMask(), originalImageId, prompt: prompt.trim() })),
    applyGhibli: () => run('filter', () => applyFilter({ fileId: originalImageId, filterName: GHIBLI_FILTER })),
  };
}
