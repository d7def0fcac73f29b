import { useCallback, useRef, useState } from 'react';
import { ApiError, CREDITS_PER_IMAGE, errorMessage, generateImages, UNSCORED, type GenReply } from 'api-client';
import { useAlert, useCreditShortfall } from 'shared-ui';
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
}

/**
 * One generation at a time (a second click while one runs is ignored), credits down by 10
 * per image at once, a timed progress bar, warnings and failures alerted, and pricing when credits ran out.
 */
export function useGenerate({ mockMode, credits, addCredits, refreshCredits, onImages }: UseGenerateOptions) {
  const alert = useAlert();
  const shortOfCredits = useCreditShortfall();
  const { progress, remaining, start, finish, reset } = useGenerationProgress();
  // A ref, not state: two clicks in the same tick must not both get through.
  const busy = useRef(false);
  const [generating, setGenerating] = useState(false);

  const generate = useCallback(
    async (request: GenerateRequest): Promise<GenReply | null> => {
      if (busy.current) return null;
      busy.current = true;
      setGenerating(true);
      const cost = CREDITS_PER_IMAGE * request.imageCount;
      addCredits(-cost);
      start(estimatedDurationMs(request.imageCount, mockMode));
      try {
        const reply = await generateImages(request);
        finish();
        const prompt = request.originalFileId ? null : request.prompt;
        // Newest first, as the models call lists them: the last image made comes first.
        const made = reply.outputImages.map(({ url, fileId }) => ({ url, fileId, ...UNSCORED, isLiked: false, prompt })).reverse();
        onImages(request.modelId, made);
        if (reply.status === 'warning' && reply.message) void alert(reply.message);
        return reply;
      } catch (error) {
        reset();
        addCredits(cost);
        // Short of credits: a titled dialog with the cost and the balance, then pricing (the spec's redirect).
        if (error instanceof ApiError && error.httpStatus === 402) void shortOfCredits(cost, credits);
        else void alert(errorMessage(error));
        return null;
      } finally {
        busy.current = false;
        setGenerating(false);
        void refreshCredits();
      }
    },
    [addCredits, alert, credits, finish, mockMode, onImages, refreshCredits, reset, shortOfCredits, start],
  );

  return { generate, generating, progress, remaining };
}
