/** The account area behind the auth guard: a side navigation beside the page. */
import { NavLink, Outlet, useMatches } from 'react-router';
import { accountBreadcrumbs } from '../../domain/seo/account-breadcrumbs';
import { ACCOUNT_PAGES } from '../../domain/seo/page-meta';
import type { RouteHandle } from '../app/route-handle';
import { BreadcrumbTrail } from '../components/breadcrumb-trail';
import { SiteFrame } from './site-frame';

// Every page of the account area, so each is one step from the others.
const LINKS = [
  { to: '/account', label: ACCOUNT_PAGES.account.name },
  { to: '/orderlist', label: ACCOUNT_PAGES.orderlist.name },
  { to: '/wishlist', label: ACCOUNT_PAGES.wishlist.name },
  { to: '/account/addresses', label: 'Address Book' },
  { to: '/changepassword', label: ACCOUNT_PAGES.changepassword.name },
];

export function AccountLayout() {
  const pageKey = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.pageKey ?? 'account';
  return (
    <SiteFrame>
      <div className="container pt-6">
        <BreadcrumbTrail crumbs={accountBreadcrumbs(pageKey)} />
      </div>
      <div className="container grid gap-8 pb-10 pt-4 md:grid-cols-[14rem_1fr]">
        <nav aria-label="Account">
          <ul className="flex flex-col gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) => `block rounded px-3 py-2 ${isActive ? 'font-semibold underline' : ''}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </SiteFrame>
  );
}
