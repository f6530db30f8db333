/**
 * The WHERE clauses of a listing, built so the database does the work on indexes: the store and
 * scope first (btree), the keyword on trigram GIN indexes (every word must match by ILIKE, or in
 * the fuzzy pass by word similarity to the name, for typos), then brand, price and stock (columns the
 * listing indexes carry, so they are checked inside an index-only scan). Values always travel as bind parameters.
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { LISTING_FILTER_KEYS, type ListingFilterKey } from '../../../src/domain/catalog/listing-filters';
import type { ListingRequest, ListingScopeRef } from '../../../src/domain/catalog/listing-result';
import { brands, categories, products } from './catalog.tables';
import { groupCondition, type GroupScope } from './group-rule-condition';
import { containsPattern } from '../platform/contains-pattern';

const MAX_WORDS = 8;
const FUZZY_MIN_LENGTH = 4;

/**
 * In stock: any variant with stock when the product has variants, else the product's own stock. Kept
 * in products.in_stock by triggers (migration 0014), so the filter and its count read a column that
 * the listing indexes carry instead of probing the variants row by row.
 */
export const inStockCondition = eq(products.inStock, true);

export function keywordWords(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

function keywordCondition(request: ListingRequest, fuzzy: boolean): SQL | undefined {
  const words = keywordWords(request.keyword);
  if (words.length === 0) return undefined;
  const columns = [
    request.fields.includes('name') ? products.name : null,
    request.fields.includes('description') ? products.description : null,
    request.fields.includes('sku') ? products.sku : null,
  ].filter((column) => column !== null);
  return and(
    ...words.map((word) =>
      or(
        ...columns.map((column) => sql`${column} ilike ${containsPattern(word)}`),
        // A typo in a name word ("lnen") still finds it; words under 4 letters have too few trigrams to judge.
        fuzzy && request.fields.includes('name') && word.length >= FUZZY_MIN_LENGTH ? sql`${word} <% ${products.name}` : undefined,
      ),
    ),
  );
}

function scopeCondition(webId: number, scope: ListingScopeRef, group: GroupScope | null): SQL | undefined {
  switch (scope.kind) {
    case 'category':
      // The category and its direct sub-categories.
      return inArray(
        products.categoryId,
        sql`(select ${categories.id} from ${categories} where ${categories.storeId} = ${webId} and (${categories.id} = ${scope.id} or ${categories.parentId} = ${scope.id}))`,
      );
    case 'brand':
      return eq(products.brandId, scope.id);
    case 'collection':
      // A rule group's members are worked out from its rule here, never copied (decision 100).
      return group ? groupCondition(webId, group) : sql`false`;
    default:
      return undefined;
  }
}

/** Store, scope and keyword: what every count and facet of the listing shares; `group` is a collection scope's group. */
export function baseCondition(
  webId: number,
  scope: ListingScopeRef,
  request: ListingRequest,
  fuzzy = false,
  group: GroupScope | null = null,
): SQL {
  return and(
    eq(products.storeId, webId),
    eq(products.isEnabled, true),
    scopeCondition(webId, scope, group),
    keywordCondition(request, fuzzy),
  )!;
}

/**
 * Each filter's condition, or undefined when it is off: keyed by the filter table's keys, so a filter
 * added to the table does not compile until it has its condition here.
 */
export const FILTER_CONDITIONS: { [K in ListingFilterKey]: (webId: number, request: ListingRequest) => SQL | undefined } = {
  brands: (webId, request) =>
    request.brands.length === 0
      ? undefined
      : inArray(
          products.brandId,
          sql`(select ${brands.id} from ${brands} where ${brands.storeId} = ${webId} and ${inArray(brands.slug, request.brands)})`,
        ),
  price: (_webId, request) =>
    and(
      request.priceMin === null ? undefined : gte(products.price, String(request.priceMin)),
      request.priceMax === null ? undefined : lte(products.price, String(request.priceMax)),
    ),
  inStock: (_webId, request) => (request.inStock ? inStockCondition : undefined),
};

/** Every active filter except `skip`: a facet's counts respect all the other filters. */
export function filtersExcept(webId: number, request: ListingRequest, skip?: ListingFilterKey): SQL | undefined {
  return and(...LISTING_FILTER_KEYS.filter((f) => f !== skip).map((f) => FILTER_CONDITIONS[f](webId, request)));
}
