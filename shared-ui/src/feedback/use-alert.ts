import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { alertQueueAtom } from './alert.atom';

let nextId = 1;

export interface AlertOptions {
  /** Says what happened ("Not enough credits"); the dialog reads "Message" without one. */
  title?: string;
}

/** An alert: a modal message with OK; the promise resolves when it is dismissed. */
export function useAlert(): (message: string, options?: AlertOptions) => Promise<void> {
  const setQueue = useSetAtom(alertQueueAtom);
  return useCallback(
    (message: string, options?: AlertOptions) =>
      new Promise<void>((resolve) => {
        const id = nextId++;
        setQueue((queue) => [...queue, { id, message, title: options?.title, resolve }]);
      }),
    [setQueue],
  );
}
