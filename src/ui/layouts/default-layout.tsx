/** Layout "default": store pages (cart, sign-in, compare, account...) in the theme's frame. */
import { Outlet } from 'react-router';
import { SiteFrame } from './site-frame';

export function DefaultLayout() {
  return (
    <SiteFrame>
      <div className="container py-10">
        <Outlet />
      </div>
    </SiteFrame>
  );
}
