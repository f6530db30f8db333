/**
 * The large-catalogue part of `npm run bench` (docs/listings.md): a store of BENCH_LARGE_PRODUCTS generated
 * products (default 100,000; bench/seed-large-store.ts, seeded once per database) on embedded PGlite
 * (BENCH_LARGE_DATA_DIR, default .data-bench-large), and on PostgreSQL too when DATABASE_URL is set.
 *
 * For the first, middle and last page of every sort, filtered listings and keyword searches it
 * reports p50/p95 of a listing read as GetListing makes it when its answer is not cached: 'first
 * visit' with nothing cached (a new repository per read), 'next page' with that listing's totals and
 * facets already in the short cache (one repository, warmed once). Then GET /store-api/Health is timed
 * over HTTP, one call after another, while the heaviest listings run in the same process.
 *
 * Run alone (no build needed): `npx tsx bench/large-catalogue-bench.ts`; BENCH_LARGE_SAMPLES sets the
 * reads per case (default 20), BENCH_LARGE=0 leaves the part out of `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { LISTING_SORTS, type ListingSort } from '../src/domain/catalog/listing-query';
import { pageCountOf, type ListingRequest, type ListingScopeRef } from '../src/domain/catalog/listing-result';
import { loadConfig } from '../server/config';
import { createHost } from '../server/host/host';
import type { Db } from '../server/store-api/platform/database/client';
import { brands, categories, stores } from '../server/store-api/db/schema';
import { ListingRepository } from '../server/store-api/catalog/listing.repository';
import { hasLargeStore, seedLargeStore } from './seed-large-store';

export const LARGE_CATALOGUE_STORE = 'megastore';
/** p95 targets per database (docs/listings.md, "Benchmarks"). */
const TARGET_MS = { postgres: 150, pglite: 400, health: 50 };

interface LargeCase {
  label: string;
  scope: ListingScopeRef;
  request: ListingRequest;
}

export interface LargeCaseFigures {
  database: string;
  listing: string;
  total: number;
  firstVisitP50: number;
  firstVisitP95: number;
  nextPageP50: number;
  nextPageP95: number;
  overTarget: boolean;
}

export interface HealthFigures {
  database: string;
  calls: number;
  p50: number;
  p95: number;
  max: number;
  overTarget: boolean;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const plain: ListingRequest = {
  keyword: '',
  fields: ['name'],
  brands: [],
  priceMin: null,
  priceMax: null,
  inStock: false,
  sort: LISTING_SORTS.POPULARITY,
  page: 1,
  pageSize: 48,
};
const SORT_NAMES: Record<ListingSort, string> = {
  1: 'popularity',
  2: 'price low-high',
  3: 'price high-low',
  4: 'A-Z',
  5: 'Z-A',
  6: 'rating',
  7: 'newest',
  8: 'relevance',
};

/** First, middle and last page of a listing, by its total. */
async function threePages(db: Db, webId: number, label: string, scope: ListingScopeRef, request: ListingRequest): Promise<LargeCase[]> {
  const { total } = await new ListingRepository({ db }).listing(webId, scope, { ...request, page: 1 });
  const last = pageCountOf(total, request.pageSize);
  return [
    ['first', 1],
    ['middle', Math.ceil(last / 2)],
    ['last', last],
  ].map(([where, page]) => ({
    label: `${label}, ${where} page (${page})`,
    scope,
    request: { ...request, page: page as number },
  }));
}

async function casesOf(db: Db, webId: number): Promise<LargeCase[]> {
  const [department] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, webId), eq(categories.slug, 'department-3')));
  const [maker] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.storeId, webId), eq(brands.slug, 'maker-7')));
  const all: ListingScopeRef = { kind: 'all' };
  const search: ListingScopeRef = { kind: 'search' };
  const sorts = Object.values(LISTING_SORTS).filter((sort) => sort !== LISTING_SORTS.RELEVANCE);
  const cases: LargeCase[] = [];
  for (const sort of sorts) cases.push(...(await threePages(db, webId, `all, ${SORT_NAMES[sort]}`, all, { ...plain, sort })));
  cases.push(
    ...(await threePages(
      db,
      webId,
      'category + 3 brands + 50-900, price low-high',
      { kind: 'category', id: department!.id },
      { ...plain, brands: ['maker-1', 'maker-2', 'maker-3'], priceMin: 50, priceMax: 900, sort: LISTING_SORTS.PRICE_ASC },
    )),
    ...(await threePages(db, webId, 'all, in stock, 100-500, popularity', all, { ...plain, inStock: true, priceMin: 100, priceMax: 500 })),
    ...(await threePages(db, webId, 'brand, rating', { kind: 'brand', id: maker!.id }, { ...plain, sort: LISTING_SORTS.RATING })),
    ...(await threePages(db, webId, 'search "oak chair", relevance', search, {
      ...plain,
      keyword: 'oak chair',
      sort: LISTING_SORTS.RELEVANCE,
    })),
    ...(await threePages(db, webId, 'search "walnut", newest', search, { ...plain, keyword: 'walnut', sort: LISTING_SORTS.NEWEST })),
  );
  return cases;
}

