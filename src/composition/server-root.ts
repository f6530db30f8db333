/**
 * The server's composition root (server-side rendering, src/ui/entry-server.tsx): an inversify container
 * with the store API backend bound by configuration (modules/backend.module.ts: HTTP, or the in-memory
 * mock when STORE_BACKEND=mock), and each request's services built over it. One container per backend
 * for the process's life; a request only builds its own cookies, tokens and ports.
 */
import { Container } from 'inversify';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import { TOKENS } from '../application/tokens';
import { backendModule } from './modules/backend.module';
import { createServerRequestServices } from './request-services';
import type { ServicesConfig } from './services-factory';
import type { Backend, StorePortsFactory } from './store-backends';

const backends = new Map<Backend, StorePortsFactory>();

function storePortsOf(backend: Backend): StorePortsFactory {
  let factory = backends.get(backend);
  if (!factory) {
    const container = new Container({ defaultScope: 'Singleton' });
    container.loadSync(backendModule(backend));
    factory = container.get<StorePortsFactory>(TOKENS.StorePortsFactory);
    backends.set(backend, factory);
  }
  return factory;
}

export type ServerRequest = Parameters<typeof createServerRequestServices>[1];

export function serverRequestServices(config: ServicesConfig, request: ServerRequest): { services: StorefrontServices; setCookieHeaders: () => string[] } {
  return createServerRequestServices({ config, storePorts: storePortsOf(config.backend) }, request);
}
