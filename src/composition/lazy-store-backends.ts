/**
 * The store API backends whose code loads on the first call (lazy-module.ts): the browser's choice,
 * by the page config (browser-root.ts). No page needs a store API call to hydrate (its data is in the
 * page), so neither the HTTP adapters nor the mock fixtures are in the first-load JS (docs/benchmarks.md). Kept
 * apart from store-backends.ts, whose eager HTTP factory (the server's) would pull the adapters in.
 */
import type { StoreApiClientOptions } from '../adapters/http/store-api-client';
import type { StorePorts } from '../application/ports/store-ports';
import { lazyModule, lazyStorePorts } from '../application/lazy/lazy-module';

/** What one request's (or page's) ports are built with. */
export type StorePortsRequest = StoreApiClientOptions;
export type StorePortsFactory = (request: StorePortsRequest) => StorePorts;
export type Backend = 'http' | 'mock';

/** The fixtures load on first use, so they stay out of the HTTP build's first-load bundle. */
export const mockStorePorts: StorePortsFactory = ({ accessToken }) =>
  lazyStorePorts(
    lazyModule(
      () => import('../adapters/mock-backend/mock-ports'),
      (m) => m.createMockPorts(accessToken),
    ),
  );

/** The HTTP adapters, loaded on the page's first store API call (a navigation, a form, the cart). */
const browserHttpStorePorts: StorePortsFactory = (request) =>
  lazyStorePorts(
    lazyModule(
      () => import('./http-ports'),
      (m) => m.createHttpPorts(request),
    ),
  );

/** The browser's choice; the server's container binds `httpStorePorts` or `mockStorePorts` (backend.module.ts). */
export function storePortsFor(backend: Backend): StorePortsFactory {
  return backend === 'mock' ? mockStorePorts : browserHttpStorePorts;
}
