/**
 * Indexing rules and structured data of listing pages. Filtered, sorted, resized and searched URLs
 * are endless combinations of the same products, so they are 'noindex, follow' with the canonical
 * on the plain listing: crawlers reach every product without the store being buried in facet URLs
 * (PrestaShop #41704). Plain pages 2, 3... stay indexable and canonical to themselves.
 */
import type { ProductCard } from '../catalog/catalog-types';
import { isRefinedListing, type ListingQuery } from '../catalog/listing-query';
import { absoluteUrl } from './absolute-url';
import type { Robots } from './page-meta';

export function listingIndexing(input: { path: string; query: ListingQuery; isSearch: boolean; pageCount: number }): {
  robots: Robots;
  canonical: string;
} {
  const refined = isRefinedListing(input.query);
  const { page } = input.query;
  const inRange = page <= input.pageCount;
  const canonical = !refined && page > 1 && inRange ? `${input.path}?page=${page}` : input.path;
  const indexable = !refined && !input.isSearch && inRange;
  return { robots: indexable ? 'index, follow' : 'noindex, follow', canonical };
}

/** schema.org ItemList of the products on this page, positioned within the whole listing. */
export function itemListJsonLd(products: readonly ProductCard[], firstPosition: number, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absoluteUrl(product.productURL, origin),
      name: product.name,
    })),
  };
}
