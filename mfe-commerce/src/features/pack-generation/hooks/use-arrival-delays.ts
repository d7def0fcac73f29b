import { useEffect, useRef } from 'react';

/** Time between two photos of one poll's batch fading in. */
export const ARRIVAL_STAGGER_MS = 150;

/**
 * For photos that were not on screen at the last render: a delay each (0, 150, 300 ms …), so a poll that
 * brings several shows them one by one. Photos already shown get none.
 */
export function useArrivalDelays(fileIds: readonly string[]): ReadonlyMap<string, number> {
  const shown = useRef<ReadonlySet<string>>(new Set());
  const delays = new Map<string, number>();
  for (const fileId of fileIds) {
    if (!shown.current.has(fileId)) delays.set(fileId, delays.size * ARRIVAL_STAGGER_MS);
  }
  // After the commit, so a second render of the same list (strict mode) still sees what is new.
  useEffect(() => {
    shown.current = new Set(fileIds);
  });
  return delays;
}
