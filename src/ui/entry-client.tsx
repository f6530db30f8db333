/** Browser entry: composes this page's app (browser-root.ts, the storefront's composition root) and hydrates the server-rendered routes. */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { lazyModule } from '../application/lazy/lazy-module';
import { composeBrowserApp } from '../composition/browser-root';
import type { ServicesConfig } from '../composition/services-factory';
import { resolveInitialLazyRoutes } from './app/lazy-routes';
import { createPageStores, PageStoresContext } from './app/page-stores';
import { setBrowserApp } from './app/services-holder';
import type { RootData } from './app/use-store';
import { routes } from './routes';
import { preloadSections } from './sections/section-renderer';
import { parseThemeDocument } from '../domain/theme/theme-document';
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
const stores = createPageStores();
setBrowserApp({
  ...composeBrowserApp(config, {
    store: rootData?.store ?? null,
    // The page's auth session for the store API gate: the identity client hands in the cart's sign-out.
    authSession: () => identityClient.use((m) => m.loadPageAuthSession()),
  }),
  stores,
});

await resolveInitialLazyRoutes(routes, window.location);
const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });

// Fetch the code of the sections this page shows before hydrating, so it hydrates in one pass:
// the theme's home sections on the home, editor and preview pages, a custom page's own sections.
const onHomeLike = ['/', '/editor', '/preview'].includes(window.location.pathname);
const homeSections = onHomeLike && rootData ? parseThemeDocument(rootData.store.themeSettings.themeData).sections : [];
const customPageSections = Object.values(window.__staticRouterHydrationData?.loaderData ?? {}).flatMap((data) => {
  const sections = (data as { data?: { sections?: unknown } } | null)?.data?.sections;
  return typeof sections === 'string' ? parseThemeDocument(`{"sections":${sections}}`).sections : [];
});
await preloadSections([...homeSections, ...customPageSections].map((section) => section.section_type_id));

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <PageStoresContext.Provider value={stores}>
      <RouterProvider router={router} />
    </PageStoresContext.Provider>
  </StrictMode>,
);
