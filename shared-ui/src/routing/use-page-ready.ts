import { useEffect, useRef } from 'react';

/** The performance mark a page sets once its first data has rendered; bench:web measures the JavaScript up to it. */
export const PAGE_READY_MARK = 'page:ready';

/**
 * Marks `page:ready` the first time `ready` is true: in an effect, so after React has put the page's first data
 * into the document. The shell's `shell:interactive` only says the shell has started; this says the page
 * a visitor came for can be used. `detail` names the page (its path).
 */
export function usePageReady(ready: boolean): void {
  const marked = useRef(false);
  useEffect(() => {
    if (!ready || marked.current || typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
    marked.current = true;
    performance.mark(PAGE_READY_MARK, { detail: window.location.pathname });
  }, [ready]);
}
