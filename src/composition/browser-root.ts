/**
 * The storefront browser's first-load composition root (src/ui/entry-client.tsx): this page's
 * services over the backend the page config names (store-backends.ts, the same choice the server's
 * container made) and the browser's cookie and token stores (session-stores.ts), the id lists the
 * browser keeps (localStorage), and the live runtime as a lazy boundary (live-root.ts, with the
 * inversify container), so nothing of inversify or the live adapters is in the first-load JS.
 */
import type { AuthGateDeps } from '../application/identity/auth-gate';
import { lazyModule, type LazyModule } from '../application/lazy/lazy-module';
import type { LiveRuntime } from '../application/storefront/live-runtime';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import { isBuilderPath } from '../domain/store/builder-mode';
import type { WebInfo } from '../domain/store/web-info';
import { createBrowserServices, createBuilderServices } from './request-services';
import type { ServicesConfig } from './services-factory';
import { browserSessionStores } from './session-stores';
import { storePortsFor } from './lazy-store-backends';
import { LocalStorageIdLists } from '../adapters/storage/local-storage-id-lists';
import type { KeptIdLists } from '../application/ports/kept-id-lists.port';

export interface BrowserApp {
  services: StorefrontServices;
  live: LazyModule<LiveRuntime>;
  keptLists: KeptIdLists;
}

/**
 * `store` is the store the server rendered (hydration data); `authSession` builds the page's auth
 * session for the store API gate, reached through the UI (it needs the store and the cart).
 */
export function composeBrowserApp(
  config: ServicesConfig,
  page: { store: Omit<WebInfo, 'tokens'> | null; authSession: AuthGateDeps['session'] },
): BrowserApp {
  const deps = { config, storePorts: storePortsFor(config.backend), stores: browserSessionStores };
  const { store } = page;
  const request = {
    // On a shared host each store chosen by ?store= has token cookies of its own (the server says which).
    host: config.tokenHost ?? window.location.host,
    domain: store?.storeName ?? window.location.hostname,
    themeId: store?.themeSettings.themeID ?? null,
    ...(store ? { preloaded: { kind: 'store', info: store } as const } : {}),
  };
  const services = isBuilderPath(window.location.pathname)
    ? // The editor frame and preview links: the read-only preview token in memory, no cookies at all.
      createBuilderServices(deps, { ...request, previewToken: store?.previewToken ?? null })
    : // Store API calls refresh an expired token through the auth session, loaded when first needed.
      createBrowserServices(deps, { ...request, authSession: page.authSession });
  return {
    services,
    keptLists: new LocalStorageIdLists(),
    live: lazyModule(
      () => import('./live-root'),
      (m) => m.createLiveRuntime({ services, live: config.live }),
    ),
  };
}
