import { useEffect, useState } from 'react';
import { PROGRESS_CAP, PROGRESS_TICK_MS } from 'shared-ui';

/**
 * An estimate for work whose real progress the server does not report: it fills over `durationMs` while
 * `running`, stops at the cap until the work ends, and starts again at 0 on the next run.
 */
export function useTimedProgress(running: boolean, durationMs: number): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const started = Date.now();
    setProgress(0);
    const timer = setInterval(() => {
      setProgress(Math.min(PROGRESS_CAP, (Date.now() - started) / durationMs));
    }, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running, durationMs]);
  return progress;
}
