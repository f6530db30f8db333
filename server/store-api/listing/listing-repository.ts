/**
 * Listing reads: one page of cards, the total and the facets, computed in the database. Three
 * statements per listing: the page, one aggregate pass for total/price/stock facets (FILTER clauses
 * over the store+scope+keyword set), and the brand counts. A keyword with no exact match gets a
 * second, fuzzy pass (trigram word similarity) so a typo still finds products.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LISTING_SORTS } from '../../../src/domain/catalog/listing-query';
import {
  pageCountOf, type BrandFacet, type ListingRequest, type ListingResult, type ListingScopeRef,
} from '../../../src/domain/catalog/listing-result';
import type { Db } from '../db/client';
import { brands, categories, products } from '../db/schema';
import { cardColumns, toProductCard } from '../catalog/card-columns';
import { baseCondition, filtersExcept, inStockCondition } from './listing-conditions';

/** The database or a transaction on it. */
type Reader = Pick<Db, 'select'>;
interface ListingInput {
  webId: number;
  scope: ListingScopeRef;
  request: ListingRequest;
  fuzzy: boolean;
}

/** Low enough for one wrong or missing letter in a 4-6 letter word ('lnen' is 0.4 like 'linen'). */
const FUZZY_THRESHOLD = 0.4;
const orTrue = (condition: SQL | undefined) => condition ?? sql`true`;
const base = (input: ListingInput) => baseCondition(input.webId, input.scope, input.request, input.fuzzy);

function orderOf(request: ListingRequest): SQL[] {
  const byPopularity = [desc(products.popularity), asc(products.id)];
  switch (request.sort) {
    case LISTING_SORTS.PRICE_ASC: return [asc(products.price), asc(products.id)];
    case LISTING_SORTS.PRICE_DESC: return [desc(products.price), asc(products.id)];
    case LISTING_SORTS.NAME_ASC: return [asc(products.name), asc(products.id)];
    case LISTING_SORTS.NAME_DESC: return [desc(products.name), asc(products.id)];
    case LISTING_SORTS.RATING: return [desc(products.rating), desc(products.ratingCount), asc(products.id)];
    case LISTING_SORTS.NEWEST: return [desc(products.createdAt), desc(products.id)];
    case LISTING_SORTS.RELEVANCE:
      if (!request.keyword) return byPopularity;
      // An exact SKU first, then how closely the name matches the keyword, then what sells.
      return [
        desc(sql`lower(${products.sku}) = lower(${request.keyword})`),
        desc(sql`word_similarity(${request.keyword}, ${products.name})`),
        desc(sql`similarity(${request.keyword}, ${products.name})`),
        ...byPopularity,
      ];
    default: return byPopularity;
  }
}

export class ListingRepository {
  constructor(private readonly deps: { db: Db }) {}

  async listing(webId: number, scope: ListingScopeRef, request: ListingRequest): Promise<ListingResult> {
    const exact = await this.run(this.deps.db, { webId, scope, request, fuzzy: false });
    if (exact.total > 0 || !request.keyword) return exact;
    // SET LOCAL keeps the looser threshold inside this transaction; the `<%` operator stays indexable.
    const close = await this.deps.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${FUZZY_THRESHOLD}`));
      return this.run(tx, { webId, scope, request, fuzzy: true });
    });
    return close.total > 0 ? { ...close, approximate: true } : exact;
  }

  /** The statements of a listing, for EXPLAIN (the benchmark checks they stay on indexes). */
  statements(webId: number, scope: ListingScopeRef, request: ListingRequest) {
    const input = { webId, scope, request, fuzzy: false };
    return [this.pageQuery(this.deps.db, input), this.totalsQuery(this.deps.db, input), this.brandQuery(this.deps.db, input)];
  }

  private async run(db: Reader, input: ListingInput): Promise<ListingResult> {
    // In parallel on a PostgreSQL pool; PGlite runs them one after another on its single connection.
    const [page, totals, brandFacets] = await Promise.all([
      this.pageQuery(db, input),
      this.totalsQuery(db, input),
      this.brandFacets(db, input),
    ]);
    const row = totals[0];
    const total = Number(row?.total ?? 0);
    return {
      products: page.map(toProductCard),
      total,
      page: input.request.page,
      pageCount: pageCountOf(total, input.request.pageSize),
      approximate: false,
      facets: {
        brands: brandFacets,
        price: row?.min != null && row.max != null ? { min: Number(row.min), max: Number(row.max) } : null,
        availability: { inStock: Number(row?.inStock ?? 0) },
      },
    };
  }

  private pageQuery(db: Reader, input: ListingInput) {
    const { request } = input;
    return db.select(cardColumns).from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(base(input), filtersExcept(input.webId, request)))
      .orderBy(...orderOf(request))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize);
  }

  private totalsQuery(db: Reader, input: ListingInput) {
    const { webId, request } = input;
    const all = orTrue(filtersExcept(webId, request));
    const forPrice = orTrue(filtersExcept(webId, request, 'price'));
    const forStock = orTrue(filtersExcept(webId, request, 'stock'));
    return db.select({
      total: sql<number>`count(*) filter (where ${all})::int`,
      min: sql<string | null>`min(${products.price}) filter (where ${forPrice})`,
      max: sql<string | null>`max(${products.price}) filter (where ${forPrice})`,
      inStock: sql<number>`count(*) filter (where ${forStock} and ${inStockCondition})::int`,
    }).from(products).where(base(input));
  }

  private brandQuery(db: Reader, input: ListingInput) {
    return db.select({ slug: brands.slug, name: brands.name, count: sql<number>`count(*)::int` })
      .from(products).innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(base(input), filtersExcept(input.webId, input.request, 'brand')))
      .groupBy(brands.id, brands.slug, brands.name)
      .orderBy(asc(brands.name));
  }

  /** Brands with products under the other filters, plus any chosen brand left with none (so it can be unticked). */
  private async brandFacets(db: Reader, input: ListingInput): Promise<BrandFacet[]> {
    const counted = (await this.brandQuery(db, input)).map((row) => ({ ...row, count: Number(row.count) }));
    const missing = input.request.brands.filter((slug) => !counted.some((b) => b.slug === slug));
    if (missing.length === 0) return counted;
    const chosen = await db.select({ slug: brands.slug, name: brands.name }).from(brands)
      .where(and(eq(brands.storeId, input.webId), inArray(brands.slug, missing)));
    return [...counted, ...chosen.map((b) => ({ ...b, count: 0 }))].sort((a, b) => a.name.localeCompare(b.name));
  }
}
