/**
 * `npm run bench:lighthouse` (docs/benchmarks.md): Lighthouse 12 with its mobile defaults (a mid-range phone,
 * simulated slow 4G and 4x CPU slowdown) against the built server, on Debian's Chromium: the four
 * category scores and the paint metrics for each route kind of two demo stores. The score is
 * Lighthouse's own, so figures compare with the issue's and with other storefronts' demo stores.
 * Needs `npm run build` first. Prints a table and writes bench/results/lighthouse.json.
 * Each page is measured three times and the run with the median performance score is reported.
 * BENCH_LH_ROUTES=home,product limits the routes; BENCH_LH_STORES=aurora the stores; BENCH_LH_RUNS the runs.
 * The cart and checkout pages are measured with one item in a guest's cart (guest-cart.ts); where a
 * page sends guests to sign in (a store without guest checkout, the account), as the demo customer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/find-chromium';
import { startBuiltHost } from './built-host';
import { addToGuestCart, signInAsDemoCustomer } from './guest-cart';
import { addableProductOf, routesOf } from './demo-routes';

const STORES = (process.env.BENCH_LH_STORES ?? 'aurora,nordic').split(',');
const ROUTES = process.env.BENCH_LH_ROUTES?.split(',');
/** Runs per page (the issue's targets are medians of 3); BENCH_LH_RUNS=1 for a quick look. */
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);

const { host, listen } = await startBuiltHost();
const port = await listen();
const db = host.database!.db;
// Lighthouse drives its own Chromium over the DevTools protocol; the same flags as the other benches.
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
});

const score = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100));
const seconds = (ms: number | undefined) => (ms === undefined ? null : +(ms / 1000).toFixed(2));

/** One Lighthouse run of a page: its row of scores and metrics, and what it advises. */
async function runLighthouse(url: string) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.warn(`${url}: Lighthouse could not measure the page (${runtimeError.code}: ${runtimeError.message})`);
  const row = {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    fcpS: seconds(audits['first-contentful-paint']?.numericValue),
    lcpS: seconds(audits['largest-contentful-paint']?.numericValue),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
  };
  const opportunities = Object.values(audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 4)
    .map((audit) => `${audit.title}: ${audit.displayValue ?? `${Math.round(audit.numericValue ?? 0)} ms`}`);
  // What keeps accessibility, best practices and SEO under 100, by audit title, so a fall is named.
  const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${audits[ref.id]!.title}`),
  );
  return { row, advice: [...opportunities, ...failing] };
}

/** Whether the page is for customers only (a store without guest checkout, the account): it redirects a guest to sign in. */
async function sendsGuestsToSignIn(url: string): Promise<boolean> {
  // Node does not resolve *.localhost as browsers do: the request goes to the loopback with the store's host.
  const { host, pathname } = new URL(url);
  const location = await new Promise<string>((resolve, reject) =>
    get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
      response.resume();
      resolve(response.headers.location ?? '');
    }).on('error', reject),
  );
  return location.includes('/signin');
}

const rows: Array<Record<string, string | number | null>> = [];
/** Per page, what Lighthouse says would save the most (its opportunities, by estimated milliseconds). */
const advice: Array<{ page: string; opportunities: string[] }> = [];
try {
  for (const storeName of STORES) {
    const routes = await routesOf(db, storeName);
    let withCart = false;
    for (const [kind, route] of routes) {
      if (ROUTES && !ROUTES.includes(kind)) continue;
      if ((kind === 'cart' || kind === 'checkout') && !withCart) {
        const product = await addableProductOf(db, storeName);
        await addToGuestCart(chrome.port, `http://${storeName}.localhost:${port}${product}`, storeName);
        withCart = true;
      }
      const origin = `http://${storeName}.localhost:${port}`;
      if ((kind === 'checkout' || kind === 'account') && (await sendsGuestsToSignIn(`${origin}${route}`)))
        await signInAsDemoCustomer(chrome.port, origin, storeName);
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await runLighthouse(`http://${storeName}.localhost:${port}${route}`));
      // The run with the median performance score stands for the page, its metrics together (as Lighthouse's own median run).
      const median = [...runs].sort((a, b) => (a.row.performance ?? -1) - (b.row.performance ?? -1))[Math.floor(runs.length / 2)]!;
      rows.push({ store: storeName, route: kind, ...median.row, performanceRuns: runs.map((r) => r.row.performance).join(' ') });
      // Each page as it is measured: a run that stops later keeps what it measured.
      console.log(JSON.stringify(rows.at(-1)));
      advice.push({ page: `${storeName} ${kind}`, opportunities: median.advice });
    }
  }
} finally {
  await chrome.kill();
  await host.close();
}
console.table(rows);
for (const { page, opportunities } of advice) if (opportunities.length > 0) console.log(`${page}: ${opportunities.join('; ')}`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/lighthouse.json',
  `${JSON.stringify({ at: new Date().toISOString(), lighthouse: '12 mobile defaults', runsPerPage: RUNS, rows, advice }, null, 2)}\n`,
);
