/**
 * The total and the facets of a listing in one aggregate pass, grouped by brand: per brand the count
 * under every filter (summed, the total), the count under every filter but brand (the brand facet),
 * the price range under every filter but price and the in-stock count under every filter but stock.
 * The pass reads the store+scope+keyword set once, on an index-only scan of a listing index (they all
 * carry brand, price and stock); the answer does not depend on sort or page, so ListingRepository
 * keeps it in the short cache while a shopper pages or re-sorts.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BrandFacet, ListingRequest, ListingScopeRef } from '../../../src/domain/catalog/listing-result';
import type { Db } from '../platform/database/client';
import { brands, products } from './catalog.tables';
import { baseCondition, filtersExcept, inStockCondition } from './listing-conditions';
import type { GroupScope } from './group-rule-condition';

/** The database or a transaction on it. */
export type Reader = Pick<Db, 'select'>;

export interface ListingInput {
  webId: number;
  scope: ListingScopeRef;
  request: ListingRequest;
  /** The second pass of a keyword without exact matches: name words by trigram similarity. */
  fuzzy: boolean;
  /** A collection scope's group and its rule (null: no such group of the store, nothing listed). */
  group?: GroupScope | null;
}

export interface ListingSummary {
  total: number;
  price: { min: number; max: number } | null;
  inStock: number;
  /** Brands with products under the other filters, by name. */
  brands: BrandFacet[];
}

const orTrue = (condition: SQL | undefined) => condition ?? sql`true`;

export const baseOf = (input: ListingInput) => baseCondition(input.webId, input.scope, input.request, input.fuzzy, input.group ?? null);

export function summaryQuery(db: Reader, input: ListingInput) {
  const { webId, request } = input;
  const perBrand = db
    .select({
      brandId: products.brandId,
      total: sql<number>`count(*) filter (where ${orTrue(filtersExcept(webId, request))})::int`.as('total'),
      brandCount: sql<number>`count(*) filter (where ${orTrue(filtersExcept(webId, request, 'brands'))})::int`.as('brand_count'),
      min: sql<string | null>`min(${products.price}) filter (where ${orTrue(filtersExcept(webId, request, 'price'))})`.as('min_price'),
      max: sql<string | null>`max(${products.price}) filter (where ${orTrue(filtersExcept(webId, request, 'price'))})`.as('max_price'),
      inStock: sql<number>`count(*) filter (where ${orTrue(filtersExcept(webId, request, 'inStock'))} and ${inStockCondition})::int`.as(
        'in_stock_count',
      ),
    })
    .from(products)
    .where(baseOf(input))
    .groupBy(products.brandId)
    .as('per_brand');
  return db
    .select({
      slug: brands.slug,
      name: brands.name,
      total: perBrand.total,
      brandCount: perBrand.brandCount,
      min: perBrand.min,
      max: perBrand.max,
      inStock: perBrand.inStock,
    })
    .from(perBrand)
    .leftJoin(brands, eq(brands.id, perBrand.brandId))
    .orderBy(asc(brands.name));
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

/** Adds up the per-brand rows. */
export function summaryOf(rows: readonly SummaryRow[]): ListingSummary {
  const mins = rows.flatMap((row) => (row.min == null ? [] : [Number(row.min)]));
  const maxes = rows.flatMap((row) => (row.max == null ? [] : [Number(row.max)]));
  return {
    total: rows.reduce((sum, row) => sum + Number(row.total), 0),
    price: mins.length > 0 ? { min: Math.min(...mins), max: Math.max(...maxes) } : null,
    inStock: rows.reduce((sum, row) => sum + Number(row.inStock), 0),
    brands: rows.flatMap((row) =>
      row.slug != null && row.name != null && Number(row.brandCount) > 0
        ? [{ slug: row.slug, name: row.name, count: Number(row.brandCount) }]
        : [],
    ),
  };
}

/** The chosen brands left with no products under the other filters (shown with 0, so they can be unticked). */
export async function withChosenBrands(db: Reader, input: ListingInput, counted: BrandFacet[]): Promise<BrandFacet[]> {
  const missing = input.request.brands.filter((slug) => !counted.some((b) => b.slug === slug));
  if (missing.length === 0) return counted;
  const chosen = await db
    .select({ slug: brands.slug, name: brands.name })
    .from(brands)
    .where(and(eq(brands.storeId, input.webId), inArray(brands.slug, missing)));
  return [...counted, ...chosen.map((b) => ({ ...b, count: 0 }))].sort((a, b) => a.name.localeCompare(b.name));
}
