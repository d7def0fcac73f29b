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
  onSuccess?: (data: T, variables: V) => void | Promise<void>;
  onError?: (error: unknown, variables: V) => void | Promise<void>;
}

export type ApiMutationResult<A extends MutationArgs, T> = MutationState<T> & {
  isPending: boolean;
  /** Runs the change; failures land in the state and onError, never as an unhandled rejection. */
  mutate: (...args: A) => void;
  /** Runs the change and resolves with its reply, or rejects with its error. */
  mutateAsync: (...args: A) => Promise<T>;
  reset: () => void;
};

const IDLE: MutationState<never> = { status: 'idle' };

/**
 * A change sent to the server (a POST), never retried: it may not be safe to send twice. On success the
 * queries it affects are asked again, so every component showing them catches up.
 */
export function useApiMutation<A extends MutationArgs, T>(
  mutator: (...args: A) => Promise<T>,
  options: ApiMutationOptions<A, T> = {},
): ApiMutationResult<A, T> {
  const [state, setState] = useState<MutationState<T>>(IDLE);
  const latest = useRef({ mutator, options });
  latest.current = { mutator, options };
  // A change often ends by leaving the page (navigate): no state updates after unmount.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const show = useCallback((next: MutationState<T>) => mounted.current && setState(next), []);

  const mutateAsync = useCallback(
    async (...args: A): Promise<T> => {
      const { mutator: run, options: current } = latest.current;
      const variables = args[0] as VariablesOf<A>;
      show({ status: 'pending' });
      let data: T;
      try {
        data = await run(...args);
      } catch (error) {
        show({ status: 'error', error });
        await current.onError?.(error, variables);
        throw error;
      }
      const keys = typeof current.invalidates === 'function' ? current.invalidates(data, variables) : (current.invalidates ?? []);
      for (const key of keys) void invalidateApiQueries(key);
      show({ status: 'success', data });
      await current.onSuccess?.(data, variables);
      return data;
    },
    [show],
  );
  const mutate = useCallback((...args: A) => void mutateAsync(...args).catch(() => undefined), [mutateAsync]);
  const reset = useCallback(() => show(IDLE), [show]);

  return useMemo(
    () => ({ ...state, isPending: state.status === 'pending', mutate, mutateAsync, reset }),
    [state, mutate, mutateAsync, reset],
  );
}
