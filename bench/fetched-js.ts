/**
 * `npm run size:browser` (issue 16): the JavaScript Chromium really fetches per route kind, as a
 * phone on a fresh visit: gzip size (the budget's measure) and bytes on the wire (the build's brotli files). The manifest sum of
 * `npm run size` counts the entry and its static imports only; a page also loads its route's and
 * its sections' chunks before it hydrates, and the live layer after. "Before hydration" is what was
 * asked for before the hydration's commit (the root shell's `wx:hydrated` performance mark,
 * app/root-shell.tsx): what effects and the live layer load after it is not needed to hydrate; "by
 * idle" is everything by network idle. Needs `npm run build` first.
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
/** The live layer's chunk: the root shell asks for it once the page is hydrated (app/root-shell.tsx). */
const LIVE_LAYER = /\/assets\/live-layer-[^/]*\.js$/;

const { host, listen } = await startBuiltHost();
const port = await listen();
const db = host.database!.db;

async function measure(browser: Browser, url: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  // A phone's CPU, as Lighthouse's mobile runs slow it (4x): the long tasks are what a phone sees.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A page with many pictures passes the default 250 resource entries.
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(2000);
    // Long tasks (over 50 ms) until hydration: one long hydration task is what a tap waits behind.
    const tasks: Array<{ startTime: number; duration: number }> = [];
    Object.assign(window, { wxLongTasks: tasks });
    new PerformanceObserver((list) => tasks.push(...list.getEntries().map(({ startTime, duration }) => ({ startTime, duration })))).observe(
      {
        type: 'longtask',
        buffered: true,
      },
    );
  });
  const scripts: Array<Promise<{ url: string; bytes: number; gzipBytes: number }>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    // One that finishes after the count was taken (and the page closed) is not counted: no unhandled rejection.
    const sized = request
      .sizes()
      .then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize, gzipBytes: gzipSizeOf(request.url()) }));
    sized.catch(() => undefined);
    scripts.push(sized);
  });
  const live = page.waitForRequest(LIVE_LAYER, { timeout: 20_000 }).catch(() => null);
  await page.goto(url);
  // Network idle can come before a slow phone's hydration: wait for the live layer first.
  await live;
  await page.waitForLoadState('networkidle');
  // When the page asked for each script, and the hydration's commit (the root shell's `wx:hydrated` mark):
  // a script asked for before it was needed to hydrate; one asked for after, by an effect or the live layer, was not.
  const { askedAt, hydratedAt, longTasks } = await page.evaluate(() => ({
    askedAt: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
    hydratedAt: performance.getEntriesByName('wx:hydrated')[0]?.startTime ?? null,
    longTasks: (window as unknown as { wxLongTasks: Array<{ startTime: number; duration: number }> }).wxLongTasks,
  }));
  if (hydratedAt === null) throw new Error(`${url} never hydrated (no wx:hydrated mark)`);
  const sized = await Promise.all(scripts);
  await context.close();
  const kib = (list: typeof sized, size: (s: (typeof sized)[number]) => number) =>
    +(list.reduce((sum, s) => sum + size(s), 0) / 1024).toFixed(1);
  const before = sized.filter((s) => (askedAt[s.url] ?? Number.POSITIVE_INFINITY) < hydratedAt);
  return {
    gzipKiBBeforeHydration: kib(before, (s) => s.gzipBytes),
    // The budget is held in bytes, as `npm run size` holds it: a rounded 120.0 KiB may be over.
    gzipBytesBeforeHydration: before.reduce((sum, s) => sum + s.gzipBytes, 0),
    wireKiBBeforeHydration: kib(before, (s) => s.bytes),
    scriptsBeforeHydration: before.length,
    gzipKiBByIdle: kib(sized, (s) => s.gzipBytes),
    wireKiBByIdle: kib(sized, (s) => s.bytes),
    scriptsByIdle: sized.length,
    hydratedAtMs: Math.round(hydratedAt),
    longestTaskToHydrationMs: Math.round(Math.max(0, ...longTasks.filter((t) => t.startTime < hydratedAt).map((t) => t.duration))),
    // Each long task as [start, duration] in ms, start relative to the hydration mark (in the JSON only).
    longTasks: longTasks.map((t) => [Math.round(t.startTime - hydratedAt), Math.round(t.duration)]),
    // Which files, for finding what to defer (in the JSON only).
    filesBeforeHydration: before.map((s) => `${path.basename(new URL(s.url).pathname)} ${(s.gzipBytes / 1024).toFixed(1)}`),
  };
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const rows: Array<Record<string, string | number | boolean | string[] | number[][]>> = [];
for (const storeName of STORES) {
  for (const [kind, route] of await routesOf(db, storeName)) {
    const result = await measure(browser, `http://${storeName}.localhost:${port}${route}`);
    rows.push({
      store: storeName,
      route: kind,
      path: route,
      ...result,
      overBudget: result.gzipBytesBeforeHydration > FIRST_LOAD_BUDGET_BYTES,
    });
  }
}
await browser.close();
await host.close();
console.table(rows.map(({ filesBeforeHydration: _files, longTasks: _tasks, ...row }) => row));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/fetched-js.json',
  JSON.stringify({ measuredAt: new Date().toISOString(), budgetKiB: FIRST_LOAD_BUDGET_BYTES / 1024, rows }, null, 2),
);
