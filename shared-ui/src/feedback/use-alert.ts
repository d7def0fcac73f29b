import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { alertQueueAtom } from './alert.atom';

let nextId = 1;

/** An alert: a modal message with OK; the promise resolves when it is dismissed. */
export function useAlert(): (message: string) => Promise<void> {
  const setQueue = useSetAtom(alertQueueAtom);
  return useCallback(
    (message: string) =>
      new Promise<void>((resolve) => {
        const id = nextId++;
        setQueue((queue) => [...queue, { id, message, resolve }]);
      }),
    [setQueue],
  );
}
