import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadingView, Spinner } from 'shared-ui/start-up';
import type { RemoteModule } from '../routes/route-table';
import { loadPage, preloadedPage, remoteId } from './load-page';
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
  const Page = useMemo(
    () => (attempt === 0 && preloadedPage({ remote, module })) || lazy(() => loadPage({ remote, module })),
    // attempt is a dependency on purpose: each retry needs a new lazy component.
    [remote, module, attempt],
  );
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
