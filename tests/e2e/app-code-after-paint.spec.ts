/**
 * The app's code is asked for once the page has painted (decision 62): on a slow line the
 * page's fonts and main picture no longer share it with the code. Here the first paint is held back a
 * second (a busy first frame, put in the page with its nonce), as a slow phone's first style and layout
 * hold it: the code must not be asked for before the paint, and the page still becomes live.
 */
import { expect, test, type Page } from '@playwright/test';
import { rewriteServedPage } from './support/served-page';
import { storeUrl } from './support/store-urls';

const BUSY_FIRST_FRAME = 'requestAnimationFrame(function () { var t = performance.now(); while (performance.now() - t < 1000); })';

async function holdFirstPaint(page: Page, url: string): Promise<void> {
  await rewriteServedPage(page, url, (html) => {
    const nonce = /<script nonce="([^"]+)"/.exec(html)![1];
    return html.replace('<body>', `<body><script nonce="${nonce}">${BUSY_FIRST_FRAME}</script>`);
  });
}

/** When the first contentful paint came, and when the first of the page's scripts was asked for. */
const paintAndFirstCode = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    code: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));

test('a product page paints before its code is asked for, then becomes live: Add to cart opens the cart', async ({ page }) => {
  const url = storeUrl('aurora', '/chambray-shirt');
  await holdFirstPaint(page, url);
  await page.goto(url);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  const { paint, code } = await paintAndFirstCode(page);
  expect(paint).toBeGreaterThan(1000);
  expect(code).toBeGreaterThanOrEqual(paint);
});

test('the home page asks for its code after the first paint and hydrates: a menu link navigates in the app', async ({ page }) => {
  const url = storeUrl('nordic', '/');
  await holdFirstPaint(page, url);
  await page.goto(url);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const lighting = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lighting' });
  // A click before the app's link listener is on (in-app-links.tsx, after hydration) is a plain link's,
  // a new document; once it is on, the app routes it.
  await expect(page.locator('html[data-in-app-links]')).toHaveCount(1);
  await lighting.click();
  await expect(page).toHaveURL(/\/lighting$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const { paint, code } = await paintAndFirstCode(page);
  expect(code).toBeGreaterThanOrEqual(paint);
});
