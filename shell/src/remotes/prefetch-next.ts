import { preloadRemote } from '@module-federation/enhanced/runtime';
import { isLandingPath } from '../layout/nav-links';
import type { RemoteModule } from '../routes/route-table';

/**
 * The page a visitor most likely opens next from where they are: a landing page leads into the onboarding
 * funnel, gen to pricing when the credits run out. Its remote is fetched while the browser is idle, so
 * that step costs no wait.
 */
export function nextLikelyPage(pathname: string): RemoteModule | null {
  if (isLandingPath(pathname)) return { remote: 'onboarding', module: './OnboardingPage' };
  if (pathname === '/gen') return { remote: 'commerce', module: './PricingPage' };
  return null;
}

type IdleScheduler = (callback: () => void) => void;

const whenIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 5000 });
  else window.setTimeout(callback, 1);
};

const prefetched = new Set<string>();

/** Fetches the remote entry and the page's own chunks (not run) once the browser is idle; at most once each. */
export function prefetchWhenIdle(target: RemoteModule, schedule: IdleScheduler = whenIdle): void {
  const key = `${target.remote}/${target.module}`;
  if (prefetched.has(key)) return;
  prefetched.add(key);
  schedule(() => {
    // A prefetch that fails costs nothing: the page loads (and reports a failure) when it is opened.
    Promise.resolve()
      .then(() => preloadRemote([{ nameOrAlias: target.remote, exposes: [target.module] }]))
      .catch(() => prefetched.delete(key));
  });
}
