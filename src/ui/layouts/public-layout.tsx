/** Layout "public": a single centred card with no store navigation (maintenance, password). */
import { Outlet } from 'react-router';
import { useStore } from '../app/use-store';

export function PublicLayout() {
  const store = useStore();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6">
      <div className="card w-full max-w-md text-center">
        <p className="sub-heading mb-4">{store?.siteConfig.webTitle ?? ''}</p>
        <Outlet />
      </div>
    </main>
  );
}
