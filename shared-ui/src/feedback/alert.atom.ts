import { atom } from 'jotai';

export interface PendingAlert {
  id: number;
  message: string;
  resolve: () => void;
}

/** Alerts waiting to be shown, first one on screen (one store for the whole site). */
export const alertQueueAtom = atom<PendingAlert[]>([]);
