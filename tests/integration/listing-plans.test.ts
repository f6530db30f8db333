/**
 * The listing statements at scale, checked by their plans (EXPLAIN ANALYZE without timings: which
 * index, how many rows, how many loops; never how long): a page's ids come from the sort's own index
 * and never walk more than half the listing, card data is read only for the rows shown, totals and
 * facets stay on indexes, and the JIT is off. On PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SORTS, type ListingSort } from '../../src/domain/catalog/listing-query';
import type { ListingRequest, ListingScopeRef } from '../../src/domain/catalog/listing-result';
import { brands, categories, products, variants } from '../../server/store-api/db/schema';
import { ListingRepository, readListing } from '../../server/store-api/catalog/listing.repository';
import { explainListing, nodesOf, type ExplainedStatement, type PlanNode } from '../../bench/explain-listing';
import { seedLargeStore } from '../../bench/seed-large-store';
import { startStoreApiForFile } from './support/test-server';

const PRODUCTS = 3_000;
const PAGE_SIZE = 48;
const server = startStoreApiForFile();
let webId = 0;
let total = 0;
const db = () => server.host.database!.db;

beforeAll(async () => {
  webId = (await seedLargeStore(db(), PRODUCTS, 'planstore')).storeId;
  total = (await new ListingRepository({ db: db() }).listing(webId, { kind: 'all' }, request({}))).total;
});

function request(overrides: Partial<ListingRequest>): ListingRequest {
  return {
    keyword: '',
    fields: ['name'],
    brands: [],
    priceMin: null,
    priceMax: null,
    inStock: false,
    sort: LISTING_SORTS.POPULARITY,
    page: 1,
    pageSize: PAGE_SIZE,
    ...overrides,
  };
}
const explain = (scope: ListingScopeRef, overrides: Partial<ListingRequest>) => explainListing(db(), webId, scope, request(overrides));
const statement = (explained: ExplainedStatement[], name: ExplainedStatement['name']) => explained.find((s) => s.name === name)!;
const on = (plan: PlanNode, table: string) => nodesOf(plan).filter((node) => node['Relation Name'] === table);
const lastPage = () => Math.ceil(total / PAGE_SIZE);

const SORT_INDEX: Array<[ListingSort, string]> = [
  [LISTING_SORTS.POPULARITY, 'products_listing_popularity_idx'],
  [LISTING_SORTS.PRICE_ASC, 'products_listing_price_idx'],
  [LISTING_SORTS.PRICE_DESC, 'products_listing_price_idx'],
  [LISTING_SORTS.NAME_ASC, 'products_listing_name_idx'],
  [LISTING_SORTS.NAME_DESC, 'products_listing_name_idx'],
  [LISTING_SORTS.RATING, 'products_listing_rating_idx'],
  [LISTING_SORTS.NEWEST, 'products_listing_created_idx'],
];

describe('listing plans at scale', () => {
  it("reads each sort's page ids from its own index, never more than half the listing, with no card data", async () => {
    expect(total).toBeGreaterThan(PRODUCTS * 0.95);
    for (const [sort, index] of SORT_INDEX) {
      for (const page of [1, Math.ceil(lastPage() / 2), lastPage()]) {
        const ids = statement(await explain({ kind: 'all' }, { sort, page }), 'page ids').plan;
        const scans = on(ids, 'products');
        const where = `sort ${sort}, page ${page}`;
        expect(
          scans.map((node) => node['Index Name']),
          where,
        ).toEqual([index]);
        expect(scans[0]!['Node Type'], where).toMatch(/^Index (Only )?Scan$/);
        expect(
          nodesOf(ids).map((node) => node['Node Type']),
          where,
        ).not.toContain('Sort');
        expect(scans[0]!['Actual Rows'], where).toBeLessThanOrEqual(Math.ceil(total / 2) + PAGE_SIZE);
        expect([...on(ids, 'product_images'), ...on(ids, 'variants')], where).toEqual([]);
      }
    }
  });

  it('reads pictures and stock only for the rows of the page', async () => {
    const explained = await explain({ kind: 'all' }, { sort: LISTING_SORTS.NEWEST, page: Math.ceil(lastPage() / 2) });
    const cards = statement(explained, 'cards').plan;
    const [productRows] = on(cards, 'products');
    expect(productRows!['Index Name']).toBe('products_pkey');
    expect(productRows!['Actual Rows']).toBe(PAGE_SIZE);
    const perCard = [...on(cards, 'product_images'), ...on(cards, 'variants')];
    expect(perCard.length).toBeGreaterThan(0);
    for (const node of perCard) expect(node['Actual Loops']).toBeLessThanOrEqual(PAGE_SIZE);
    for (const name of ['summary', 'page ids'] as const) {
      const plan = statement(explained, name).plan;
      expect([...on(plan, 'product_images'), ...on(plan, 'variants')], name).toEqual([]);
    }
  });

  it('keeps filtered listings, searches, totals and facets on indexes, with stock from its column', async () => {
    const [department] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.storeId, webId), eq(categories.slug, 'department-3')));
    const [maker] = await db()
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.storeId, webId), eq(brands.slug, 'maker-7')));
    const cases: Array<[string, ListingScopeRef, Partial<ListingRequest>]> = [
      ['all, unfiltered', { kind: 'all' }, {}],
      [
        'category + brands + price, by price',
        { kind: 'category', id: department!.id },
        { brands: ['maker-1', 'maker-2', 'maker-3'], priceMin: 50, priceMax: 900, sort: LISTING_SORTS.PRICE_ASC },
      ],
      ['brand, by rating, last page', { kind: 'brand', id: maker!.id }, { sort: LISTING_SORTS.RATING, page: 2 }],
      ['all, in stock, price range, deep page', { kind: 'all' }, { inStock: true, priceMin: 100, priceMax: 1500, page: 12 }],
      ['search, relevance', { kind: 'search' }, { keyword: 'oak chair', sort: LISTING_SORTS.RELEVANCE }],
    ];
    for (const [label, scope, overrides] of cases) {
      for (const { name, plan } of await explain(scope, overrides)) {
        const where = `${label}: ${name}`;
        const scans = on(plan, 'products');
        expect(scans.length, where).toBeGreaterThan(0);
        for (const node of scans) expect(node['Node Type'], where).not.toBe('Seq Scan');
        if (name !== 'cards') expect([...on(plan, 'variants'), ...on(plan, 'product_images')], where).toEqual([]);
      }
    }
    const search = statement(await explain({ kind: 'search' }, { keyword: 'oak chair', sort: LISTING_SORTS.RELEVANCE }), 'page ids').plan;
    expect(nodesOf(search).map((node) => node['Index Name'])).toContain('products_name_trgm_idx');
  });

  it('runs the listing statements with the JIT off', async () => {
    const settings = await readListing(db(), false, (tx) => tx.execute(sql`select current_setting('jit') as jit`));
    expect((settings as unknown as { rows: Array<{ jit: string }> }).rows[0]!.jit).toBe('off');
  });

  it('pages through every sort exactly: each product once, in order, the pages past the middle read from the end', async () => {
    const repository = new ListingRepository({ db: db() });
    for (const [sort] of SORT_INDEX) {
      const seen: number[] = [];
      for (let page = 1; page <= lastPage(); page += 1) {
        seen.push(...(await repository.listing(webId, { kind: 'all' }, request({ sort, page }))).products.map((card) => card.productID));
      }
      const plain = await db().execute(
        sql`select id from products where store_id = ${webId} and is_enabled order by ${sql.join(orderSql(sort), sql`, `)}`,
      );
      expect(seen, `sort ${sort}`).toEqual((plain as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id)));
    }
  });

  it("keeps in_stock in step with the variants and the product's own stock", async () => {
    const [withVariants] = await db()
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.storeId, webId),
          eq(products.inStock, true),
          sql`exists (select 1 from variants v where v.product_id = ${products.id})`,
        ),
      )
      .limit(1);
    const [plain] = await db()
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.storeId, webId),
          eq(products.inStock, true),
          sql`not exists (select 1 from variants v where v.product_id = ${products.id})`,
        ),
      )
      .limit(1);
    const inStock = async (id: number) =>
      (await db().select({ inStock: products.inStock }).from(products).where(eq(products.id, id)))[0]!.inStock;
    await db().update(variants).set({ stock: 0 }).where(eq(variants.productId, withVariants!.id));
    expect(await inStock(withVariants!.id)).toBe(false);
    await db().update(variants).set({ stock: 2 }).where(eq(variants.productId, withVariants!.id));
    expect(await inStock(withVariants!.id)).toBe(true);
    await db().delete(variants).where(eq(variants.productId, withVariants!.id));
    expect(await inStock(withVariants!.id)).toBe(
      (await db().select({ stock: products.stock }).from(products).where(eq(products.id, withVariants!.id)))[0]!.stock > 0,
    );
    await db().update(products).set({ stock: 0 }).where(eq(products.id, plain!.id));
    expect(await inStock(plain!.id)).toBe(false);
    await db().insert(variants).values({ productId: plain!.id, sku: 'PLAN-V', name: 'One', price: '10', stock: 3 });
    expect(await inStock(plain!.id)).toBe(true);
  });
});

/** The order of each sort written out independently of the repository (listing-order.ts must agree). */
function orderSql(sort: ListingSort) {
  switch (sort) {
    case LISTING_SORTS.PRICE_ASC:
      return [sql`price asc`, sql`id asc`];
    case LISTING_SORTS.PRICE_DESC:
      return [sql`price desc`, sql`id desc`];
    case LISTING_SORTS.NAME_ASC:
      return [sql`name asc`, sql`id asc`];
    case LISTING_SORTS.NAME_DESC:
      return [sql`name desc`, sql`id desc`];
    case LISTING_SORTS.RATING:
      return [sql`rating desc`, sql`rating_count desc`, sql`id asc`];
    case LISTING_SORTS.NEWEST:
      return [sql`created_at desc`, sql`id desc`];
    default:
      return [sql`popularity desc`, sql`id asc`];
  }
}
