/**
 * Back and forward keep a page as the shopper left it: Chromium's back/forward cache
 * restores a shared page (no no-store, the live feed's tab lock let go on pagehide), while a
 * personal page such as the cart is loaded again. Playwright turns the cache off by default, so
 * this test starts a browser of its own with it on, as a shopper's Chrome has it.
 */
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/find-chromium';
import { storeUrl } from './support/store-urls';

async function leaveAndComeBack(page: Page, from: string, to: string): Promise<{ kept: boolean; reasons: string[] }> {
  await page.goto(storeUrl('aurora', from));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { leftHere: true }));
  await page.goto(storeUrl('aurora', to));
  await page.waitForLoadState('networkidle');
  // A page restored from the cache fires no load event again: wait for the address only.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(from.replace('?', '\\?') + '$'));
  await page.waitForFunction(() => document.readyState === 'complete');
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      notRestoredReasons?: { reasons?: Array<{ reason: string }> } | null;
    };
    return {
      kept: (window as unknown as { leftHere?: boolean }).leftHere === true,
      reasons: (entry.notRestoredReasons?.reasons ?? []).map((r) => r.reason),
    };
  });
}

test('a shared page comes back from the back/forward cache; the cart is loaded again', async () => {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const page = await browser.newPage();
  try {
    expect(await leaveAndComeBack(page, '/', '/contact')).toEqual({ kept: true, reasons: [] });
    expect(await leaveAndComeBack(page, '/silk-camp-shirt', '/')).toEqual({ kept: true, reasons: [] });
    const cart = await leaveAndComeBack(page, '/cart', '/');
    expect(cart.kept).toBe(false);
    expect(cart.reasons).toContain('response-cache-control-no-store');
  } finally {
    await browser.close();
  }
});
