import { useCallback, useEffect, useState } from 'react';
import { getPackages, PACKAGES_LOAD_FAILED_MESSAGE, type Package } from 'api-client';
import { useSnackbar } from 'shared-ui';

export type PackagesState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; packages: Package[] };

/** Plans and bundles; a failure shows the spec's snackbar and leaves a retry on the page. */
export function usePackages() {
  const { showSnackbar } = useSnackbar();
  const [state, setState] = useState<PackagesState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    getPackages()
      .then((reply) => active && setState({ kind: 'loaded', packages: reply.packages }))
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Loading packages failed', error);
        setState({ kind: 'failed' });
        showSnackbar({ message: PACKAGES_LOAD_FAILED_MESSAGE });
      });
    return () => {
      active = false;
    };
  }, [attempt, showSnackbar]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
