import { atom } from 'jotai';

export interface SnackbarOptions {
  message: string;
  onUndo?: () => void;
}

export interface SnackbarState extends SnackbarOptions {
  /** A new id restarts the auto-hide timer even when the message repeats. */
  id: number;
}

export const snackbarAtom = atom<SnackbarState | null>(null);
