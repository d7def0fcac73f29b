import { getInstance, preloadRemote } from '@module-federation/enhanced/runtime';
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

/** A shared package to prefetch, with the named library chunks it needs that MF's manifest does not list under it. */
export interface PrefetchedPackage {
  name: string;
  libraries?: string[];
}

/** The full entries of the shared packages whose start-up entries are all the first load has. */
const PREFETCHED_SHARED: PrefetchedPackage[] = [{ name: 'api-client', libraries: ['zod'] }, { name: 'shared-ui' }];

/** Fetches the remote entry, the page's own chunks and the API contract (not run) once the browser is idle; at most once each. */
export function prefetchWhenIdle(target: RemoteModule, schedule: IdleScheduler = whenIdle): void {
  const key = `${target.remote}/${target.module}`;
  if (prefetched.has(key)) return;
  prefetched.add(key);
  schedule(() => {
    // A prefetch that fails costs nothing: the page loads (and reports a failure) when it is opened.
    Promise.resolve()
      .then(() => Promise.all([
        preloadRemote([{ nameOrAlias: target.remote, exposes: [target.module] }]),
        // Every page past the landing pages calls the API through the contract (api-client with its schemas)
        // and most use shared-ui's full entry (form fields, viewers), neither on the first load: fetched here
        // too, not run, so the next page needs less new JavaScript.
        prefetchSharedOf(target.remote, PREFETCHED_SHARED),
      ]))
      .catch(() => prefetched.delete(key));
  });
}

interface ManifestShared {
  name: string;
  assets?: { js?: { sync?: string[] } };
}
interface ManifestExpose {
  assets?: { js?: { sync?: string[]; async?: string[] } };
}
interface RemoteManifest {
  metaData?: { publicPath?: string };
  shared?: ManifestShared[];
  exposes?: ManifestExpose[];
}

/** Whether a shared package is already loaded (or loading) from some build: the page will use that copy. */
function inUse(name: string): boolean {
  const versions = getInstance()?.shareScopeMap?.default?.[name] ?? {};
  return Object.values(versions).some((shared) => shared.loaded || shared.loading);
}

/**
 * Fetches (does not run) the files of the shared packages as the remote's own build provides them: the
 * remote's mf-manifest.json lists them, and the exposed pages' files hold the named library chunks
 * (`zod.<hash>.js`) they need. The files go into the HTTP cache, where the remote finds them. A package
 * already in use is skipped: the remote will share that copy, not fetch its own.
 */
export async function prefetchSharedOf(remote: string, packages: PrefetchedPackage[]): Promise<void> {
  const wanted = packages.filter((pkg) => !inUse(pkg.name));
  if (!wanted.length) return;
  const registered = getInstance()?.options.remotes.find((entry) => entry.name === remote);
  const manifestUrl = registered && 'entry' in registered ? registered.entry : undefined;
  if (!manifestUrl?.endsWith('.json')) return; // a remote registered by its remoteEntry.js has no manifest
  const manifest = (await (await fetch(manifestUrl)).json()) as RemoteManifest;
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const shared = manifest.shared?.filter((entry) => wanted.some((pkg) => pkg.name === entry.name)) ?? [];
  const libraries = wanted.flatMap((pkg) => pkg.libraries ?? []);
  const pageFiles = (manifest.exposes ?? []).flatMap((entry) => [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]);
  const libraryFiles = pageFiles.filter((file) => libraries.some((name) => file.startsWith(`${name}.`)));
  const files = new Set([...shared.flatMap((entry) => entry.assets?.js?.sync ?? []), ...libraryFiles]);
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = new URL(file, base).href;
    document.head.append(link);
  }
}
