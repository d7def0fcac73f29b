import { useCallback, useEffect, useRef, useState } from 'react';

export type FakeProgressState = 'pending' | 'loading' | 'done';

const TICK_MS = 100;
/** With reduced motion the bar moves in a few steps instead of sliding. */
const REDUCED_MOTION_TICK_MS = 500;

/**
 * A pretend task of a fixed duration (2000 ms training demo, 1000 ms prompt demo):
 * pending → loading (value rising 0..1) → done. Starting again once started does nothing.
 */
export function useFakeProgress(durationMs: number, options: { reducedMotion?: boolean; initiallyDone?: boolean } = {}) {
  const [state, setState] = useState<FakeProgressState>(options.initiallyDone ? 'done' : 'pending');
  const [value, setValue] = useState(options.initiallyDone ? 1 : 0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const tickMs = options.reducedMotion ? REDUCED_MOTION_TICK_MS : TICK_MS;

  useEffect(() => () => clearInterval(timer.current), []);

  const start = useCallback(() => {
    if (state !== 'pending') return;
    setState('loading');
    const startedAt = Date.now();
    timer.current = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      if (elapsed < durationMs) {
        setValue(elapsed / durationMs);
        return;
      }
      clearInterval(timer.current);
      setValue(1);
      setState('done');
    }, tickMs);
  }, [durationMs, state, tickMs]);

  return { state, value, start };
}
