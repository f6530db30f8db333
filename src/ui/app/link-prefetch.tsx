/**
 * Link prefetch: when a shopper points at or tabs to one of the storefront's own links, the page
 * behind it is warmed (its route code, and the catalogue page's loader: the page-type chunk, the
 * section modules and the store API's short caches), so the click that follows renders sooner. At
 * most PREFETCH_CONCURRENCY at once (spec section 9); never on Save-Data; only the pages a shopper
 * browses (home and the catalogue's flat pages), never account, cart or checkout loaders.
 */
import { useContext, useEffect } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext as DataRouterContext, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { createPrefetchQueue } from '../../application/navigation/prefetch-queue';
import { inAppPath } from '../../domain/navigation/in-app-link';
import { PREFETCH_CONCURRENCY } from '../ui-constants';
import type { RouteHandle } from './route-handle';

/** Route page keys whose loaders only read the catalogue. */
const BROWSED_PAGES: readonly string[] = ['home', 'page'];

async function warm(routes: RouteObject[], path: string): Promise<void> {
  const url = new URL(path, window.location.origin);
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    const lazy = (route as RouteObject & { lazy?: () => Promise<Partial<RouteObject>> }).lazy;
    // A lazy route's loader may come with its code (the catch-all's): the router has not taken it in yet.
    const loaded = typeof lazy === 'function' ? await lazy() : {};
    const loader = route.loader ?? loaded.loader;
    const pageKey = (route.handle as RouteHandle | undefined)?.pageKey;
    if (typeof loader === 'function' && pageKey && BROWSED_PAGES.includes(pageKey)) {
      const args = { request: new Request(url), params, context: undefined } as unknown as LoaderFunctionArgs;
      await loader(args);
    }
  }
}

const wantsLessData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

export default function LinkPrefetch() {
  // The router's own route table (importing routes.tsx here would loop back through this layer).
  const routes = useContext(DataRouterContext)?.router.routes as RouteObject[] | undefined;
  useEffect(() => {
    if (!routes || wantsLessData()) return;
    const queue = createPrefetchQueue({ concurrency: PREFETCH_CONCURRENCY, load: (path) => warm(routes, path) });
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const plainClick = { button: 0, modified: false, defaultPrevented: false };
      const path = inAppPath(
        plainClick,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), rel: anchor.rel },
        window.location,
      );
      if (path !== null && new URL(path, window.location.origin).pathname !== window.location.pathname) queue.request(path.split('#')[0]!);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [routes]);
  return null;
}
