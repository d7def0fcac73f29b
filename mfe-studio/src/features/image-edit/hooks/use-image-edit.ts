import { useState } from 'react';
import {
  ApiError, applyBackdrop, applyFilter, BACKDROP_FAILED_MESSAGE, changeOutfit, CREDITS_PER_IMAGE, errorMessage, MASK_EDIT_FAILED_MESSAGE, OUTFIT_CREDITS,
  OUTFIT_FAILED_MESSAGE, upscale, upscaleCredits, UPSCALE_FAILED_MESSAGE, uploadMask, type BackdropName, type ChangeOutfitRequest, type UpscaleScale,
} from 'api-client';
import { ACCOUNT_INFO_KEY, getApiQueryData, refreshCreditBalance, useAlert, useApiMutation, useCreditShortfall } from 'shared-ui';
import { BASE_DURATION_MS } from '../../../lib/generation-progress';
import { useGenerationProgress } from '../../../lib/use-generation-progress';

export type EditKind = 'edit' | 'filter' | 'backdrop' | 'outfit' | 'hd';

export interface EditResult {
  fileId: string;
  kind: EditKind;
  /** What the server said of it (an outfit whose face changed: the refund), shown above the photo. */
  message?: string | null;
  /** An HD copy's size. */
  size?: { width: number; height: number };
}

export const GHIBLI_FILTER = 'mirage-ghibli';

/** What a tool's failure says when the server's reason is not one the user can act on. */
const FAILED_MESSAGE: Record<EditKind, string> = {
  edit: MASK_EDIT_FAILED_MESSAGE, filter: MASK_EDIT_FAILED_MESSAGE, backdrop: BACKDROP_FAILED_MESSAGE, outfit: OUTFIT_FAILED_MESSAGE, hd: UPSCALE_FAILED_MESSAGE,
};

/**
 * The spec's message; a 4xx (no credits, bad prompt) adds the server's reason, which the user can act on.
 * The newer tools' refusals say it all by themselves ("No person was found in the photo. Your credits were given back.").
 */
export function editFailedMessage(error: unknown, kind: EditKind = 'edit'): string {
  const userFixable = error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 401;
  if (kind === 'edit' || kind === 'filter') return userFixable ? `${MASK_EDIT_FAILED_MESSAGE} ${errorMessage(error)}` : MASK_EDIT_FAILED_MESSAGE;
  return userFixable || (error instanceof ApiError && error.httpStatus === 503) ? errorMessage(error) : FAILED_MESSAGE[kind];
}

const FAILURE_LOG: Record<EditKind, string> = {
  edit: 'Mask edit failed', filter: 'Filter failed', backdrop: 'Studio backdrop failed', outfit: 'Change outfit failed', hd: 'HD upscale failed',
};

interface EditRun {
  kind: EditKind;
  /** What it costs (the shortfall dialog says it). */
  cost: number;
  send: () => Promise<Omit<EditResult, 'kind'>>;
}

/**
 * Apply Edit (upload-mask), the Ghibli filter (apply-filter), a studio backdrop (apply-backdrop), change outfit
 * and HD (upscale) on one image: progress while it works, the new image after.
 */
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
        setResult({ ...reply, kind });
        void refreshCreditBalance();
      },
      onError: async (error, { kind, cost }) => {
        console.error(FAILURE_LOG[kind], error);
        progress.reset();
        // Short of credits: the same way out as gen (the cost, the balance, then pricing).
        if (error instanceof ApiError && error.httpStatus === 402) {
          await shortOfCredits(cost, getApiQueryData<{ credits: number }>(ACCOUNT_INFO_KEY)?.credits ?? null);
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
      edit.mutate({ kind: 'edit', cost: CREDITS_PER_IMAGE, send: async () => uploadMask({ file: await makeMask(), originalImageId, prompt: prompt.trim() }) }),
    applyGhibli: () => edit.mutate({ kind: 'filter', cost: CREDITS_PER_IMAGE, send: () => applyFilter({ fileId: originalImageId, filterName: GHIBLI_FILTER }) }),
    applyBackdrop: (backdrop: BackdropName) =>
      edit.mutate({ kind: 'backdrop', cost: CREDITS_PER_IMAGE, send: () => applyBackdrop({ fileId: originalImageId, backdrop }) }),
    applyOutfit: (outfit: ChangeOutfitRequest['outfit']) =>
      edit.mutate({ kind: 'outfit', cost: OUTFIT_CREDITS, send: () => changeOutfit({ fileId: originalImageId, outfit }) }),
    applyUpscale: (scale: UpscaleScale) =>
      edit.mutate({
        kind: 'hd', cost: upscaleCredits(scale),
        send: async () => {
          const reply = await upscale({ fileId: originalImageId, scale });
          return { fileId: reply.fileId, size: { width: reply.width, height: reply.height } };
        },
      }),
  };
}
