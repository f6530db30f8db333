/**
 * Store ports whose implementation loads on first use (the mock backend's fixtures stay out of the
 * HTTP build's first-load bundle). Every port method is async, so a proxy can wait for the module.
 */
import { STORE_PORT_NAMES, type StorePorts } from '../application/ports/store-ports';

export function lazyPort<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    // Not a thenable: a port returned from an async function (or awaited) must stay the port itself.
    get: (_target, method) => (method === 'then' ? undefined : async (...args: unknown[]) => {
      const port = (await load()) as Record<PropertyKey, (...a: unknown[]) => unknown>;
      return port[method]!(...args);
    }),
  });
}

export function lazyStorePorts(load: () => Promise<StorePorts>): StorePorts {
  let loaded: Promise<StorePorts> | null = null;
  const ports = () => (loaded ??= load());
  // A plain object with every port (not a proxy): services spread it, which needs own keys.
  return Object.fromEntries(
    STORE_PORT_NAMES.map((name) => [name, lazyPort(async () => (await ports())[name])]),
  ) as unknown as StorePorts;
}
