import { atom } from 'jotai';

export interface PendingAlert {
  id: number;
  message: string;
  /** The dialog's title, saying what happened ("Not enough credits"); "Message" when none is given. */
  title?: string;
  resolve: () => void;
}

/** Alerts waiting to be shown, first one on screen (one store for the whole site). */
export const alertQueueAtom = atom<PendingAlert[]>([]);
