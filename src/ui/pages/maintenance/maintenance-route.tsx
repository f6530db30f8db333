/**
 * /maintenance as a thin route: most shoppers never see it, so the page and the password action
 * are separate chunks (first-load budget), fetched when the route renders or on the first submit.
 */
import { lazy, Suspense } from 'react';
import type { ActionFunctionArgs } from 'react-router';
import { servicesFrom } from '../../app/services-holder';
import { requireStore } from '../../app/store-loader';

const MaintenancePage = lazy(() => import('./maintenance-page'));

export async function maintenanceAction({ context, request }: ActionFunctionArgs) {
  const services = servicesFrom(context);
  const store = await requireStore(services);
  return (await import('./maintenance-gate')).submitStorePassword(services, store.webID, request);
}

export function MaintenanceRoute() {
  return (
    <Suspense fallback={null}>
      <MaintenancePage />
    </Suspense>
  );
}
