/**
 * Page titles and robots directives of spec section 2.
 */

export const DEFAULT_TITLE = 'Webx Store';
export const GENERATOR = 'Webx Ecommerce';

const FIXED_NAMES: Record<string, string> = {
  forgotpassword: 'Forgot Password',
  resetpassword: 'Reset Password',
  changepassword: 'Change Password',
  orderlist: 'Order List',
  orderdetail: 'Order Detail',
};

// Spec section 2's list, and a guest's order page (/order/{id}): one shopper's order has no place in an index.
const NOINDEX = new Set([
  'maintenance',
  'cart',
  'wishlist',
  'checkout',
  'account',
  'editor',
  'preview',
  'changepassword',
  'orderlist',
  'orderdetail',
  'order',
  'addresses',
]);

/** 'noindex, follow' keeps a page out of the index while its links (products) are still followed: faceted listings. */
export type Robots = 'index, follow' | 'noindex, follow' | 'noindex, nofollow';

/** A page key's display name: a fixed title, or the key capitalised with hyphens turned into spaces. */
export function pageName(pageKey: string): string {
  const fixed = FIXED_NAMES[pageKey];
  if (fixed) return fixed;
  const spaced = pageKey.replace(/-/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** '<Page name> | <site title>'; the home page is the site title alone. */
export function pageTitle(input: { pageKey: string; siteTitle?: string | null; name?: string | null }): string {
  const site = input.siteTitle?.trim() || DEFAULT_TITLE;
  if (input.pageKey === 'home') return site;
  const name = input.name?.trim() || pageName(input.pageKey);
  // Owner meta titles often already end with the store's name; never write it twice.
  return name.endsWith(`| ${site}`) ? name : `${name} | ${site}`;
}

export function pageRobots(pageKey: string): Robots {
  return NOINDEX.has(pageKey) ? 'noindex, nofollow' : 'index, follow';
}

/** Account-area display names and breadcrumb keys (spec section 2). */
export const ACCOUNT_PAGES = {
  account: { name: 'My Account', breadcrumb: 'ACCOUNT' },
  changepassword: { name: 'Change Password', breadcrumb: 'CHANGE_PASSWORD' },
  wishlist: { name: 'Wishlist', breadcrumb: 'ACCOUNT' },
  orderlist: { name: 'Order History', breadcrumb: 'ORDER_LIST' },
  cart: { name: 'Shopping Cart', breadcrumb: 'ACCOUNT' },
} as const;

/** Page-type enumeration of spec section 2. */
export const PAGE_TYPES = {
  HOME: 1,
  CUSTOM: 2,
  PRODUCT: 3,
  LISTING: 4,
  COLLECTIONS: 5,
  CART: 6,
  WISHLIST: 7,
  CHECKOUT: 8,
  AUTH: 9,
  CONTACT: 10,
} as const;
