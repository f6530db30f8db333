/**
 * The root route: loads the store once per page load and hosts app-wide UI. What only matters once
 * the page is live (progress bar, head updates, viewport cookie, the cart) loads after hydration.
 */
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { cartBridgeOf } from '../components/cart-bridge';
import { useHydrated } from '../components/use-hydrated';
import { usePageStores } from '../app/page-stores';
import { liveRuntime, servicesFrom } from '../app/services-holder';
import { requireStore } from '../app/store-loader';
import { loadGroups } from '../sections/theme-sections';
import type { RootData } from '../app/use-store';
import { maintenanceGate } from '../app/lazy-maintenance-gate';

export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  const services = servicesFrom(context);
  const store = await requireStore(services);
  const { pathname } = new URL(request.url);
  // The header and footer groups frame every page: their code and data load once, with the store.
  const groups = loadGroups(services, store);
  // Open stores are the rule: the maintenance gate loads only when it may act (first-load budget).
  if (store.isMaintenance || store.isPasswordProtected || pathname.startsWith('/maintenance')) {
    const passHeld = await maintenanceGate.use((enforce) => enforce(services, store, pathname));
    return passHeld ? { store, passHeld, groupData: await groups } : { store, groupData: await groups };
  }
  return { store, groupData: await groups };
}

// The live layer renders once its runtime (the live composition root, live-root.ts) has loaded too.
const LiveLayer = lazy(() => Promise.all([import('./live-layer'), liveRuntime().use(() => null)]).then(([layer]) => layer));

export function RootShell() {
  const stores = usePageStores();
  // The hydration's commit (the root's first layout effect): the size check (bench/fetched-js.ts) counts
  // as first-load JS what the page asked for before this mark, and what effects load after it as later.
  useLayoutEffect(() => {
    performance.mark('wx:hydrated');
  }, []);
  return (
    <>
      <Outlet />
      {useHydrated() && stores && (
        <Suspense fallback={null}>
          <LiveLayer cartBridge={cartBridgeOf(stores)} />
        </Suspense>
      )}
    </>
  );
}
