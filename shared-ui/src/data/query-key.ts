/**
 * A query's cache key: the call's name first, then whatever picks one answer of it, e.g.
 * `['gen-status']` or `['pack-generation', id]`. Components asking with equal keys share one request.
 */
export type QueryKey = readonly unknown[];

// Object fields are sorted so that `{ a, b }` and `{ b, a }` name the same answer.
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, stable((value as Record<string, unknown>)[name])]),
    );
  }
  return value;
}

/** The key as one string, equal for equal keys. */
export function hashQueryKey(key: QueryKey): string {
  return JSON.stringify(stable(key));
}

/** True when `key` starts with every part of `prefix`: `['pack-generation']` matches `['pack-generation', 7]`. */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => hashQueryKey([part]) === hashQueryKey([key[index]]));
}
