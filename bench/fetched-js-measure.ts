/**
 * The JavaScript Chromium really fetches on one page load, as a phone on a fresh visit (docs/benchmarks.md): gzip
 * size (the budget's measure, the built file gzipped at level 9) and bytes on the wire (the build's
 * brotli files). "Before hydration" is what was asked for before the hydration's commit (the root
 * shell's `wx:hydrated` performance mark, shell/root-shell.tsx): what effects, deferred section islands
 * and the live layer load after it is not needed to hydrate. "By idle" is everything by network idle.
 * Which scripts come before the mark does not depend on the machine's speed, only their timing does,
 * so the byte counts are the same from run to run. Used by `npm run size` (the budget's gate) and
 * `npm run size:browser` (the same at a phone's CPU, with long tasks).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { devices, type Browser } from '@playwright/test';
import type { Db } from '../server/store-api/platform/database/client';
import { routesOf, type RouteKind } from './demo-routes';

/** The two demo stores of the benchmarks (every route kind), and the home page of every other open one. */
export const FULL_STORES = ['aurora', 'nordic'];
export const HOME_ONLY_STORES = ['sakura'];

const ASSETS = path.resolve('dist/client/assets');
const gzipSizes = new Map<string, number>();
/** The budget is in gzip (architecture document); the wire carries the build's brotli files, about a sixth smaller. */
const gzipSizeOf = (url: string): number => {
  const file = path.join(ASSETS, path.basename(new URL(url).pathname));
  if (!gzipSizes.has(file)) gzipSizes.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzipSizes.get(file)!;
};
/** The live layer's chunk: the root shell asks for it once the page is hydrated (shell/root-shell.tsx). */
const LIVE_LAYER = /\/assets\/live-layer-[^/]*\.js$/;

export async function pagesToMeasure(db: Db): Promise<Array<{ store: string; kind: RouteKind; path: string }>> {
  const pages: Array<{ store: string; kind: RouteKind; path: string }> = [];
  for (const store of FULL_STORES) for (const [kind, route] of await routesOf(db, store)) pages.push({ store, kind, path: route });
  for (const store of HOME_ONLY_STORES) pages.push({ store, kind: 'home', path: '/' });
  return pages;
}

/** `cpuRate` slows the CPU as Lighthouse's mobile runs do (4): for long tasks; bytes do not change with it. */
export async function measureFetchedJs(browser: Browser, url: string, options: { cpuRate?: number } = {}) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  if (options.cpuRate) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });
  // A page with many pictures passes the default 250 resource entries.
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(2000);
    // Long tasks (over 50 ms) until hydration: one long hydration task is what a tap waits behind.
    const tasks: Array<{ startTime: number; duration: number }> = [];
    Object.assign(window, { wxLongTasks: tasks });
    new PerformanceObserver((list) => tasks.push(...list.getEntries().map(({ startTime, duration }) => ({ startTime, duration })))).observe(
      { type: 'longtask', buffered: true },
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
  const live = page.waitForRequest(LIVE_LAYER, { timeout: 60_000 }).catch(() => null);
  await page.goto(url);
  // Network idle can come before a slow machine's hydration: wait for the mark, then the live layer, then idle.
  await page.waitForFunction(() => performance.getEntriesByName('wx:hydrated').length > 0, undefined, { timeout: 60_000 });
  await live;
  await page.waitForLoadState('networkidle');
  // When the page asked for each script, and the hydration's commit: a script asked for before it was
  // needed to hydrate; one asked for after, by an effect, an island or the live layer, was not.
  const { askedAt, hydratedAt, longTasks } = await page.evaluate(() => ({
    askedAt: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
    hydratedAt: performance.getEntriesByName('wx:hydrated')[0]!.startTime,
    longTasks: (window as unknown as { wxLongTasks: Array<{ startTime: number; duration: number }> }).wxLongTasks,
  }));
  const sized = await Promise.all(scripts);
  await context.close();
  const kib = (list: typeof sized, size: (s: (typeof sized)[number]) => number) =>
    +(list.reduce((sum, s) => sum + size(s), 0) / 1024).toFixed(1);
  const before = sized.filter((s) => (askedAt[s.url] ?? Number.POSITIVE_INFINITY) < hydratedAt);
  return {
    gzipKiBBeforeHydration: kib(before, (s) => s.gzipBytes),
    // The budget is held in bytes: a rounded 120.0 KiB may be over.
    gzipBytesBeforeHydration: before.reduce((sum, s) => sum + s.gzipBytes, 0),
    wireKiBBeforeHydration: kib(before, (s) => s.bytes),
    scriptsBeforeHydration: before.length,
    gzipKiBByIdle: kib(sized, (s) => s.gzipBytes),
    gzipBytesByIdle: sized.reduce((sum, s) => sum + s.gzipBytes, 0),
    wireKiBByIdle: kib(sized, (s) => s.bytes),
    scriptsByIdle: sized.length,
    hydratedAtMs: Math.round(hydratedAt),
    longestTaskToHydrationMs: Math.round(Math.max(0, ...longTasks.filter((t) => t.startTime < hydratedAt).map((t) => t.duration))),
    // Each long task as [start, duration] in ms, start relative to the hydration mark (in the JSON only).
    longTasks: longTasks.map((t) => [Math.round(t.startTime - hydratedAt), Math.round(t.duration)]),
    // Which files, for finding what to defer.
    filesBeforeHydration: before.map((s) => `${path.basename(new URL(s.url).pathname)} ${(s.gzipBytes / 1024).toFixed(1)}`),
  };
}
