/** Browser entry: composes this page's app (browser-root.ts, the storefront's composition root) and hydrates the server-rendered routes. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { lazyModule } from '../application/lazy/lazy-module';
import { composeBrowserApp } from '../composition/browser-root';
import type { ServicesConfig } from '../composition/services-factory';
import { HeldClicksRelease } from './app/early-clicks';
import { resolveInitialLazyRoutes } from './app/lazy-routes';
import { createPageStores, PageStoresContext } from './app/page-stores';
import { setBrowserApp } from './app/services-holder';
import { yieldToBrowser } from './app/yield-to-browser';
import type { RootData } from './app/use-store';
import { routes } from './routes';
import { parseThemeDocument } from '../domain/theme/theme-document';
import type { TemplateName } from '../domain/theme/theme-pages';
import './styles/app.css';

declare global {
  interface Window {
    __WX_CONFIG__?: ServicesConfig;
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

const config: ServicesConfig = window.__WX_CONFIG__ ?? { backend: 'http', storeApiUrl: '/store-api', notFoundUrl: '/store-not-found' };
const rootData = window.__staticRouterHydrationData?.loaderData?.root as RootData | undefined;

const identityClient = lazyModule(() => import('./identity/identity-client'));
const sectionIslands = lazyModule(() => import('./sections/section-islands'));
// Each step of the start is its own task (the browser paints and takes input in between): as one
// task, the framework's evaluation, the app's composition, the route matching, the router and the
// sections blocked a phone for 150-250 ms at once (docs/benchmarks.md).
await yieldToBrowser();
const stores = createPageStores();
setBrowserApp({
  ...composeBrowserApp(config, {
    store: rootData?.store ?? null,
    // The page's auth session for the store API gate: the identity client hands in the cart's sign-out.
    authSession: () => identityClient.use((m) => m.loadPageAuthSession()),
  }),
  stores,
});

await yieldToBrowser();
await resolveInitialLazyRoutes(routes, window.location);
await yieldToBrowser();
const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
await yieldToBrowser();

// A page with sections of its own (the home page, a custom page, a template's) prepares them before
// hydrating (section-islands.tsx), as do the editor and preview frames; the header and footer load with the app.
const themeDoc = rootData ? parseThemeDocument(rootData.store.themeSettings.themeData) : null;
const { pathname } = window.location;
const pageLists = Object.values(window.__staticRouterHydrationData?.loaderData ?? {}).flatMap((data) => {
  const { data: page, template } = (data ?? {}) as { data?: { sections?: unknown }; template?: { template?: TemplateName } };
  const own = typeof page?.sections === 'string' ? parseThemeDocument(`{"sections":${page.sections}}`).sections : [];
  return template?.template && themeDoc ? [...own, ...themeDoc.templates[template.template].sections] : own;
});
if (themeDoc && (pageLists.length > 0 || ['/', '/editor', '/preview'].includes(pathname)))
  await sectionIslands.use((sections) => sections.prepareSections(themeDoc, pageLists, pathname));
await yieldToBrowser();

// In a transition React hydrates in slices of about 5 ms and lets the browser in between (input,
// paint), instead of one long task (docs/benchmarks.md); a click on a part not yet hydrated hydrates it first.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <PageStoresContext.Provider value={stores}>
        <RouterProvider router={router} />
        <HeldClicksRelease />
      </PageStoresContext.Provider>
    </StrictMode>,
  );
});
