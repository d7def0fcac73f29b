import { hashQueryKey, keyStartsWith, type QueryKey } from './query-key';
import { isTransientFailure, pause, retryDelayMs } from './retry-policy';

export interface QueryContext {
  /** Aborted when the last component reading the key unmounts, or when an invalidation restarts it. */
  signal: AbortSignal;
}
export type QueryFetcher<T> = (context: QueryContext) => Promise<T>;

/** The one state every query is in. */
export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/** What a component reads: the state, and whether a request for its key is under way (a refetch or poll). */
export type QuerySnapshot<T> = QueryState<T> & { isFetching: boolean };

/** One mounted component's view of a key; functions, so they read that component's latest options. */
export interface QueryObserver<T> {
  fetcher: QueryFetcher<T>;
  retries: () => number;
  /** Milliseconds until the next poll after an answer, or false for none. */
  pollMs: (data: T | undefined) => number | false;
  onError: (error: unknown) => void;
  onChange: () => void;
}

interface Entry {
  key: QueryKey;
  state: QueryState<unknown>;
  snapshot: QuerySnapshot<unknown>;
  observers: Set<QueryObserver<unknown>>;
  run?: { controller: AbortController; done: Promise<void> };
  pollTimer?: ReturnType<typeof setTimeout>;
}

// Module state on purpose: shared-ui is a Module Federation singleton, so every remote reads one cache.
const entries = new Map<string, Entry>();
const NOT_STARTED: QuerySnapshot<never> = { status: 'loading', isFetching: false };

function publish(entry: Entry): void {
  entry.snapshot = { ...entry.state, isFetching: entry.run !== undefined };
  for (const observer of [...entry.observers]) observer.onChange();
}

type Outcome = { ok: true; data: unknown } | { ok: false; error: unknown };

/** A preloaded answer is taken within this time of its request; an older one is dropped unread. */
const PRELOAD_TTL_MS = 30_000;
/** Requests started before anyone reads their key (preloadApiQuery): hash → its request. */
const preloads = new Map<string, { answer: Promise<unknown>; at: number }>();

/**
 * Asks for `key` now, before any component reads it: the shell starts a page's first data with its own
 * start-up, in parallel with the page's JavaScript. The first component that reads the key takes this
 * answer instead of asking again; a failed preload is forgotten, and the component asks as it would have.
 */
export function preloadApiQuery<T>(key: QueryKey, fetcher: QueryFetcher<T>): void {
  const hash = hashQueryKey(key);
  if (entries.has(hash) || preloads.has(hash)) return;
  const answer = fetcher({ signal: new AbortController().signal });
  answer.catch(() => preloads.delete(hash));
  preloads.set(hash, { answer, at: Date.now() });
}

/** The preloaded request for `hash`, once: fresh, or nothing. */
function takePreload(hash: string): Promise<unknown> | undefined {
  const preload = preloads.get(hash);
  preloads.delete(hash);
  return preload && Date.now() - preload.at < PRELOAD_TTL_MS ? preload.answer : undefined;
}

async function askWithRetries(observer: QueryObserver<unknown>, signal: AbortSignal, preloaded?: Promise<unknown>): Promise<Outcome | null> {
  if (preloaded) {
    try {
      return { ok: true, data: await preloaded };
    } catch {
      if (signal.aborted) return null; // the preload failed: ask again below, as without it
    }
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { ok: true, data: await observer.fetcher({ signal }) };
    } catch (error) {
      if (signal.aborted) return null;
      if (attempt >= observer.retries() || !isTransientFailure(error)) return { ok: false, error };
      await pause(retryDelayMs(attempt), signal);
      if (signal.aborted) return null;
    }
  }
}

async function settle(entry: Entry, observer: QueryObserver<unknown>, controller: AbortController): Promise<void> {
  const outcome = await askWithRetries(observer, controller.signal, takePreload(hashQueryKey(entry.key)));
  // Cancelled: whoever aborted (unmount, invalidation) owns the entry now.
  if (!outcome || controller.signal.aborted) return;
  entry.run = undefined;
  if (outcome.ok) entry.state = { status: 'success', data: outcome.data };
  // A failed refetch keeps the data on screen; only a query without data shows its error.
  else if (entry.state.status !== 'success') entry.state = { status: 'error', error: outcome.error };
  publish(entry);
  if (!outcome.ok) for (const each of [...entry.observers]) each.onError(outcome.error);
  schedulePoll(entry);
}

