import { useCallback, useEffect, useState } from 'react';
import {
  ApiError,
  GENERATION_ID_REQUIRED_MESSAGE,
  getPackGeneration,
  PACK_GENERATION_LOAD_FAILED_MESSAGE,
  PACK_GENERATION_NOT_FOUND_MESSAGE,
  type PackGeneration,
} from 'api-client';

/** While a pack is still being made its page asks again this often. */
export const PACK_POLL_MS = 3000;

export type PackGenerationState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; generation: PackGeneration };

function loadFailure(error: unknown): string {
  if (error instanceof ApiError && error.httpStatus === 404) return PACK_GENERATION_NOT_FOUND_MESSAGE;
  return PACK_GENERATION_LOAD_FAILED_MESSAGE;
}

/** One pack generation, polled every 3 s while its status is running. */
export function usePackGeneration(generationId: string | undefined) {
  const validId = generationId && /^\d+$/.test(generationId) ? generationId : null;
  const [state, setState] = useState<PackGenerationState>(
    validId ? { kind: 'loading' } : { kind: 'failed', message: GENERATION_ID_REQUIRED_MESSAGE },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!validId) {
      setState({ kind: 'failed', message: GENERATION_ID_REQUIRED_MESSAGE });
      return undefined;
    }
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = false;
    const load = async () => {
      try {
        const { packGeneration } = await getPackGeneration({ id: validId });
        if (!active) return;
        shown = true;
        setState({ kind: 'loaded', generation: packGeneration });
        if (packGeneration.status === 'running') timer = setTimeout(() => void load(), PACK_POLL_MS);
      } catch (error) {
        if (!active) return;
        console.error('Loading the pack generation failed', error);
        // A poll that fails keeps the images on screen and tries again; only a first load shows the error.
        if (shown) {
          timer = setTimeout(() => void load(), PACK_POLL_MS);
          return;
        }
        setState({ kind: 'failed', message: loadFailure(error) });
      }
    };
    setState({ kind: 'loading' });
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [validId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
