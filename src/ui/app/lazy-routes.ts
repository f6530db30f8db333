/**
 * Lazy routes keep page code out of the first-load bundle. The server resolves them while rendering;
 * the browser must resolve the ones the current URL matches before hydrating, or React would hydrate
 * against a route that has no element yet and throw the server's markup away.
 */
import { matchRoutes, type RouteObject } from 'react-router';

type LazyRoute = RouteObject & { lazy?: () => Promise<Partial<RouteObject>> };

export async function resolveInitialLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazyRoute = route as LazyRoute;
      if (typeof lazyRoute.lazy !== 'function') return;
      const module = await lazyRoute.lazy();
      Object.assign(lazyRoute, { ...module, lazy: undefined });
    }),
  );
}
