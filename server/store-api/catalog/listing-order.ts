/**
 * The order of each listing sort as keys that end in the product id, so every order is total: a
 * page is exact at any depth, and the same keys read backwards give exactly the reverse order, which
 * deep pages use (listing-page.ts). Each sort but relevance matches one listing index of catalog.tables.ts,
 * read forwards or backwards; the mirror sorts (price, name) share one, so Z-A is A-Z reversed, ties
 * included. A group chosen by hand opens on its owner's order instead of popularity (its members are few).
 */
import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LISTING_SORTS } from '../../../src/domain/catalog/listing-query';
import type { ListingRequest } from '../../../src/domain/catalog/listing-result';
import { collectionProducts, products } from './catalog.tables';

interface SortKey {
  by: AnyColumn | SQLWrapper;
  descending: boolean;
}

const up = (by: SortKey['by']): SortKey => ({ by, descending: false });
const down = (by: SortKey['by']): SortKey => ({ by, descending: true });

/**
 * A group chosen by hand lists its products in the owner's order where the listing would otherwise
 * open on popularity (decision 107): its member row's position, then the id.
 */
function sortKeys(request: ListingRequest, manualGroupId: number | null): SortKey[] {
  const byPopularity =
    manualGroupId === null
      ? [down(products.popularity), up(products.id)]
      : [
          up(
            sql`(select ${collectionProducts.position} from ${collectionProducts} where ${collectionProducts.collectionId} = ${manualGroupId} and ${collectionProducts.productId} = ${products.id})`,
          ),
          up(products.id),
        ];
  switch (request.sort) {
    case LISTING_SORTS.PRICE_ASC:
      return [up(products.price), up(products.id)];
    case LISTING_SORTS.PRICE_DESC:
      return [down(products.price), down(products.id)];
    case LISTING_SORTS.NAME_ASC:
      return [up(products.name), up(products.id)];
    case LISTING_SORTS.NAME_DESC:
      return [down(products.name), down(products.id)];
    case LISTING_SORTS.RATING:
      return [down(products.rating), down(products.ratingCount), up(products.id)];
    case LISTING_SORTS.NEWEST:
      return [down(products.createdAt), down(products.id)];
    case LISTING_SORTS.RELEVANCE:
      if (!request.keyword) return byPopularity;
      // An exact SKU first, then how closely the name matches the keyword, then what sells.
      return [
        down(sql`lower(${products.sku}) = lower(${request.keyword})`),
        down(sql`word_similarity(${request.keyword}, ${products.name})`),
        down(sql`similarity(${request.keyword}, ${products.name})`),
        ...byPopularity,
      ];
    default:
      return byPopularity;
  }
}

/** ORDER BY of the request's sort, or of its exact reverse; `manualGroupId` of a group chosen by hand. */
export function orderOf(request: ListingRequest, reversed = false, manualGroupId: number | null = null): SQL[] {
  return sortKeys(request, manualGroupId).map(({ by, descending }) => (descending !== reversed ? desc(by) : asc(by)));
}

/** Which stretch of the order a page reads, and whether from the end. */
export interface PageWindow {
  offset: number;
  limit: number;
  reversed: boolean;
}

/**
 * A page past the middle reads the reversed order from the end, so no page skips more than half the
 * listing (the last page is as cheap as the first); null when the page lies past the last product.
 */
export function pageWindow(total: number, page: number, pageSize: number): PageWindow | null {
  const offset = (page - 1) * pageSize;
  if (offset >= total) return null;
  const limit = Math.min(pageSize, total - offset);
  const fromEnd = total - offset - limit;
  return fromEnd < offset ? { offset: fromEnd, limit, reversed: true } : { offset, limit, reversed: false };
}
