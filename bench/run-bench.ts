/**
 * `npm run bench`: server-side rendering throughput and p99 latency for each demo store's home page,
 * a 48-product listing, a product page, and filtered, sorted listings of a 10,000-product store
 * (cached, and with every request a different filter so each one reaches the database), each
 * beside a static file of the same size served by the same server in the same run; the EXPLAIN
 * plans of the large store's listing; cart calls beside a trivial store API call (cart-bench.ts);
 * the host under 200 connections on a listing, with the health calls probed throughout
 * (overload-bench.ts, the host in a process of its own); the gzip size of the JavaScript each
 * route fetches on first load; and listings of a 100,000-product store on PGlite (and PostgreSQL
 * with DATABASE_URL) with the health call timed meanwhile (large-catalogue-bench.ts; BENCH_LARGE=0
 * leaves it out). Results print as tables and are written to bench/results/latest.json.
 * BENCH_ONLY=ssr measures the SSR rows alone (BENCH_PAGES=<regular expression> picks rows by label); each SSR
 * row is the median of BENCH_RUNS (3) runs beside its static twin.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, asc, eq } from 'drizzle-orm';
import { brands, categories, products, stores } from '../server/store-api/db/schema';
import { CART_MIRROR_PREFIX } from '../src/domain/cart/cart-mirror';
import { COOKIE_CART_PREFIX } from '../src/domain/cart/cookie-cart';
import { startBuiltHost } from './built-host';
import { benchCart } from './cart-bench';
import { explainListing, nodesOf } from './explain-listing';
import { benchLargeCatalogue } from './large-catalogue-bench';
import { jsBytesPerRoute } from './js-bytes';
import { benchOverload } from './overload-bench';
import { hasLargeStore, LARGE_STORE, seedLargeStore } from './seed-large-store';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Runs of each SSR row (the targets are medians of 3); BENCH_RUNS=1 for a quick look. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const STORES = ['aurora', 'nordic', 'sakura'];

interface BenchPage {
  label: string;
  store: string;
  path: string;
  /** A different path per request, to measure what the short catalogue cache does not absorb. */
  vary?: (n: number) => string;
  /**
   * 'guest': every request carries the guest pair the first answer handed out (a second page of a visit,
   * answered from the page cache: decision 63); 'live-cart': that pair and the live cart's mirror (still
   * the page cache's); 'cart': that pair and a no-JavaScript cart (a personal page, rendered each time:
   * what a render spends, its store API calls included).
   */
  visitor?: 'guest' | 'live-cart' | 'cart';
}

async function measure(url: string, vary?: (n: number) => string, headers?: Record<string, string>) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...(headers ? { headers } : {}),
    ...(vary ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: vary((n += 1)) }) }] } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

let staticBody = Buffer.alloc(0);
const { config, host, listen } = await startBuiltHost({
  beforeRoutes: async (app) => {
    app.get('/__bench/static', (_request, reply) => reply.type('text/html').send(staticBody));
  },
});
const db = host.database!.db;
if (!(await hasLargeStore(db))) {
  console.log(`Seeding ${LARGE_STORE} with 10,000 products (first run only)...`);
  await seedLargeStore(db);
}
const port = await listen();
const origin = `http://127.0.0.1:${port}`;

const [aurora] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
const [product] = await db
  .select({ slug: products.slug })
  .from(products)
  .where(eq(products.storeId, aurora!.id))
  .orderBy(asc(products.id))
  .limit(1);
const [big] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, LARGE_STORE));
const [department] = await db
  .select({ id: categories.id, slug: categories.slug })
  .from(categories)
  .where(and(eq(categories.storeId, big!.id), eq(categories.slug, 'department-3')));
const makers = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.storeId, big!.id)).orderBy(asc(brands.id)).limit(3);
const makerList = makers.map((m) => m.slug).join(',');

const pages: BenchPage[] = [
  ...STORES.map((store) => ({ label: `${store} home`, store, path: '/' })),
  { label: 'aurora listing (48 products)', store: 'aurora', path: '/shop?recs=48' },
  { label: 'aurora product page', store: 'aurora', path: `/${product!.slug}` },
  { label: 'aurora product, a guest with their pair', store: 'aurora', path: `/${product!.slug}`, visitor: 'guest' },
  { label: 'aurora product, a guest with a live cart', store: 'aurora', path: `/${product!.slug}`, visitor: 'live-cart' },
  // Rendered for every request (a cart makes the page personal): what a render spends, its store API calls included.
  { label: 'aurora home, rendered (visitor with a cart)', store: 'aurora', path: '/', visitor: 'cart' },
  { label: 'aurora listing 48, rendered (visitor with a cart)', store: 'aurora', path: '/shop?recs=48', visitor: 'cart' },
  { label: 'aurora product, rendered (visitor with a cart)', store: 'aurora', path: `/${product!.slug}`, visitor: 'cart' },
  { label: `${LARGE_STORE} all products, 48, newest`, store: LARGE_STORE, path: '/shop?sort=7&recs=48' },
  {
    label: `${LARGE_STORE} category+brands+price, by price`,
    store: LARGE_STORE,
    path: `/${department!.slug}?br=${makerList}&pr=50-900&sort=2&recs=48`,
  },
  {
    label: `${LARGE_STORE} same, uncached (new price per request)`,
    store: LARGE_STORE,
    path: `/${department!.slug}?br=${makerList}&pr=50-900&sort=2&recs=48`,
    vary: (n) => `/${department!.slug}?br=${makerList}&pr=50-${900 + n}&sort=2&recs=48`,
  },
  {
    label: `${LARGE_STORE} search, uncached`,
    store: LARGE_STORE,
    path: '/search?kw=oak%20chair&recs=48',
    vary: (n) => `/search?kw=oak%20chair&pr=${n % 500}-&recs=48`,
  },
];

