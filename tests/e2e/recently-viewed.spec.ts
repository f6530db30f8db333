/** Recently viewed products under a product page. */
import { expect, test } from '@playwright/test';
import { hydratedElement } from './support/hydration';
import { storeUrl } from './support/store-urls';

test('a product page lists the other products opened before it, newest first, and never itself', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/chunky-polo-knit'));
  // The view is recorded once the page is live (its start comes in several tasks on a slow phone,
  // so the network can be idle before it): the shopper stays until then.
  await hydratedElement(page.getByRole('heading', { level: 1 }));
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('wx_viewed_')))).toBe(true);
  // The first product page a shopper opens has nothing to recall.
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);

  await page.goto(storeUrl('aurora', '/satin-sundress'));
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  await expect(strip.getByRole('heading', { level: 3 })).toHaveText(['Chunky Polo Knit']);

  await page.goto(storeUrl('aurora', '/chunky-polo-knit'));
  await expect(strip.getByRole('heading', { level: 3 })).toHaveText(['Satin Sundress']);
  // A card is a way back to the product.
  await strip
    .getByRole('link', { name: /Satin Sundress/ })
    .first()
    .click();
  await expect(page).toHaveURL(storeUrl('aurora', '/satin-sundress'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Satin Sundress');
});
