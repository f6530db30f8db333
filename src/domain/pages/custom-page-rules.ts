/**
 * The rules of a custom page's address and SEO fields (decision 35), checked by the store API and, for
 * an answer before the round trip, by the studio's page form. A slug is the page's flat URL
 * (`/{slug}`): lower-case letters, digits, hyphens and underscores, unique in its store, and never
 * one of the storefront's own paths, which would hide the page or be hidden by it.
 */

/** A custom page as the studio manages it; its sections are in the theme under its id. */
export interface CustomPage {
  pageID: number;
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  isPublished: boolean;
}

export const PAGE_SLUG_MAX = 80;
export const PAGE_TITLE_MAX = 120;
export const PAGE_META_TITLE_MAX = 70;
export const PAGE_META_DESCRIPTION_MAX = 320;

/** A custom page's slug: starts with a letter or digit, then letters, digits, '-' or '_'. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** The storefront's routes (spec section 2), its reserved listing slugs, and the server's own paths. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  'cart',
  'editor',
  'preview',
  'signin',
  'signup',
  'status',
  'compare',
  'contact',
  'contact_x',
  'designs',
  'notfound',
  'order',
  'resetpassword',
  'forgotpassword',
  'maintenance',
  'account',
  'wishlist',
  'orderlist',
  'changepassword',
  'orderdetail',
  'checkout',
  'collections',
  'search',
  'shop',
  'home',
  'index',
  'api',
  'store-api',
  'media',
  'assets',
  'fonts',
  'builds',
  'studio-assets',
  'img',
  'image',
  'images',
  'healthz',
  'dev',
  'favicon',
  'robots',
  'sitemap',
  'store-not-found',
  'forms',
  'static',
  'admin',
  'studio',
  'placeholder',
]);

/** Lower-cases and joins words with hyphens: 'About Us!' becomes 'about-us', a suggestion from a title. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, PAGE_SLUG_MAX)
    .replace(/[-_]+$/, '');
}

/** Why a slug cannot be used, or null when its form is fine (uniqueness is the store's to check). */
export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return 'Slug is required';
  if (slug.length > PAGE_SLUG_MAX) return `Slug is at most ${PAGE_SLUG_MAX} characters`;
  if (!PAGE_SLUG_PATTERN.test(slug)) return 'Slug may hold only lower-case letters, digits, - and _, and starts with a letter or digit';
  if (RESERVED_PAGE_SLUGS.has(slug)) return `/${slug} is one of the store's own pages: choose another slug`;
  return null;
}
