import { useCallback, useEffect, useState } from 'react';
import { PROGRESS_TICK_MS } from 'shared-ui/start-up';
import { progressAt, remainingText } from './generation-progress';

/** How long a finished bar stays full before it goes away. */
export const DONE_LINGER_MS = 1000;

type Run =
  | { phase: 'idle' }
  | { phase: 'running'; startedAt: number; durationMs: number; elapsedMs: number }
  | { phase: 'done' };

/** The timed progress of one generation: running toward 95 %, done at 100 %, reset to nothing. */
export function useGenerationProgress() {
  const [run, setRun] = useState<Run>({ phase: 'idle' });

  useEffect(() => {
    if (run.phase === 'running') {
      const timer = setInterval(() => {
        setRun((current) => (current.phase === 'running' ? { ...current, elapsedMs: Date.now() - current.startedAt } : current));
      }, PROGRESS_TICK_MS);
      return () => clearInterval(timer);
    }
    if (run.phase === 'done') {
      const timer = setTimeout(() => setRun({ phase: 'idle' }), DONE_LINGER_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [run.phase]);

  const start = useCallback((durationMs: number) => setRun({ phase: 'running', startedAt: Date.now(), durationMs, elapsedMs: 0 }), []);
  const finish = useCallback(() => setRun({ phase: 'done' }), []);
  const reset = useCallback(() => setRun({ phase: 'idle' }), []);

  const progress = run.phase === 'running' ? progressAt(run.elapsedMs, run.durationMs) : run.phase === 'done' ? 1 : null;
  const remaining = run.phase === 'running' ? remainingText(run.elapsedMs, run.durationMs) : null;
  return { progress, remaining, start, finish, reset };
}
