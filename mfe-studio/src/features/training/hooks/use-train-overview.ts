import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, getTrainOverview, type TrainOverview } from 'api-client';

/** While a model trains, the page asks again this often, so the banner turns into the result by itself. */
export const TRAINING_POLL_MS = 5000;

export type OverviewState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; overview: TrainOverview };

/** Loads the train overview and keeps polling it while a training runs (stops on unmount). */
export function useTrainOverview() {
  const [state, setState] = useState<OverviewState>({ kind: 'loading' });
  const mounted = useRef(true);

  // `quiet` reloads keep the current view on screen (and its form state) until the answer arrives.
  const load = useCallback(async (quiet: boolean) => {
    if (!quiet) setState({ kind: 'loading' });
    try {
      const overview = await getTrainOverview();
      if (mounted.current) setState({ kind: 'ready', overview });
    } catch (error) {
      // A failed poll keeps what is shown; the next poll tries again.
      if (mounted.current && !quiet) setState({ kind: 'error', message: errorMessage(error) });
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load(false);
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const training = state.kind === 'ready' && state.overview.modelIsTraining;
  useEffect(() => {
    if (!training) return undefined;
    const timer = setInterval(() => void load(true), TRAINING_POLL_MS);
    return () => clearInterval(timer);
  }, [training, load]);

  return { state, reload: () => load(true), retry: () => load(false) };
}
