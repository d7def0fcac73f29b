import { useEffect, useRef } from 'react';
import type { FakeProgressState } from './use-fake-progress';

/**
 * A demo's start button disappears once clicked, which would drop keyboard focus onto the page body.
 * This moves focus to the element that replaces it (the progress, then the result) once the demo the
 * visitor started leaves `pending`.
 */
export function useFocusOnStart<T extends HTMLElement>(state: FakeProgressState) {
  const target = useRef<T>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!started.current || state === 'pending') return;
    started.current = false;
    target.current?.focus();
  }, [state]);

  return { target, markStarted: () => { started.current = true; } };
}
