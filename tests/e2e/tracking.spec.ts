/**
 * Page-view tracking (docs/tracking.md): a shopper's visit reaches the database (read back through the
 * owner's report), and automated clients and crawlers leave no trace. Playwright's Chromium sets
 * navigator.webdriver, so the shopper's browser is launched without the automation flag.
 */
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/find-chromium';
import { storeUrl } from './support/store-urls';
import { todaysReport } from './support/tracking-report';
import { TIME_LIMITS } from './support/time-limits';

const SHOPPER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

test("a shopper's page views and visible time are recorded", async ({ request }) => {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'],
    ignoreDefaultArgs: ['--enable-automation'],
  });
  try {
    const context = await browser.newContext({ userAgent: SHOPPER_UA });
    const page = await context.newPage();
    const before = await todaysReport(request, 'nordic');
    // Each page's view leaves once the live layer's tracking has started; the shopper moves on after it
    // (on a loaded machine that is well after the network is quiet).
    const viewSent = () => page.waitForRequest((sent) => sent.url().includes('/api/track/event'), { timeout: TIME_LIMITS.serverWork });
    let sent = viewSent();
    await page.goto(storeUrl('nordic', '/?utm_source=e2e-newsletter'));
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
    await sent;
    await page.waitForTimeout(300);
    // The shopper follows a menu link (in the page) and then the header's cart link.
    sent = viewSent();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lighting' }).click();
    await expect(page).toHaveURL(/\/lighting$/);
    await sent;
    await page.waitForTimeout(300);
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // The tab stays open while the beacons land: closing the whole browser context (unlike closing a
    // tab in a shopper's browser) can cancel a beacon still in flight, which made this test flaky.
    await expect
      .poll(async () => (await todaysReport(request, 'nordic')).totals.pageViews, { timeout: TIME_LIMITS.serverWork })
      .toBeGreaterThanOrEqual(before.totals.pageViews + 3);
    await context.close();
    const after = await todaysReport(request, 'nordic');
    expect(after.totals.sessions).toBeGreaterThan(before.totals.sessions);
    expect(after.topPages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/lighting', '/cart']));
    // Leaving a page, by a link or by closing the tab, sent the time it was visible.
    for (const path of ['/', '/lighting']) {
      expect(after.topPages.find((p) => p.path === path)?.averageDurationMs, path).toBeGreaterThan(0);
    }
  } finally {
    await browser.close();
  }
});

test('a webdriver client and a crawler are not tracked', async ({ page, request }) => {
  const before = await todaysReport(request, 'sakura');
  // The suite's own browser announces itself through navigator.webdriver.
  await page.goto(storeUrl('sakura', '/'));
  expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.goto(storeUrl('sakura', '/cart'));
  await page.waitForLoadState('networkidle');

  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'],
    ignoreDefaultArgs: ['--enable-automation'],
  });
  try {
    const crawler = await browser.newPage({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await crawler.goto(storeUrl('sakura', '/'));
    await crawler.waitForLoadState('networkidle');
    await crawler.close();
  } finally {
    await browser.close();
  }
  const after = await todaysReport(request, 'sakura');
  expect(after.totals).toEqual(before.totals);
});
