import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { hashQueryKey, type QueryKey } from './query-key';
import { observeQuery, querySnapshot, refetchQuery, type QueryFetcher, type QuerySnapshot } from './query-cache';
import { DEFAULT_QUERY_RETRIES } from './retry-policy';

export interface ApiQueryOptions<T> {
  /** false: do not ask (yet), e.g. until the query this one depends on has answered. Default true. */
  enabled?: boolean;
  /** Retries of a transient failure (network, 5xx) before the error shows; 4xx never. Default 2. */
  retry?: number;
  /** Poll: milliseconds between an answer and the next request, or a function of the data; false stops. */
  refetchInterval?: number | false | ((data: T | undefined) => number | false);
  /** Each failed request of this key while this component is mounted (not cancelled ones). */
  onError?: (error: unknown) => void;
}

export type ApiQueryResult<T> = QuerySnapshot<T> & {
  /** Asks again; data stays on screen while it runs, an error goes back to loading. */
  refetch: () => Promise<void>;
};

const DISABLED: QuerySnapshot<never> = { status: 'loading', isFetching: false };

function pollDelay<T>(interval: ApiQueryOptions<T>['refetchInterval'], data: T | undefined): number | false {
  const ms = typeof interval === 'function' ? interval(data) : interval;
  return typeof ms === 'number' && ms > 0 ? ms : false;
}

/**
 * Server data for a component, from the cache shared by the shell and every remote: one request per key
 * however many components ask, cancelled when the last of them unmounts or the key changes.
 *
 *   const query = useApiQuery(GEN_STATUS_KEY, ({ signal }) => getGenStatus({ signal }));
 *
 * Declare each key once, beside its fetcher (shared-ui/src/queries for a key more than one package reads).
 */
export function useApiQuery<T>(key: QueryKey, fetcher: QueryFetcher<T>, options: ApiQueryOptions<T> = {}): ApiQueryResult<T> {
  const enabled = options.enabled ?? true;
  const hash = hashQueryKey(key);
  // The cache calls back long after this render; it must reach the latest fetcher and options.
  const latest = useRef({ key, fetcher, options });
  latest.current = { key, fetcher, options };

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => undefined;
      return observeQuery<T>(latest.current.key, {
        fetcher: (context) => latest.current.fetcher(context),
        retries: () => latest.current.options.retry ?? DEFAULT_QUERY_RETRIES,
        pollMs: (data) => pollDelay(latest.current.options.refetchInterval, data),
        onError: (error) => latest.current.options.onError?.(error),
        onChange,
      });
    },
    // `hash` stands for `key`: a new key is a new subscription, an equal one is not.
    [hash, enabled],
  );
  const getSnapshot = useCallback(() => (enabled ? querySnapshot<T>(hash) : DISABLED), [hash, enabled]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const refetch = useCallback(() => refetchQuery(hash), [hash]);
  return useMemo(() => ({ ...snapshot, refetch }), [snapshot, refetch]);
}
