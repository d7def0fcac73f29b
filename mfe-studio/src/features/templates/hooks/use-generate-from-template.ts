import { useNavigate } from 'react-router-dom';
import { ApiError, CREDITS_PER_IMAGE, errorMessage, generateImageFromTemplate, type TemplateImage } from 'api-client';
import { ACCOUNT_INFO_KEY, getApiQueryData, refreshCreditBalance, useAlert, useApiMutation, useCreditShortfall } from 'shared-ui';
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

  const generation = useApiMutation(
    ({ modelId, template }: { modelId: string; template: TemplateImage }) => {
      start(BASE_DURATION_MS);
      return generateImageFromTemplate({ modelId, templateId: template.fileId });
    },
    {
      exclusive: true,
      onSuccess: (reply) => {
        void refreshCreditBalance();
        const made = reply.status === 'success' ? reply.outputImages[0] : undefined;
        if (made) {
          finish();
          navigate(templateCompletePath(made.fileId));
          return;
        }
        reset();
        const failed = reply.status !== 'success';
        void alert(generateFailedMessage(failed ? reply.status : null, reply.message ?? (failed ? undefined : 'no image was made')));
      },
      onError: (error) => {
        reset();
        if (error instanceof ApiError && error.httpStatus === 402) {
          const balance = getApiQueryData<{ credits: number }>(ACCOUNT_INFO_KEY)?.credits ?? null;
          void shortOfCredits(CREDITS_PER_IMAGE, balance);
        } else void alert(generateFailedMessage(error instanceof ApiError ? error.httpStatus : null, errorMessage(error)));
        void refreshCreditBalance();
      },
    },
  );

  return {
    generate: (modelId, template) => generation.mutateAsync({ modelId, template }).then(() => undefined, () => undefined),
    generating: generation.isPending,
    progress,
    remaining,
  };
}
