/** A shopper's way to checkout: a product page, Add to cart once the cart has answered, then the drawer's Checkout link. */
import { expect, type Page } from '@playwright/test';
import { storeUrl } from './store-urls';

export async function addToCartAndCheckout(page: Page, store: string, productPath: string): Promise<void> {
  await page.goto(storeUrl(store, productPath));
  // The picture's zoom button says the product page is live.
  await expect(page.getByRole('button', { name: /^Zoom in:/ })).toBeVisible();
  const priced = page.waitForResponse((response) => response.url().includes('/store-api/Cart/GetCart') && response.status() === 200);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await priced;
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}
