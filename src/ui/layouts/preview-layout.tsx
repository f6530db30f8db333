/** Layout "preview": rendered on the client only (spec section 2); the server sends an empty shell. */
import { useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';

const subscribe = () => () => {};

export function PreviewLayout() {
  const isClient = useSyncExternalStore(subscribe, () => true, () => false);
  if (!isClient) return <div aria-busy="true" className="min-h-screen" />;
  return <Outlet />;
}
