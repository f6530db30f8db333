/** Head of a listing page: category meta and picture, canonical and robots for facets, ItemList and BreadcrumbList. */
import type { ListingQuery } from '../../../domain/catalog/listing-query';
import type { ListingResult } from '../../../domain/catalog/listing-result';
import type { ResolvedPage } from '../../../domain/catalog/resolved-page';
import type { PageHead } from '../../../domain/seo/page-head';
import { itemListJsonLd, listingIndexing } from '../../../domain/seo/listing-seo';
import { baseHead } from '../flat/flat-page-view';

export function listingHeading(page: ResolvedPage, query: ListingQuery): string {
  const scope = page.listing ?? { kind: 'all' };
  if (query.kw && scope.kind === 'search') return `Search results for "${query.kw}"`;
  if (scope.kind === 'category' || scope.kind === 'brand' || scope.kind === 'collection') return scope.name;
  return 'All products';
}

export function listingHead(input: { page: ResolvedPage; query: ListingQuery; result: ListingResult; origin: string }): PageHead {
  const { page, query, result, origin } = input;
  const head = baseHead(page, origin);
  const scope = page.listing ?? { kind: 'all' };
  const { robots, canonical } = listingIndexing({
    path: `/${page.slug}`,
    query,
    isSearch: scope.kind === 'search',
    pageCount: result.pageCount,
  });
  const named = scope.kind === 'category' || scope.kind === 'brand' || scope.kind === 'collection';
  const title = named ? page.seo.title : listingHeading(page, query);
  const firstPosition = (result.page - 1) * query.recs + 1;
  return {
    ...head,
    title: query.page > 1 ? `${title} - Page ${query.page}` : title,
    // A category's or group's picture, a brand's logo: the page's link preview (else the store's).
    ...(named && page.seo.image ? { image: page.seo.image } : {}),
    robots,
    canonical,
    jsonLd: [...(head.jsonLd ?? []), ...(result.products.length > 0 ? [itemListJsonLd(result.products, firstPosition, origin)] : [])],
  };
}
