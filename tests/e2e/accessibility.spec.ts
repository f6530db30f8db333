/**
 * axe on the pages every shopper and owner meets: home, listing, product, cart, checkout,
 * sign-in and the Theme Studio, on a phone (the default viewport) and with a filled cart. Zero
 * violations at WCAG 2.1 AA; a violation names the rule and the nodes, so a failure says what to fix.
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { signInToStudio } from './support/studio';
import { storeUrl } from './support/store-urls';

/** The page once it is live (hydrated and its lazy layer loaded), so what axe reads is what a shopper uses. */
async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

// Nordic's bronze primary measured 4.46:1 as outline-button text on its page (Lighthouse).
const LISTINGS = { aurora: '/dresses', sakura: '/laptops', nordic: '/sofas' } as const;

for (const store of ['aurora', 'sakura', 'nordic'] as const) {
  for (const [name, path] of [
    ['home', '/'],
    ['listing', LISTINGS[store]],
    ['sign-in', '/signin'],
    ['empty cart', '/cart'],
  ] as const) {
    test(`${store} ${name} has no accessibility violations`, async ({ page }) => {
      await openLive(page, storeUrl(store, path));
      expect(await violations(page)).toEqual([]);
    });
  }
}

test('a product page, the cart with an item and checkout have no accessibility violations', async ({ page }) => {
  // Four pages and four axe passes: more than the default 30 s on a host shared with a second worker.
  test.slow();
  await openLive(page, storeUrl('aurora', '/chunky-polo-knit'));
  expect(await violations(page)).toEqual([]);
  const priced = page.waitForResponse((response) => response.url().includes('/store-api/Cart/GetCart') && response.status() === 200);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await priced;
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await openLive(page, storeUrl('aurora', '/cart'));
  expect(await violations(page)).toEqual([]);
  await openLive(page, storeUrl('aurora', '/checkout'));
  expect(await violations(page)).toEqual([]);
});

test('the Theme Studio has no accessibility violations outside the store preview', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToStudio(page, 'nordic');
  // The frame is the storefront, checked above on its own pages.
  expect(await violations(page, ['iframe[title="Store preview"]'])).toEqual([]);
});
