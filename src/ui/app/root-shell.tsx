/** The root route: loads the store once per page load and hosts app-wide UI (toasts, progress). */
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useMatches, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { LazyToaster } from '../components/lazy-toaster';
import { NavigationProgress } from '../components/navigation-progress';
import { ViewportCookie } from '../components/viewport-cookie';
import { computeHead, pageHeadOf } from './document-head';
import { servicesFrom } from './services-holder';
import { requireStore } from './store-loader';
import { useStore, type RootData } from './use-store';

export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  return { store: await requireStore(servicesFrom(context)) };
}

function DocumentHeadSync() {
  const matches = useMatches();
  const store = useStore();
  const error = useRouteError();
  useEffect(() => {
    const errorStatus = error ? (isRouteErrorResponse(error) ? error.status : 500) : null;
    const head = computeHead({
      handles: matches.map((m) => m.handle),
      store,
      errorStatus,
      pageHead: pageHeadOf(matches.map((m) => m.data)),
      origin: window.location.origin,
    });
    document.title = head.title;
    document.querySelector('meta[name="robots"]')?.setAttribute('content', head.robots);
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (head.canonical && canonical) canonical.setAttribute('href', head.canonical);
    else if (!head.canonical) canonical?.remove();
  }, [matches, store, error]);
  return null;
}

export function RootShell() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <DocumentHeadSync />
      <ViewportCookie />
      <LazyToaster />
    </>
  );
}
