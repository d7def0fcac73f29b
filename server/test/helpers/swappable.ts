/**
 * A part a test replaces while its server runs: the server is built with `part`, which forwards every
 * property to the current object (the configured default, made on first use, until `use` names another).
 * The swapping lives here, in the tests; production builds the system with fixed parts.
 */
export interface Swappable<T extends object> {
  part: T;
  use(next: T): void;
  current(): T;
}

export function swappable<T extends object>(makeDefault: () => T): Swappable<T> {
  let chosen: T | undefined;
  const current = () => (chosen ??= makeDefault());
  const part = new Proxy({} as T, {
    get(_target, property) {
      const target = current();
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_target, property) => Reflect.has(current(), property),
  });
  return {
    part,
    use(next) {
      chosen = next;
    },
    current,
  };
}
