/**
 * How route loaders and views reach what the app's composition root built: the server passes the
 * storefront services as the router's request context; in the browser the entry registers, once per
 * page, the services, the live runtime (a lazy boundary: its code loads with the live layer) and the
 * page's stores. Views never import composition; this holder is the seam, and the only module-level
 * value of src/ui: one page's, set once by the browser entry, never on the server.
 */
import type { LazyModule } from '../../application/lazy/lazy-module';
import type { LiveRuntime } from '../../application/storefront/live-runtime';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import type { KeptIdLists } from '../../application/ports/kept-id-lists.port';
import type { PageStores } from './page-stores';

interface BrowserPage {
  services: StorefrontServices;
  live: LazyModule<LiveRuntime>;
  /** The page's shared view state (page-stores.ts), which views read through PageStoresContext. */
  stores: PageStores;
  /** The id lists the browser keeps per store (stored-id-list.ts). */
  keptLists: KeptIdLists;
}

// The one exception: the browser's page, set once by its entry; the server never sets it (it passes the router's context).
// eslint-disable-next-line no-restricted-syntax
let browser: BrowserPage | null = null;

export function setBrowserApp(app: BrowserPage): void {
  browser = app;
}

function app() {
  if (!browser) throw new Error('The browser app is not set up');
  return browser;
}

export function servicesFrom(context: unknown): StorefrontServices {
  return context && typeof context === 'object' && 'loadStore' in context ? (context as StorefrontServices) : app().services;
}

/** The browser's live runtime, loaded on first use (the live layer waits for it: root-shell.tsx). */
export function liveRuntime(): LazyModule<LiveRuntime> {
  return app().live;
}

/** The page's stores, for browser code outside React (an event's handler, a runtime's callback). */
export function browserPageStores(): PageStores {
  return app().stores;
}

/** The id lists the browser keeps per store: read only in the browser, after hydration. */
export function keptIdLists(): KeptIdLists {
  return app().keptLists;
}

/** The live runtime inside the live layer, which renders only once it has loaded. */
export function loadedLiveRuntime(): LiveRuntime {
  return liveRuntime().peek()!;
}
