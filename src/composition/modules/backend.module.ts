/**
 * The store API backend as container modules: a maintainer moves a demo to the in-memory mock backend
 * by loading mockBackendModule instead of httpBackendModule, which is what STORE_BACKEND=mock does
 * (server/config.ts, docs/decisions.md). The server's root loads inProcessBackendModule when the host
 * embeds the store API (decision 49).
 */
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../application/tokens';
import { createInProcessStoreApiClient, type StoreApiTransport } from '../../adapters/http/in-process-store-api-client';
import { createHttpPorts } from '../http-ports';
import { httpStorePorts, mockStorePorts, type Backend, type StorePortsFactory } from '../store-backends';

export const httpBackendModule = new ContainerModule(({ bind }) => {
  bind<StorePortsFactory>(TOKENS.StorePortsFactory).toConstantValue(httpStorePorts);
});

export const mockBackendModule = new ContainerModule(({ bind }) => {
  bind<StorePortsFactory>(TOKENS.StorePortsFactory).toConstantValue(mockStorePorts);
});

/**
 * The store API embedded in the server's own process: the same HTTP adapters over a client that hands
 * each call to it in process (in-process-store-api-client.ts) instead of fetch. Server renders only.
 */
export function inProcessBackendModule(transport: StoreApiTransport): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<StorePortsFactory>(TOKENS.StorePortsFactory).toConstantValue((request) =>
      createHttpPorts(request, createInProcessStoreApiClient({ ...request, transport })),
    );
  });
}

/** The backend a container binds: the mock, the store API in this process (a transport given), or one over HTTP. */
export function backendModule(backend: Backend, transport?: StoreApiTransport): ContainerModule {
  if (backend === 'mock') return mockBackendModule;
  return transport ? inProcessBackendModule(transport) : httpBackendModule;
}
