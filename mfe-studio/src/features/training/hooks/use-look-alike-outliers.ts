import { useEffect, useState } from 'react';
import { lookAlikeOutliers } from 'api-client';

/**
 * The server compares the faces of an upload's photos just after accepting it (a few seconds for 20
 * photos, docs/likeness.md): the page asks after these delays until the answer is in.
 */
export const LOOK_ALIKE_POLL_MS = [1_500, 4_000, 8_000, 20_000];
const NONE: number[] = [];

/** The positions of the uploaded model's photos that do not look like its first one; [] until known. */
export function useLookAlikeOutliers(modelId: string | null): number[] {
  const [answer, setAnswer] = useState<{ modelId: string; outliers: number[] } | null>(null);
  useEffect(() => {
    if (modelId === null) return undefined;
    let done = false;
    const ask = async () => {
      if (done) return;
      try {
        const reply = await lookAlikeOutliers({ modelId });
        if (!reply.checked || done) return;
        done = true;
        setAnswer({ modelId, outliers: reply.lookAlikeOutliers });
      } catch (error) {
        // A warning only: a failed ask waits for the next one.
        console.error('Look-alike check failed', error);
      }
    };
    const timers = LOOK_ALIKE_POLL_MS.map((ms) => setTimeout(() => void ask(), ms));
    return () => {
      done = true;
      timers.forEach(clearTimeout);
    };
  }, [modelId]);
  return answer !== null && answer.modelId === modelId ? answer.outliers : NONE;
}