/** Starts a request for the entry, or joins the one under way; `restart` replaces it with a fresh one. */
function startRun(entry: Entry, restart = false): Promise<void> {
  if (entry.run && !restart) return entry.run.done;
  entry.run?.controller.abort();
  clearTimeout(entry.pollTimer);
  const [observer] = entry.observers;
  if (!observer) return Promise.resolve();
  const controller = new AbortController();
  // Trying again after an error starts over from the loader, as a first load does.
  if (entry.state.status === 'error') entry.state = { status: 'loading' };
  const done = settle(entry, observer, controller);
  entry.run = { controller, done };
  publish(entry);
  return done;
}

function schedulePoll(entry: Entry): void {
  clearTimeout(entry.pollTimer);
  entry.pollTimer = undefined;
  if (entry.run) return;
  const data = entry.state.status === 'success' ? entry.state.data : undefined;
  const delays = [...entry.observers].map((observer) => observer.pollMs(data)).filter((ms): ms is number => ms !== false);
  if (delays.length === 0) return;
  entry.pollTimer = setTimeout(() => void startRun(entry), Math.min(...delays));
}

/** Registers a component on `key` and asks the server (or joins the request under way); returns the goodbye. */
export function observeQuery<T>(key: QueryKey, observer: QueryObserver<T>): () => void {
  const hash = hashQueryKey(key);
  let entry = entries.get(hash);
  if (!entry) {
    const state: QueryState<unknown> = { status: 'loading' };
    entry = { key, state, snapshot: { ...state, isFetching: false }, observers: new Set() };
    entries.set(hash, entry);
  }
  const own = entry;
  own.observers.add(observer as QueryObserver<unknown>);
  void startRun(own);
  return () => {
    own.observers.delete(observer as QueryObserver<unknown>);
    if (own.observers.size > 0) return schedulePoll(own);
    // Nobody reads it any more: cancel its request and forget it, so the next visit loads afresh.
    own.run?.controller.abort();
    clearTimeout(own.pollTimer);
    if (entries.get(hash) === own) entries.delete(hash);
  };
}

export function querySnapshot<T>(hash: string): QuerySnapshot<T> {
  return (entries.get(hash)?.snapshot ?? NOT_STARTED) as QuerySnapshot<T>;
}

/** Asks again for a mounted key, keeping its data on screen (joins a request already under way). */
export function refetchQuery(hash: string): Promise<void> {
  const entry = entries.get(hash);
  return entry ? startRun(entry) : Promise.resolve();
}

/**
 * Marks every key that starts with `prefix` out of date (after a mutation): a mounted one is asked again
 * at once, cancelling a request that started before the change; an unmounted one is dropped.
 */
export function invalidateApiQueries(prefix: QueryKey): Promise<void> {
  const runs: Promise<void>[] = [];
  for (const [hash, entry] of entries) {
    if (!keyStartsWith(entry.key, prefix)) continue;
    if (entry.observers.size > 0) runs.push(startRun(entry, true));
    else entries.delete(hash);
  }
  return Promise.all(runs).then(() => undefined);
}

/** The data shown for `key`, if it has loaded. */
export function getApiQueryData<T>(key: QueryKey): T | undefined {
  const state = entries.get(hashQueryKey(key))?.state;
  return state?.status === 'success' ? (state.data as T) : undefined;
}

/** Changes the data shown for a loaded `key` at once (optimistic updates); a no-op before it has loaded. */
export function setApiQueryData<T>(key: QueryKey, update: (data: T) => T): void {
  const entry = entries.get(hashQueryKey(key));
  if (entry?.state.status !== 'success') return;
  entry.state = { status: 'success', data: update(entry.state.data as T) };
  publish(entry);
}

/** Forgets everything and cancels every request (tests, between cases). */
export function clearApiQueryCache(): void {
  preloads.clear();
  for (const entry of entries.values()) {
    entry.run?.controller.abort();
    clearTimeout(entry.pollTimer);
  }
  entries.clear();
}
