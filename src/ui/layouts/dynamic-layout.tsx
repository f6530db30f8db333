/** Layout "dynamic": pages built from sections (home, custom pages, contact, catch-all). */
import { Outlet } from 'react-router';
import { SiteFrame } from './site-frame';

export function DynamicLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
