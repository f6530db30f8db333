/**
 * /maintenance as a thin route: most shoppers never see it, so the page is a chunk of its own
 * (first-load budget). The password form posts to the host (server/host/maintenance-post.ts).
 */
import { lazy, Suspense } from 'react';

const MaintenancePage = lazy(() => import('./maintenance-page'));

export function MaintenanceRoute() {
  return (
    <Suspense fallback={null}>
      <MaintenancePage />
    </Suspense>
  );
}