async function measureCase(db: Db, webId: number, item: LargeCase, samples: number) {
  const firstVisit: number[] = [];
  const nextPage: number[] = [];
  let total = 0;
  for (let i = 0; i < samples; i += 1)
    firstVisit.push(await timed(async () => ({ total } = await new ListingRepository({ db }).listing(webId, item.scope, item.request))));
  const warm = new ListingRepository({ db });
  await warm.listing(webId, item.scope, { ...item.request, page: 1 });
  for (let i = 0; i < samples; i += 1) nextPage.push(await timed(() => warm.listing(webId, item.scope, item.request)));
  return { total, firstVisit, nextPage };
}

/** Health calls one after another over HTTP while `work` runs; their latencies. */
async function healthWhile(origin: string, work: Promise<unknown>): Promise<number[]> {
  let running = true;
  const finished = work.finally(() => {
    running = false;
  });
  const latencies: number[] = [];
  while (running) {
    latencies.push(
      await timed(async () => {
        const response = await fetch(`${origin}/store-api/Health`);
        if (!response.ok) throw new Error(`Health answered ${response.status}`);
        await response.arrayBuffer();
      }),
    );
  }
  await finished;
  return latencies;
}

export async function benchLargeCatalogueOn(
  kind: 'pglite' | 'postgres',
  options: { databaseUrl?: string; products: number; samples: number },
) {
  const config = {
    // As before production seeded only when asked (decision 93): the large store sits beside the demo stores.
    ...loadConfig({
      SEED_DEMO_STORES: '1',
      ...process.env,
      PORT: '0',
      DATA_DIR: process.env.BENCH_LARGE_DATA_DIR ?? '.data-bench-large',
      DATABASE_URL: options.databaseUrl ?? '',
    }),
    host: '127.0.0.1',
  };
  const host = await createHost({ config, logLevel: 'error' });
  try {
    const db = host.database!.db;
    if (!(await hasLargeStore(db, LARGE_CATALOGUE_STORE, options.products))) {
      console.log(`Seeding ${LARGE_CATALOGUE_STORE} with ${options.products} products on ${kind} (once per database)...`);
      const started = performance.now();
      await seedLargeStore(db, options.products, LARGE_CATALOGUE_STORE);
      console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    await host.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = host.app.server.address() as { port: number };
    const origin = `http://127.0.0.1:${port}`;
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, LARGE_CATALOGUE_STORE));
    const webId = store!.id;
    const target = TARGET_MS[kind];

    const listings: LargeCaseFigures[] = [];
    const cases = await casesOf(db, webId);
    for (const item of cases) {
      const { total, firstVisit, nextPage } = await measureCase(db, webId, item, options.samples);
      const figures = {
        database: kind,
        listing: item.label,
        total,
        firstVisitP50: percentile(firstVisit, 50),
        firstVisitP95: percentile(firstVisit, 95),
        nextPageP50: percentile(nextPage, 50),
        nextPageP95: percentile(nextPage, 95),
      };
      listings.push({ ...figures, overTarget: Math.max(figures.firstVisitP95, figures.nextPageP95) > target });
    }

    // The heaviest first visits (by p95) run again, uncached, while health calls are timed.
    const heavy = [...cases]
      .sort((a, b) => listings[cases.indexOf(b)]!.firstVisitP95 - listings[cases.indexOf(a)]!.firstVisitP95)
      .slice(0, 5);
    const health: number[] = [];
    for (let pass = 0; pass < Math.max(1, Math.round(options.samples / 4)); pass += 1) {
      for (const item of heavy)
        health.push(...(await healthWhile(origin, new ListingRepository({ db }).listing(webId, item.scope, item.request))));
    }
    const healthFigures: HealthFigures = {
      database: kind,
      calls: health.length,
      p50: percentile(health, 50),
      p95: percentile(health, 95),
      max: percentile(health, 100),
      overTarget: percentile(health, 95) > TARGET_MS.health,
    };
    return { listings, health: healthFigures };
  } finally {
    await host.close();
  }
}

/** The part on PGlite, then on PostgreSQL when DATABASE_URL is set; prints the tables and returns the figures. */
export async function benchLargeCatalogue() {
  const products = Number(process.env.BENCH_LARGE_PRODUCTS ?? 100_000);
  const samples = Number(process.env.BENCH_LARGE_SAMPLES ?? 20);
  const databases: Array<['pglite' | 'postgres', string | undefined]> = [['pglite', undefined]];
  if (process.env.DATABASE_URL) databases.push(['postgres', process.env.DATABASE_URL]);
  const listings: LargeCaseFigures[] = [];
  const health: HealthFigures[] = [];
  for (const [kind, databaseUrl] of databases) {
    const result = await benchLargeCatalogueOn(kind, { databaseUrl, products, samples });
    listings.push(...result.listings);
    health.push(result.health);
  }
  console.log(
    `\nListings of ${LARGE_CATALOGUE_STORE} (${products} products, 48 a page), ms over ${samples} reads; targets p95 < ${TARGET_MS.postgres} PostgreSQL, < ${TARGET_MS.pglite} PGlite`,
  );
  console.table(listings);
  console.log(`GET /store-api/Health while the five slowest listings run uncached (target p95 < ${TARGET_MS.health} ms)`);
  console.table(health);
  return { products, samples, listings, health };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchLargeCatalogue();
  process.exit(0);
}
