/** The account area behind the auth guard: a side navigation beside the page. */
import { NavLink, Outlet } from 'react-router';
import { ACCOUNT_PAGES } from '../../domain/seo/page-meta';
import { SiteFrame } from './site-frame';

const LINKS = [
  { to: '/account', label: ACCOUNT_PAGES.account.name },
  { to: '/orderlist', label: ACCOUNT_PAGES.orderlist.name },
  { to: '/wishlist', label: ACCOUNT_PAGES.wishlist.name },
  { to: '/changepassword', label: ACCOUNT_PAGES.changepassword.name },
];

export function AccountLayout() {
  return (
    <SiteFrame>
      <div className="container grid gap-8 py-10 md:grid-cols-[14rem_1fr]">
        <nav aria-label="Account">
          <ul className="flex flex-col gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => `block rounded px-3 py-2 ${isActive ? 'font-semibold underline' : ''}`}>
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
