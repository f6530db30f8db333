/**
 * The store API backend as container modules: a maintainer moves a demo to the in-memory mock backend
 * by loading mockBackendModule instead of httpBackendModule, which is what STORE_BACKEND=mock does
 * (server/config.ts, docs/decisions.md).
 */
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../application/tokens';
import { httpStorePorts, mockStorePorts, type Backend, type StorePortsFactory } from '../store-backends';

export const httpBackendModule = new ContainerModule(({ bind }) => {
  bind<StorePortsFactory>(TOKENS.StorePortsFactory).toConstantValue(httpStorePorts);
});

export const mockBackendModule = new ContainerModule(({ bind }) => {
  bind<StorePortsFactory>(TOKENS.StorePortsFactory).toConstantValue(mockStorePorts);
});

export function backendModule(backend: Backend): ContainerModule {
  return backend === 'mock' ? mockBackendModule : httpBackendModule;
}
