import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isLandingPath } from '../layout/nav-links';
import { nextLikelyPage, prefetchWhenIdle, whenIdle, whenPageReadyAndIdle } from './prefetch-next';

/**
 * On each page, prefetches the remote of the page a visitor most likely opens next (see nextLikelyPage): from a
 * prerendered landing page as soon as the browser is idle (it is ready when the shell is interactive), from
 * any other page once it has marked `page:ready`.
 */
export function usePrefetchNext(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const next = nextLikelyPage(pathname);
    if (next) prefetchWhenIdle(next, isLandingPath(pathname) ? whenIdle : whenPageReadyAndIdle);
  }, [pathname]);
}
