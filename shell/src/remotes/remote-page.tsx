import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { LoadingView, Spinner } from 'shared-ui/start-up';
import type { RemoteModule } from '../routes/route-table';
import { loadPage, pageLoading, preloadedPage, remoteId } from './load-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface RemotePageProps extends RemoteModule {
  props?: Record<string, unknown>;
  /** A part of a page (the admin panel) rather than a whole page: smaller loading and error views. */
  compact?: boolean;
}

/**
 * Loads one exposed page lazily (a page preloaded before the first render is used as is); Retry builds
 * a fresh lazy component, so the load really runs again.
 */
export function RemotePage({ remote, module, props, compact = false }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // A page the start-up is already loading is waited for here, not suspended on: once a Suspense fallback has
  // shown, React holds the page back for up to 300 ms more (its throttle of fallback reveals).
  const loading = attempt === 0 ? pageLoading({ remote, module }) : undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!loading) return undefined;
    let live = true;
    const done = () => live && setLoaded((n) => n + 1);
    loading.then(done, done);
    return () => {
      live = false;
    };
  }, [loading]);
  const Page = useMemo(
    () => (attempt === 0 && preloadedPage({ remote, module })) || lazy(() => loadPage({ remote, module })),
    // attempt is a dependency on purpose: each retry needs a new lazy component; loading, so that a page the
    // start-up has just loaded is taken as it is.
    [remote, module, attempt, loading],
  );
  if (loading) return compact ? <Spinner label="Loading" /> : <LoadingView />;
  return (
    <RemoteErrorBoundary
      key={attempt}
      name={remoteId({ remote, module })}
      compact={compact}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={compact ? <Spinner label="Loading" /> : <LoadingView />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
