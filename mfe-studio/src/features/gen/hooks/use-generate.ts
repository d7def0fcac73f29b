import { useNavigate } from 'react-router-dom';
import type { GenReply } from 'api-client';
import { ApiError, CREDITS_PER_IMAGE, errorMessage, UNSCORED } from 'api-client/runtime';
import { useAlert } from 'shared-ui/start-up';
import { useApiMutation } from 'shared-ui/first-render';
import { loadContract } from '../../../lib/contract';
import type { ImageItem } from '../../../lib/images/image-item';
import { estimatedDurationMs } from '../../../lib/generation-progress';
import { useGenerationProgress } from '../../../lib/use-generation-progress';

export interface GenerateRequest {
  modelId: string;
  prompt: string;
  imageCount: number;
  /** Generate Again from the viewer: the image to make another of. */
  originalFileId?: string;
}

interface UseGenerateOptions {
  mockMode: boolean;
  /** The balance before this generation (for the explanation when the server finds it short). */
  credits: number;
  addCredits: (delta: number) => void;
  refreshCredits: () => Promise<void>;
  /** The new images, newest first, for the model they were made with. */
  onImages: (modelId: string, images: ImageItem[]) => void;
  /** The generation succeeded: the server's reply to the request it answers. */
  onGenerated?: (reply: GenReply, request: GenerateRequest) => void;
}

const costOf = (request: GenerateRequest) => CREDITS_PER_IMAGE * request.imageCount;

/** Newest first, as the models call lists them: the last image made comes first. */
function madeImages(reply: GenReply, request: GenerateRequest): ImageItem[] {
  const prompt = request.originalFileId ? null : request.prompt;
  return reply.outputImages.map(({ url, fileId }) => ({ url, fileId, ...UNSCORED, isLiked: false, prompt })).reverse();
}

/**
 * One generation at a time (a second click while one runs is ignored, even in the same tick), credits
 * down by 10 per image at once, a timed progress bar, warnings and failures alerted, and pricing when
 * credits ran out.
 */
export function useGenerate({ mockMode, credits, addCredits, refreshCredits, onImages, onGenerated }: UseGenerateOptions) {
  const alert = useAlert();
  const navigate = useNavigate();
  // shared-ui's credit shortfall (a titled dialog, then pricing) is in its full entry, loaded when needed.
  const shortOfCredits = (cost: number, balance: number) =>
    import('shared-ui').then(({ creditShortfallHandler }) => creditShortfallHandler(alert, navigate)(cost, balance));
  const { progress, remaining, start, finish, reset } = useGenerationProgress();

  const generation = useApiMutation(
    (request: GenerateRequest) => {
      addCredits(-costOf(request));
      start(estimatedDurationMs(request.imageCount, mockMode));
      return loadContract().then(({ generateImages }) => generateImages(request));
    },
    {
      exclusive: true,
      onSuccess: (reply, request) => {
        finish();
        onImages(request.modelId, madeImages(reply, request));
        if (reply.status === 'warning' && reply.message) void alert(reply.message);
        void refreshCredits();
        onGenerated?.(reply, request);
      },
      onError: (error, request) => {
        reset();
        addCredits(costOf(request));
        // Short of credits: a titled dialog with the cost and the balance, then pricing (the spec's redirect).
        if (error instanceof ApiError && error.httpStatus === 402) void shortOfCredits(costOf(request), credits);
        else void alert(errorMessage(error));
        void refreshCredits();
      },
    },
  );

  return { generate: generation.mutate, generating: generation.isPending, progress, remaining };
}
