/**
 * `npm run size:browser` (issue 16): the JavaScript Chromium really fetches per route kind, as a
 * phone on a fresh visit: gzip size (the budget's measure) and bytes on the wire (the build's brotli files). The manifest sum of
 * `npm run size` counts the entry and its static imports only; a page also loads its route's and
 * its sections' chunks before it hydrates, and the live layer after. "Before hydration" is what was
 * asked for before the live layer's chunk, which the root shell requests once the page is hydrated
 * (app/root-shell.tsx); "by idle" is everything by network idle. Needs `npm run build` first.
 * Prints a table and writes bench/results/fetched-js.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/find-chromium';
import { startBuiltHost } from './built-host';
import { routesOf } from './demo-routes';
import { FIRST_LOAD_BUDGET_BYTES } from './js-bytes';

const STORES = ['aurora', 'nordic'];
const ASSETS = path.resolve('dist/client/assets');
/** The budget is in gzip (architecture document); the wire carries the build's brotli files, about a sixth smaller. */
const gzipSizeOf = (url: string): number => {
  const file = path.join(ASSETS, path.basename(new URL(url).pathname));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};
const HYDRATED_MARK = /\/assets\/live-layer-[^/]*\.js$/;

const { host, listen } = await startBuiltHost();
const port = await listen();
const db = host.database!.db;

async function measure(browser: Browser, url: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  // Each request's place in the order the page asked; the live layer's chunk marks hydration.
  const asked = new Map<string, number>();
  let hydratedAt = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    asked.set(request.url(), asked.size + 1);
    if (HYDRATED_MARK.test(request.url())) hydratedAt = Math.min(hydratedAt, asked.size);
  });
  const scripts: Array<Promise<{ order: number; bytes: number; gzipBytes: number }>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const order = asked.get(request.url()) ?? asked.size;
    scripts.push(request.sizes().then((sizes) => ({ order, bytes: sizes.responseBodySize, gzipBytes: gzipSizeOf(request.url()) })));
  });
  const hydrated = page.waitForRequest(HYDRATED_MARK, { timeout: 20_000 }).catch(() => null);
  await page.goto(url);
  // Network idle can come before a slow phone's hydration: wait for the live layer first.
  await hydrated;
  await page.waitForLoadState('networkidle');
  const sized = await Promise.all(scripts);
  await context.close();
  const kib = (list: typeof sized, size: (s: (typeof sized)[number]) => number) =>
    +(list.reduce((sum, s) => sum + size(s), 0) / 1024).toFixed(1);
  const before = sized.filter((s) => s.order < hydratedAt);
  return {
    gzipKiBBeforeHydration: kib(before, (s) => s.gzipBytes),
    wireKiBBeforeHydration: kib(before, (s) => s.bytes),
    scriptsBeforeHydration: before.length,
    gzipKiBByIdle: kib(sized, (s) => s.gzipBytes),
    wireKiBByIdle: kib(sized, (s) => s.bytes),
    scriptsByIdle: sized.length,
  };
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const rows: Array<Record<string, string | number | boolean>> = [];
for (const storeName of STORES) {
  for (const [kind, route] of await routesOf(db, storeName)) {
    const result = await measure(browser, `http://${storeName}.localhost:${port}${route}`);
    rows.push({
      store: storeName,
      route: kind,
      path: route,
      ...result,
      overBudget: result.gzipKiBBeforeHydration * 1024 > FIRST_LOAD_BUDGET_BYTES,
    });
  }
}
await browser.close();
await host.close();
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/fetched-js.json',
  JSON.stringify({ measuredAt: new Date().toISOString(), budgetKiB: FIRST_LOAD_BUDGET_BYTES / 1024, rows }, null, 2),
);
