import { useCallback, useState } from 'react';
import { MOBILE_BREAKPOINT } from 'shared-ui/start-up';

/** "1 photo ready", "4 photos ready": what a screen reader hears when a generation's photos arrive. */
export function photosReadyMessage(count: number): string {
  return count === 1 ? '1 photo ready' : `${count} photos ready`;
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`).matches;
const prefersLessMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface NewImagesNotice {
  /** The live region's text; `key` changes with every notice so the same words are announced again. */
  message: string;
  key: number;
  notify: (count: number, options?: { scroll?: boolean }) => void;
}

/**
 * Announces new photos in a live region, and on phones, where the gallery sits below the prompt, scrolls
 * the element with id `targetId` (the gallery) into view so the new photos are seen.
 */
export function useNewImagesNotice(targetId: string): NewImagesNotice {
  const [notice, setNotice] = useState({ message: '', key: 0 });
  const notify = useCallback(
    (count: number, options: { scroll?: boolean } = {}) => {
      if (count <= 0) return;
      setNotice((previous) => ({ message: photosReadyMessage(count), key: previous.key + 1 }));
      if (options.scroll === false || !isPhone()) return;
      // After the new tiles have rendered.
      requestAnimationFrame(() => {
        document.getElementById(targetId)?.scrollIntoView({ behavior: prefersLessMotion() ? 'auto' : 'smooth', block: 'start' });
      });
    },
    [targetId],
  );
  return { ...notice, notify };
}
