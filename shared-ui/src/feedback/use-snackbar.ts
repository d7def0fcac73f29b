import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { snackbarAtom, type SnackbarOptions } from './snackbar.atom';

let nextId = 1;

export function useSnackbar(): { showSnackbar: (options: SnackbarOptions) => void } {
  const setSnackbar = useSetAtom(snackbarAtom);
  const showSnackbar = useCallback(
    (options: SnackbarOptions) => setSnackbar({ ...options, id: nextId++ }),
    [setSnackbar],
  );
  return { showSnackbar };
}
