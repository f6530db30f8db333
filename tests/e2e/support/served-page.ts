/**
 * Helpers for the specs that compare a page's styles across two loads (first-paint.spec.ts,
 * deferred-stylesheet.spec.ts): the page as the server sent it with its HTML rewritten, and a reading
 * taken once it stops changing.
 */
import type { Page } from '@playwright/test';

/** A phone, and a desktop where the header and grids take their wide forms. */
export const PHONE_AND_DESKTOP = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Serves the store page at `url` as the server sends it, its HTML passed through `rewrite`. */
export async function rewriteServedPage(page: Page, url: string, rewrite: (html: string) => string): Promise<void> {
  await page.route(url, async (route) => {
    // Node does not resolve *.localhost: fetched from the loopback address under the store's host name.
    const address = new URL(route.request().url());
    const headers = { ...route.request().headers(), host: address.host };
    const served = await route.fetch({ url: `http://127.0.0.1:${address.port}${address.pathname}${address.search}`, headers });
    await route.fulfill({ response: served, body: rewrite(await served.text()) });
  });
}

/** The reading once two in a row agree (a late font, picture or live part may still change it). */
export async function settledReading<T>(read: () => Promise<T>, pauseMs = 0): Promise<T> {
  let reading = await read();
  for (;;) {
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const next = await read();
    if (JSON.stringify(next) === JSON.stringify(reading)) return reading;
    reading = next;
  }
}
