import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';
import { isLandingPath } from '../layout/nav-links';
import { routeFor } from '../routes/route-start';
import type { RemoteModule } from '../routes/route-table';

/**
 * The page a visitor most likely opens next from where they are: a landing page leads into the onboarding
 * funnel. Its remote is fetched while the browser is idle, so that step costs no wait. Other pages prefetch
 * on intent instead (prefetchOnIntent): gen's way to pricing is taken by few visits, and its 20 KB (with the
 * contract it brings, ~60 KB) would double what the page itself loads after its first data (issue 31).
 */
export function nextLikelyPage(pathname: string): RemoteModule | null {
  if (isLandingPath(pathname)) return { remote: 'onboarding', module: './OnboardingPage' };
  return null;
}

type IdleScheduler = (callback: () => void) => void;

export const whenIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 5000 });
  else window.setTimeout(callback, 1);
};

/** The mark a page sets once its first data has rendered (shared-ui's usePageReady). */
const PAGE_READY_MARK = 'page:ready';
/** A page that never marks (an error, a remote from before the mark) still gets its prefetch. */
const PAGE_READY_WAIT_MS = 10_000;

/**
 * Idle time once the page has marked `page:ready`: the next page's files must not compete with the ones the
 * current page still needs (the shell is interactive long before a remote's page has its data).
 */
export const whenPageReadyAndIdle: IdleScheduler = (callback) => {
  const marked = () => typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(PAGE_READY_MARK).length > 0;
  if (marked() || typeof PerformanceObserver === 'undefined') {
    whenIdle(callback);
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    whenIdle(callback);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(PAGE_READY_MARK).length) go();
  });
  observer.observe({ type: 'mark' });
  const timer = window.setTimeout(go, PAGE_READY_WAIT_MS);
};

const prefetched = new Set<string>();

/**
 * The full entries of the shared packages whose start-up entries are all the first load has. The shell
 * provides them and the remotes' production builds carry no copy (webpack.common.js), so there is one file
 * of each for the whole site.
 */
const PREFETCHED_SHARED = ['api-client', 'shared-ui'];

/** Fetches the remote entry, the page's own chunks and the API contract (not run) once the page is ready and the browser idle; at most once each. */
export function prefetchWhenIdle(target: RemoteModule, schedule: IdleScheduler = whenPageReadyAndIdle): void {
  const key = `${target.remote}/${target.module}`;
  if (prefetched.has(key)) return;
  prefetched.add(key);
  schedule(() => {
    // A prefetch that fails costs nothing: the page loads (and reports a failure) when it is opened.
    Promise.resolve()
      .then(() => Promise.all([
        preloadRemote([{ nameOrAlias: target.remote, exposes: [target.module] }]),
        // Every page past the landing pages calls the API through the contract (api-client with its schemas
        // and zod) and most use shared-ui's full entry (form fields, viewers), neither on the first load:
        // fetched here too, not run, so the next page needs less new JavaScript.
        prefetchShared(PREFETCHED_SHARED),
      ]))
      .catch(() => prefetched.delete(key));
  });
}

const runNow: IdleScheduler = (callback) => callback();

/**
 * A link the visitor points at, touches or tabs to: the page behind it is prefetched at once (its remote's
 * files, the contract and shared-ui's full entry), most often before the click that opens it lands. Links
 * within the site only, by their path (`/pricing?x=1` → the pricing page); at most once per page.
 */
export function prefetchOnIntent(to: string): void {
  const entry = routeFor(to.split(/[?#]/)[0] ?? to);
  if (entry) prefetchWhenIdle(entry, runNow);
}

/**
 * Fetches the files of shared packages from the build the site will take them from, through the MF runtime's
 * `loadShare`: it loads the package's chunks (the contract's with zod's) and hands back the module's factory,
 * which runs only when a page imports the package. Already loaded or loading: nothing more is fetched.
 */
export async function prefetchShared(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => loadShare(name)));
}
