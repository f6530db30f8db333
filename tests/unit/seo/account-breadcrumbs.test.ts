import { describe, expect, it } from 'vitest';
import { accountBreadcrumbs } from '../../../src/domain/seo/account-breadcrumbs';

describe('account-area breadcrumbs (page names and breadcrumb keys of spec section 2)', () => {
  it.each([
    ['changepassword', 'Change Password', 'CHANGE_PASSWORD'],
    ['wishlist', 'Wishlist', 'ACCOUNT'],
    ['orderlist', 'Order History', 'ORDER_LIST'],
  ])('%s ends with its own name and key under Home / My Account', (pageKey, name, key) => {
    const trail = accountBreadcrumbs(pageKey);
    expect(trail.map((crumb) => crumb.name)).toEqual(['Home', 'My Account', name]);
    expect(trail.at(-1)).toMatchObject({ url: `/${pageKey}`, key });
  });

  it('the account page itself is the last crumb, and an order detail sits under Order History', () => {
    expect(accountBreadcrumbs('account').map((crumb) => crumb.key)).toEqual(['HOME', 'ACCOUNT']);
    expect(accountBreadcrumbs('orderdetail').map((crumb) => crumb.name)).toEqual(['Home', 'My Account', 'Order History', 'Order Detail']);
  });
});