/** A row's first page: on a loaded machine the previous row can leave the host shedding (503) for a moment. */
async function firstAnswer(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url);
    if (response.status !== 503 || attempt === 10) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Pages are named by ?store= (fetch cannot set a Host header), the same for the size and the load. */
const withStore = (store: string, path: string) => `${path}${path.includes('?') ? '&' : '?'}store=${store}`;
const rows: Array<Record<string, unknown>> = [];
const ssrOnly = process.env.BENCH_ONLY === 'ssr';
const chosen = new RegExp(process.env.BENCH_PAGES ?? '');
for (const page of pages.filter(({ label }) => chosen.test(label))) {
  const url = `${origin}${withStore(page.store, page.path)}`;
  const response = await firstAnswer(url);
  const html = await response.text();
  if (!response.ok || !html.includes('id="main"')) throw new Error(`${page.label} did not render (${response.status})`);
  staticBody = Buffer.from(html.replace(/./g, 'x'));
  const { vary } = page;
  const pair = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  // A cart cookie of a store that is not this one: a no-JavaScript cart is personal by its name, its lines ignored.
  const cookie =
    page.visitor === 'cart'
      ? `${pair}; ${COOKIE_CART_PREFIX}0=1_1_0_`
      : page.visitor === 'live-cart'
        ? `${pair}; ${CART_MIRROR_PREFIX}0=1_1_0_`
        : pair;
  // SSR and its static twin in turns, RUNS times: each figure is the median of its runs, the share the median of each run's own.
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const ssr = await measure(url, vary ? (n) => withStore(page.store, vary(n)) : undefined, page.visitor ? { cookie } : undefined);
    const baseline = await measure(`${origin}/__bench/static`);
    runs.push({ ssr, baseline, share: ssr.requestsPerSecond / Math.max(1, baseline.requestsPerSecond) });
  }
  rows.push({
    page: page.label,
    status: response.status,
    bytes: html.length,
    ssrRps: median(runs.map((r) => r.ssr.requestsPerSecond)),
    ssrP99Ms: median(runs.map((r) => r.ssr.p99Ms)),
    staticRps: median(runs.map((r) => r.baseline.requestsPerSecond)),
    staticP99Ms: median(runs.map((r) => r.baseline.p99Ms)),
    ssrPercentOfStatic: +(100 * median(runs.map((r) => r.share))).toFixed(1),
    non2xx: runs.reduce((sum, r) => sum + r.ssr.non2xx, 0),
  });
}

if (ssrOnly) {
  await host.close();
  console.log(`\nSSR (${CONNECTIONS} connections, ${DURATION_SECONDS}s each, medians of ${RUNS} runs)`);
  console.table(rows);
  process.exit(0);
}

const listingRequest = {
  keyword: '',
  fields: ['name' as const],
  brands: makers.map((m) => m.slug),
  priceMin: 50,
  priceMax: 900,
  inStock: false,
  sort: 2 as const,
  page: 1,
  pageSize: 48,
};
// Every listing statement must stay off sequential scans of products, the unfiltered count included.
const explainCases = [
  {
    label: 'category + 3 brands + price, sort by price',
    scope: { kind: 'category' as const, id: department!.id },
    request: listingRequest,
  },
  {
    label: 'all products, newest, page 200',
    scope: { kind: 'all' as const },
    request: { ...listingRequest, brands: [], priceMin: null, priceMax: null, sort: 7 as const, page: 200 },
  },
  {
    label: 'search "oak chair", in stock, relevance',
    scope: { kind: 'search' as const },
    request: { ...listingRequest, brands: [], priceMin: null, priceMax: null, keyword: 'oak chair', inStock: true, sort: 8 as const },
  },
];
const explained: Array<{ label: string; statements: Array<{ name: string; text: string }>; seqScanOnProducts: boolean }> = [];
for (const { label, scope, request } of explainCases) {
  const statements = await explainListing(db, big!.id, scope, request);
  explained.push({
    label,
    statements: statements.map(({ name, text }) => ({ name, text })),
    seqScanOnProducts: statements.some(({ plan }) =>
      nodesOf(plan).some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products'),
    ),
  });
}
const cart = await benchCart({ db, origin, tokenSecret: host.tokenSecret!, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS });
await host.close();
const overload = await benchOverload({ dataDir: config.dataDir });

const js = await jsBytesPerRoute(path.resolve('dist/client'));
console.log(`\nSSR (${CONNECTIONS} connections, ${DURATION_SECONDS}s each, medians of ${RUNS} runs)`);
console.table(rows);
console.log('\nCart calls on the embedded database, each beside GET /store-api/Health in the same run');
console.table(cart);
for (const plan of explained) {
  console.log(
    `\nEXPLAIN ANALYZE ${LARGE_STORE}: ${plan.label}${plan.seqScanOnProducts ? '  <-- SEQ SCAN ON PRODUCTS' : '  (indexes only)'}`,
  );
  for (const statement of plan.statements) console.log(`-- ${statement.name}\n${statement.text}`);
}
console.log(
  `\nOverload: the listing under ${overload.connections} connections for ${overload.seconds}s, the health calls probed every 50 ms`,
);
console.table([overload]);
console.log('JS fetched on first load (gzip)');
console.table(js);
const largeCatalogue = process.env.BENCH_LARGE === '0' ? null : await benchLargeCatalogue();
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/latest.json',
  JSON.stringify({ date: new Date().toISOString(), ssr: rows, cart, overload, explain: explained, js, largeCatalogue }, null, 2),
);
if (explained.some((plan) => plan.seqScanOnProducts)) {
  console.error('A listing statement scans the whole products table: see the plans above.');
  process.exitCode = 1;
}
