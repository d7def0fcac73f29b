import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { invalidateApiQueries, type QueryKey } from 'shared-ui/start-up';

export type MutationState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/** A mutation's arguments: none, or one object of variables. */
export type MutationArgs = [] | [unknown];
type VariablesOf<A extends MutationArgs> = A extends [infer V] ? V : void;

export interface ApiMutationOptions<A extends MutationArgs, T, V = VariablesOf<A>> {
  /** Keys (or key prefixes) to ask again once the change succeeded. */
  invalidates?: readonly QueryKey[] | ((data: T, variables: V) => readonly QueryKey[]);
  /** The change stays pending until this settles: return the promise to stay busy (an alert, a reload). */
  onSuccess?: (data: T, variables: V) => void | Promise<void>;
  /** As onSuccess: return an alert's promise to stay busy while it shows, or fire it and forget. */
  onError?: (error: unknown, variables: V) => void | Promise<void>;
  /**
   * One change at a time (a Generate button): while one runs, `mutate` is dropped and `mutateAsync`
   * answers with the run in flight, so two clicks in the same tick send one request.
   */
  exclusive?: boolean;
}

export type ApiMutationResult<A extends MutationArgs, T> = MutationState<T> & {
  isPending: boolean;
  /** The latest call's variables, kept once it settled (which pack is being bought); undefined before and after reset. */
  variables: VariablesOf<A> | undefined;
  /** Runs the change; failures land in the state and onError, never as an unhandled rejection. */
  mutate: (...args: A) => void;
  /** Runs the change and resolves with its reply, or rejects with its error. */
  mutateAsync: (...args: A) => Promise<T>;
  reset: () => void;
};

interface Shown<T, V> {
  mutation: MutationState<T>;
  variables?: V;
}

const IDLE: Shown<never, never> = { mutation: { status: 'idle' } };

/**
 * Runs a handler, then shows the result: at once after a plain handler (its own state changes render
 * together with the result), once it settled for a handler that returns a promise (an alert being read).
 */
async function handleThenShow(handler: () => void | Promise<void>, showResult: () => void): Promise<void> {
  let handled: void | Promise<void>;
  try {
    handled = handler();
  } catch (error) {
    showResult();
    throw error;
  }
  if (handled === undefined) showResult();
  else await handled.finally(showResult);
}

/** State whose setter does nothing once the component unmounted: a change often ends by leaving the page. */
function useStateWhileMounted<S>(initial: S): [S, (next: S) => void] {
  const [state, setState] = useState(initial);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const set = useCallback((next: S) => {
    if (mounted.current) setState(next);
  }, []);
  return [state, set];
}

/**
 * A change sent to the server (a POST), never retried: it may not be safe to send twice. On success the
 * queries it affects are asked again, so every component showing them catches up. The state shows the
 * latest call: an older one that answers late changes nothing on screen.
 */
export function useApiMutation<A extends MutationArgs, T>(
  mutator: (...args: A) => Promise<T>,
  options: ApiMutationOptions<A, T> = {},
): ApiMutationResult<A, T> {
  type V = VariablesOf<A>;
  const [state, show] = useStateWhileMounted<Shown<T, V>>(IDLE);
  const latest = useRef({ mutator, options });
  latest.current = { mutator, options };
  const lastCall = useRef(0);
  const inFlight = useRef<Promise<T> | null>(null);

  const run = useCallback(
    async (call: number, args: A): Promise<T> => {
      const { mutator: send, options: current } = latest.current;
      const variables = args[0] as V;
      const showIfLatest = (mutation: MutationState<T>) => call === lastCall.current && show({ mutation, variables });
      showIfLatest({ status: 'pending' });
      let data: T;
      try {
        data = await send(...args);
      } catch (error) {
        await handleThenShow(() => current.onError?.(error, variables), () => showIfLatest({ status: 'error', error }));
        throw error;
      }
      const keys = typeof current.invalidates === 'function' ? current.invalidates(data, variables) : (current.invalidates ?? []);
      for (const key of keys) void invalidateApiQueries(key);
      await handleThenShow(() => current.onSuccess?.(data, variables), () => showIfLatest({ status: 'success', data }));
      return data;
    },
    [show],
  );

  const mutateAsync = useCallback(
    (...args: A): Promise<T> => {
      if (latest.current.options.exclusive && inFlight.current) return inFlight.current;
      lastCall.current += 1;
      const running = run(lastCall.current, args);
      inFlight.current = running;
      const done = () => {
        if (inFlight.current === running) inFlight.current = null;
      };
      running.then(done, done);
      return running;
    },
    [run],
  );
  const mutate = useCallback((...args: A) => void mutateAsync(...args).catch(() => undefined), [mutateAsync]);
  const reset = useCallback(() => show(IDLE), [show]);

  return useMemo(
    () => ({ ...state.mutation, variables: state.variables, isPending: state.mutation.status === 'pending', mutate, mutateAsync, reset }),
    [state, mutate, mutateAsync, reset],
  );
}
