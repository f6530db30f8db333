/**
 * The server's composition root (server-side rendering, src/ui/entry-server.tsx): an inversify container
 * with the store API backend bound by configuration (modules/backend.module.ts: HTTP, the embedded
 * store API in process when the host hands a transport, or the in-memory mock when STORE_BACKEND=mock) and the cookie and token stores (modules/session-stores.module.ts), and each request's services built over it. One container per backend
 * and one memo of compiled theme heads for the process's life; a request only builds its own
 * cookies, tokens and ports.
 */
import { Container } from 'inversify';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import { memoThemeHeadTags } from '../application/storefront/theme-head';
import { memoThemeDocument } from '../application/storefront/theme-document-memo';
import { keptWebInfo } from '../application/storefront/kept-web-info';
import { TOKENS } from '../application/tokens';
import { backendModule } from './modules/backend.module';
import { createServerRequestServices } from './request-services';
import type { ServicesConfig, ServicesDeps } from './services-factory';
import { serverSessionStoresModule } from './modules/session-stores.module';
import type { ServerSessionStores } from './session-stores';
import type { Backend, StorePortsFactory } from './store-backends';
import type { TokenPair } from '../domain/store/web-info';
import type { StoreApiTransport } from '../adapters/http/in-process-store-api-client';

type ServerDeps = Omit<ServicesDeps<ServerSessionStores>, 'config'>;

const backends = new Map<Backend, ServerDeps>();
/** One container per embedded store API the host hands its renders (a test process may run several hosts). */
const inProcessBackends = new WeakMap<StoreApiTransport, ServerDeps>();

function depsOf(backend: Backend, transport?: StoreApiTransport): ServerDeps {
  const inProcess = backend === 'http' && transport !== undefined;
  let deps = inProcess ? inProcessBackends.get(transport) : backends.get(backend);
  if (!deps) {
    const container = new Container({ defaultScope: 'Singleton' });
    container.loadSync(backendModule(backend, transport), serverSessionStoresModule);
    deps = {
      storePorts: container.get<StorePortsFactory>(TOKENS.StorePortsFactory),
      stores: container.get<ServerSessionStores>(TOKENS.SessionStores),
    };
    if (inProcess) inProcessBackends.set(transport, deps);
    else backends.set(backend, deps);
  }
  return deps;
}

export type ServerRequest = Parameters<typeof createServerRequestServices>[1];

/** The theme's head tags, compiled once per theme for the process's life (a theme's CSS is the same for every shopper). */
export const serverThemeHeadTags = memoThemeHeadTags();

/** The parsed theme documents, frozen and shared by every request's loaders and views (theme-document-memo.ts). */
export const serverThemeDocument = memoThemeDocument();

/**
 * The Set-Cookie headers that hand a visitor a guest token pair the store API issued for them (the
 * host's kept pages, page-cache.ts): the same cookies a render writes, without building services.
 */
export function serverGuestCookies(backend: Backend, tokenHost: string, pair: TokenPair): string[] {
  const { stores } = depsOf(backend);
  const jar = stores.requestJar(null);
  stores.cookieTokens(jar, tokenHost).write(pair);
  return jar.setCookieHeaders;
}

export function serverRequestServices(
  config: ServicesConfig,
  request: ServerRequest,
): { services: StorefrontServices; setCookieHeaders: () => string[] } {
  const deps = depsOf(config.backend, config.storeApiTransport);
  const keeper = config.webInfoKeeper;
  const storePorts: StorePortsFactory = keeper
    ? (options) => {
        const ports = deps.storePorts(options);
        return { ...ports, webInfo: keptWebInfo(ports.webInfo, keeper) };
      }
    : deps.storePorts;
  const built = createServerRequestServices({ config, ...deps, storePorts }, request);
  return { ...built, services: { ...built.services, themeDocument: serverThemeDocument } };
}
