/** Browser entry: composes the services for this page and hydrates the server-rendered routes. */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createBrowserServices } from '../composition/request-services';
import type { ServicesConfig } from '../composition/services-factory';
import { setBrowserServices } from './app/services-holder';
import type { RootData } from './app/use-store';
import { routes } from './routes';
import './styles/app.css';

declare global {
  interface Window {
    __WX_CONFIG__?: ServicesConfig;
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

const config: ServicesConfig = window.__WX_CONFIG__ ?? { backend: 'http', storeApiUrl: '/store-api', notFoundUrl: '/store-not-found' };
const rootData = window.__staticRouterHydrationData?.loaderData?.root as RootData | undefined;

setBrowserServices(
  createBrowserServices(config, {
    host: window.location.host,
    domain: rootData?.store.storeName ?? window.location.hostname,
    themeId: rootData?.store.themeSettings.themeID ?? null,
    ...(rootData ? { preloaded: { kind: 'store', info: rootData.store } } : {}),
  }),
);

const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
