import { useEffect, useRef, type RefObject, type TouchEvent as ReactTouchEvent } from 'react';

/** A horizontal swipe at least this long moves to the previous or next image (as the pack carousels do). */
export const SWIPE_THRESHOLD_PX = 50;

/** Left and right arrows move through the set, unless a control that uses them (a video's seek bar) has focus. */
export function useArrowKeys(rootRef: RefObject<HTMLElement | null>, onPrevious?: () => void, onNext?: () => void): void {
  const latest = useRef({ onPrevious, onNext });
  latest.current = { onPrevious, onNext };
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if ((event.target as HTMLElement | null)?.closest?.('video, input, textarea, select')) return;
      const step = event.key === 'ArrowLeft' ? latest.current.onPrevious : event.key === 'ArrowRight' ? latest.current.onNext : undefined;
      if (!step) return;
      event.preventDefault();
      step();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}

/** A mostly horizontal swipe of SWIPE_THRESHOLD_PX or more: right to left is next, left to right previous. */
export function useSwipe(onPrevious?: () => void, onNext?: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: ReactTouchEvent) => {
      const touch = event.touches[0];
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: ReactTouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      (dx < 0 ? onNext : onPrevious)?.();
    },
  };
}

/** Keeps the page behind an overlay from scrolling while it is open. */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);
}
