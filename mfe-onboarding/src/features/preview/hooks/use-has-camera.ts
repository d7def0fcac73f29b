import { useState } from 'react';

/**
 * A touch device (phone, tablet): there the file input's capture="user" opens the front camera. Desktops get
 * one file picker, since a "Take a selfie" button that opens a file dialog would mislead.
 */
export function useHasCamera(): boolean {
  const [coarse] = useState(() => {
    try {
      return window.matchMedia('(pointer: coarse)').matches;
    } catch {
      return false;
    }
  });
  return coarse;
}
