/** A shopper's way to the cart and to checkout: a product page, Add to cart once the cart has answered, then the drawer's links. */
import { expect, type Page } from '@playwright/test';
import { storeUrl } from './store-urls';

/** Adds the product from its page and leaves the drawer open. */
export async function addToCart(page: Page, store: string, productPath: string): Promise<void> {
  await page.goto(storeUrl(store, productPath));
  // The picture's zoom button says the product page is live.
  await expect(page.getByRole('button', { name: /^Zoom in:/ })).toBeVisible();
  const priced = page.waitForResponse((response) => response.url().includes('/store-api/Cart/GetCart') && response.status() === 200);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await priced;
}

export async function addToCartAndCheckout(page: Page, store: string, productPath: string): Promise<void> {
  await addToCart(page, store, productPath);
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Adds the product and opens the cart page from the drawer. */
export async function addToCartAndView(page: Page, store: string, productPath: string): Promise<void> {
  await addToCart(page, store, productPath);
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Fills Aurora's checkout for a US address (its home zone: "Tax (8.875%)") and chooses the card, without placing the order. */
export async function fillCardCheckout(page: Page, name: string): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('shopper@example.com');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Orbit Road');
  await page.getByLabel('City').fill('Hampton');
  await page.getByLabel('Postal code').fill('23666');
  await page.getByRole('radio', { name: 'No gift wrapping' }).check();
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
}

/** Fills a guest's contact and Aurora's home-zone address (US, its first shipping method), and declines gift wrapping. */
export async function fillGuestCheckout(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Compiler Lane');
  await page.getByLabel('City').fill('Arlington');
  await page.getByLabel('Postal code').fill('22201');
  await page.getByRole('radio', { name: 'No gift wrapping' }).check();
}
