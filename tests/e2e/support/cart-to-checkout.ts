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

/** A guest's contact and address at checkout. */
export interface CheckoutContact {
  name: string;
  email: string;
  street: string;
  city: string;
  postalCode: string;
}

/** A guest at Aurora's home zone (US, its first shipping method: "Tax (8.875%)"). */
const AURORA_GUEST: CheckoutContact = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  street: '1 Compiler Lane',
  city: 'Arlington',
  postalCode: '22201',
};

/** Fills a guest's contact and address (Aurora's home zone unless told otherwise), and declines gift wrapping. */
export async function fillGuestCheckout(page: Page, contact: Partial<CheckoutContact> = {}): Promise<void> {
  const { name, email, street, city, postalCode } = { ...AURORA_GUEST, ...contact };
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(street);
  await page.getByLabel('City').fill(city);
  await page.getByLabel('Postal code').fill(postalCode);
  await page.getByRole('radio', { name: 'No gift wrapping' }).check();
}

/** Fills Aurora's checkout for a US address (its home zone) and chooses the card, without placing the order. */
export async function fillCardCheckout(page: Page, name: string): Promise<void> {
  await fillGuestCheckout(page, { name, email: 'shopper@example.com', street: '1 Orbit Road', city: 'Hampton', postalCode: '23666' });
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
}
