/**
 * The two store API backends as plain factories: HTTP (the embedded store API or any compatible one)
 * and the in-memory mock backend of the demos. The server's container binds one of them by
 * configuration (modules/backend.module.ts); the browser's first-load root picks one from the page
 * config without a container (lazy-store-backends.ts: its adapters load on the first call), so
 * inversify and the adapters stay off the first-load JS.
 */
import { createHttpPorts } from './http-ports';
import type { StorePortsFactory } from './lazy-store-backends';

export type { Backend, StorePortsFactory, StorePortsRequest } from './lazy-store-backends';

export const httpStorePorts: StorePortsFactory = (request) => createHttpPorts(request);

export { mockStorePorts, storePortsFor } from './lazy-store-backends';
