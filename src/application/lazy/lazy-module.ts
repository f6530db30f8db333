/**
 * The one way the apps declare a lazy boundary: code (an adapter, a runtime, a page module) that
 * loads on first use instead of with the first page, for the first-load budget (120 KiB gzip).
 *
 * Immune to the "lazy port is a thenable" bug: the loaded value only ever travels inside a box
 * (`{ value }`) or as a callback's argument, never as a promise's resolution value, so a value that
 * has a `then` (a proxy answering every property, as lazyPort's would) is never mistaken for a promise.
 */
import { STORE_PORT_NAMES, type StorePorts } from '../ports/store-ports';

export interface LazyModule<T> {
  /** Runs `use` with the value once loaded (loading it on the first call). */
  use<R>(use: (value: T) => R | PromiseLike<R>): Promise<R>;
  /** The value if it has loaded, else null: lets a view render at once when the code is already here. */
  peek(): T | null;
}

/**
 * `load` is normally `() => import('...')`; `pick` takes what is needed from the module and runs
 * inside the boundary (a factory call). A failed load is forgotten, so the next use tries again.
 */
export function lazyModule<M, T = M>(load: () => Promise<M>, pick: (module: M) => T = (module) => module as unknown as T): LazyModule<T> {
  let boxed: Promise<{ value: T }> | null = null;
  let ready: { value: T } | null = null;
  const box = () =>
    (boxed ??= load().then(
      (module) => (ready = { value: pick(module) }),
      (error: unknown) => {
        boxed = null;
        throw error;
      },
    ));
  return {
    use: (use) => box().then((loaded) => use(loaded.value)),
    peek: () => ready?.value ?? null,
  };
}

/** A port whose adapter loads on its first call; every port method is async, so each can wait for it. */
export function lazyPort<T extends object>(adapter: LazyModule<T>): T {
  return new Proxy({} as T, {
    // Not a thenable: a port returned from an async function (or awaited) must stay the port itself.
    get: (_target, method) =>
      method === 'then'
        ? undefined
        : (...args: unknown[]) => adapter.use((port) => (port as Record<PropertyKey, (...a: unknown[]) => unknown>)[method]!(...args)),
  });
}

/** Every store port from one lazily loaded backend (the mock backend stays out of the HTTP build's first load). */
export function lazyStorePorts(backend: LazyModule<StorePorts>): StorePorts {
  // A plain object with every port (not a proxy): services spread it, which needs own keys.
  return Object.fromEntries(
    STORE_PORT_NAMES.map((name) => [
      name,
      lazyPort(
        lazyModule(
          () => backend.use((ports) => ({ port: ports[name] })),
          (box) => box.port,
        ),
      ),
    ]),
  ) as unknown as StorePorts;
}
