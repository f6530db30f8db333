/** Layout "preview": rendered on the client only (spec section 2); the server sends an empty shell. */
import { Outlet } from 'react-router';
import { useHydrated } from '../components/use-hydrated';

export function PreviewLayout() {
  if (!useHydrated()) return <div aria-busy="true" className="min-h-screen" />;
  return <Outlet />;
}
