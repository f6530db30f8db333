/**
 * What a flat URL `/{slug}` resolves to (site data `page` of spec section 3): the page type of spec
 * section 2 with the item it shows, its SEO fields and breadcrumbs.
 */
import type { PAGE_TYPES } from '../seo/page-meta';

export type PageTypeId = (typeof PAGE_TYPES)[keyof typeof PAGE_TYPES];

/** Which products a listing shows. */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'search' }
  | { kind: 'category'; id: number; name: string; slug: string }
  | { kind: 'brand'; id: number; name: string; slug: string }
  | { kind: 'collection'; id: number; name: string; slug: string };

export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  image: string;
}

export interface Breadcrumb {
  name: string;
  url: string;
}

export interface ResolvedPage {
  page_type_id: PageTypeId;
  /** Product, category, brand or collection id; 0 when the page shows no single item. */
  item_id: number;
  /** Custom page id; 0 otherwise. */
  page_id: number;
  /**
   * The page's own slug. It differs from the slug asked when that was a renamed product's old handle:
   * the storefront then answers 301 to this one (decision 81).
   */
  slug: string;
  seo: PageSeo;
  breadcrumbs: Breadcrumb[];
  /** Set for LISTING pages. */
  listing?: ListingScope;
}

/** Slugs as the store API accepts them; anything else cannot name a page. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,199}$/;

/** Link-target types of spec section 2 and their URLs: every target lives at a flat `/{slug}`. */
export const LINK_TARGET_TYPES = { PRODUCT_CATEGORY: 1, PRODUCT_GROUP: 2, PRODUCT_DETAIL: 3, CUSTOM_PAGE: 4 } as const;
