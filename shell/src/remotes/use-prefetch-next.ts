import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { nextLikelyPage, prefetchWhenIdle } from './prefetch-next';

/** On each page, prefetches the remote of the page a visitor most likely opens next (see nextLikelyPage). */
export function usePrefetchNext(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const next = nextLikelyPage(pathname);
    if (next) prefetchWhenIdle(next);
  }, [pathname]);
}
