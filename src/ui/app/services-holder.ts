/**
 * How route loaders and views reach what the app's composition root built: the server passes the
 * storefront services as the router's request context; in the browser the entry registers, once per
 * page, the services and the live runtime (a lazy boundary: its code loads with the live layer).
 * Views never import composition; this holder is the seam.
 */
import type { LazyModule } from '../../application/lazy/lazy-module';
import type { LiveRuntime } from '../../application/storefront/live-runtime';
import type { StorefrontServices } from '../../application/storefront/storefront-services';

let browser: { services: StorefrontServices; live: LazyModule<LiveRuntime> } | null = null;

export function setBrowserApp(app: { services: StorefrontServices; live: LazyModule<LiveRuntime> }): void {
  browser = app;
}

function app() {
  if (!browser) throw new Error('The browser app is not set up');
  return browser;
}

export function servicesFrom(context: unknown): StorefrontServices {
  return context && typeof context === 'object' && 'loadStore' in context ? context as StorefrontServices : app().services;
}

/** The browser's live runtime, loaded on first use (the live layer waits for it: root-shell.tsx). */
export function liveRuntime(): LazyModule<LiveRuntime> {
  return app().live;
}

/** The live runtime inside the live layer, which renders only once it has loaded. */
export function loadedLiveRuntime(): LiveRuntime {
  return liveRuntime().peek()!;
}
