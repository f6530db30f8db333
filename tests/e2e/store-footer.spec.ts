/**
 * The seeded About and Shipping pages were linked from nowhere: every demo store's footer
 * links to them, and the links open the pages.
 */
import { expect, test } from '@playwright/test';
import { bypassMaintenance, CLOSED_STORES } from './support/store-bypass';
import { DEMO_STORES, storeUrl } from './support/store-urls';

for (const store of DEMO_STORES) {
  test(`${store.title}'s footer links to its About and Shipping pages`, async ({ page, context, request }) => {
    if (CLOSED_STORES.includes(store.name)) await bypassMaintenance(context, request, store.name);
    await page.goto(storeUrl(store.name, '/'));
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    await expect(footer.getByRole('link', { name: 'Shipping and returns' })).toHaveAttribute('href', '/shipping-returns');
  });
}

test("the footer's Shipping link opens the shipping page", async ({ page }) => {
  await page.goto(storeUrl('aurora', '/'));
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Shipping and returns' }).click();
  await expect(page).toHaveURL(/\/shipping-returns$/);
  await expect(page.getByRole('heading', { name: 'Shipping and returns' }).first()).toBeVisible();
});
