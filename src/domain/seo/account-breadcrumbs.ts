/**
 * The breadcrumb trail of an account-area page (spec section 2: each page has a display name and a
 * breadcrumb key): Home, then My Account, then the page itself; an order's detail sits under Order
 * History. The key travels with each crumb so a translated label can replace the English one.
 */
import type { Breadcrumb } from '../catalog/resolved-page';
import { ACCOUNT_PAGES } from './page-meta';

export interface AccountCrumb extends Breadcrumb {
  key: string;
}

const HOME: AccountCrumb = { name: 'Home', url: '/', key: 'HOME' };
const ACCOUNT: AccountCrumb = { name: ACCOUNT_PAGES.account.name, url: '/account', key: ACCOUNT_PAGES.account.breadcrumb };
const ORDERS: AccountCrumb = { name: ACCOUNT_PAGES.orderlist.name, url: '/orderlist', key: ACCOUNT_PAGES.orderlist.breadcrumb };

export function accountBreadcrumbs(pageKey: string): AccountCrumb[] {
  if (pageKey === 'account') return [HOME, ACCOUNT];
  if (pageKey === 'orderdetail') return [HOME, ACCOUNT, ORDERS, { name: 'Order Detail', url: '/orderdetail', key: ORDERS.key }];
  const page = ACCOUNT_PAGES[pageKey as keyof typeof ACCOUNT_PAGES];
  if (!page) return [HOME, ACCOUNT];
  return [HOME, ACCOUNT, { name: page.name, url: `/${pageKey}`, key: page.breadcrumb }];
}
