import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, CREDITS_PER_IMAGE, errorMessage, generateImageFromTemplate, type TemplateImage } from 'api-client';
import { getApiQueryData, refreshCreditBalance, useAlert, useCreditShortfall, CREDIT_BALANCE_KEY } from 'shared-ui';
import { BASE_DURATION_MS } from '../../../lib/generation-progress';
import { useGenerationProgress } from '../../../lib/use-generation-progress';
import { generateFailedMessage } from '../template-messages';
import { templateCompletePath } from '../template-model';

export interface TemplateGeneration {
  generate: (modelId: string, template: TemplateImage) => Promise<void>;
  generating: boolean;
  /** 0..1 while a photo is being made (then 1 briefly), else null. */
  progress: number | null;
  remaining: string | null;
}

/**
 * One photo of a model in a template's style, one at a time (a second choice while one runs is ignored),
 * with gen's timed progress for one image. Success opens the photo's template-complete page; running out
 * of credits explains the cost and the balance and goes to pricing, as gen does; other failures alert
 * "Failed to generate (status)" with the reason.
 */
export function useGenerateFromTemplate(): TemplateGeneration {
  const alert = useAlert();
  const navigate = useNavigate();
  const shortOfCredits = useCreditShortfall();
  const { progress, remaining, start, finish, reset } = useGenerationProgress();
  // A ref, not state: two clicks in the same tick must not both get through.
  const busy = useRef(false);
  const [generating, setGenerating] = useState(false);

  const generate = useCallback(
    async (modelId: string, template: TemplateImage): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      setGenerating(true);
      start(BASE_DURATION_MS);
      try {
        const reply = await generateImageFromTemplate({ modelId, templateId: template.fileId });
        const made = reply.status === 'success' ? reply.outputImages[0] : undefined;
        if (!made) {
          reset();
          const failed = reply.status !== 'success';
          void alert(generateFailedMessage(failed ? reply.status : null, reply.message ?? (failed ? undefined : 'no image was made')));
          return;
        }
        finish();
        navigate(templateCompletePath(made.fileId));
      } catch (error) {
        reset();
        if (error instanceof ApiError && error.httpStatus === 402) {
          const balance = getApiQueryData<{ credits: number }>(CREDIT_BALANCE_KEY)?.credits ?? null;
          void shortOfCredits(CREDITS_PER_IMAGE, balance);
          return;
        }
        void alert(generateFailedMessage(error instanceof ApiError ? error.httpStatus : null, errorMessage(error)));
      } finally {
        busy.current = false;
        setGenerating(false);
        void refreshCreditBalance();
      }
    },
    [alert, finish, navigate, reset, shortOfCredits, start],
  );

  return { generate, generating, progress, remaining };
}
