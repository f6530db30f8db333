/**
 * The two store API backends as plain factories: HTTP (the embedded store API or any compatible one)
 * and the in-memory mock backend of the demos. The server's container binds one of them by
 * configuration (modules/backend.module.ts); the browser's first-load root picks the same one from the
 * page config without a container, so inversify stays off the first-load JS.
 */
import type { StoreApiClientOptions } from '../adapters/http/store-api-client';
import type { StorePorts } from '../application/ports/store-ports';
import { lazyModule, lazyStorePorts } from '../application/lazy/lazy-module';
import { createHttpPorts } from './http-ports';

/** What one request's (or page's) ports are built with. */
export type StorePortsRequest = StoreApiClientOptions;
export type StorePortsFactory = (request: StorePortsRequest) => StorePorts;
export type Backend = 'http' | 'mock';

export const httpStorePorts: StorePortsFactory = (request) => createHttpPorts(request);

/** The fixtures load on first use, so they stay out of the HTTP build's first-load bundle. */
export const mockStorePorts: StorePortsFactory = ({ accessToken }) =>
  lazyStorePorts(
    lazyModule(
      () => import('../adapters/mock-backend/mock-ports'),
      (m) => m.createMockPorts(accessToken),
    ),
  );

export function storePortsFor(backend: Backend): StorePortsFactory {
  return backend === 'mock' ? mockStorePorts : httpStorePorts;
}
