/**
 * A guest's cart in the benchmark's browser, for the cart and checkout pages (docs/benchmarks.md): an empty
 * cart measures a page nobody checks out from. The product page's Add to cart is pressed in the
 * Chromium that Lighthouse drives (over the DevTools protocol), so the cart is the browser's own:
 * its storage and cookies as a shopper's, kept between runs (Lighthouse's storage reset leaves
 * local storage and cookies alone).
 */
import { chromium, type Page } from '@playwright/test';
import { DEMO_CUSTOMER_PASSWORD, demoCustomerEmail } from '../server/store-api/db/seed/demo-customer';

export async function addToGuestCart(devtoolsPort: number, productUrl: string, storeName: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(productUrl);
    const add = page.getByRole('button', { name: 'Add to cart' }).first();
    // A product with variants cannot be added until one is chosen (its button says why): choose as a shopper would.
    if (await add.isDisabled()) await chooseFirstVariant(page);
    if (await add.isDisabled()) {
      const reason = await page.locator('#purchase-reason').textContent();
      throw new Error(`${productUrl} cannot be added to a cart: ${reason ?? 'no reason shown'}`);
    }
    await add.click();
    // Saved to storage before any call (decision 10): the line is there once the key holds an item.
    await page.waitForFunction((key) => (localStorage.getItem(key) ?? '').includes('_'), `wx_cart_${storeName}`);
    await page.close();
  } finally {
    // Disconnects from the browser Lighthouse keeps using; does not close it.
    await browser.close();
  }
}

/** The first value of every option the variant picker shows (a list box or a group of choices). */
async function chooseFirstVariant(page: Page): Promise<void> {
  const form = page.locator('form[action="/cart"]');
  for (const list of await form.getByRole('combobox').all()) {
    const values = await list
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    if (values[0]) await list.selectOption(values[0]);
  }
  for (const group of await form
    .locator('fieldset')
    .filter({ hasNot: page.getByText('Add-ons', { exact: true }) })
    .all()) {
    const choice = group.getByRole('radio').and(page.locator(':enabled')).first();
    if ((await choice.count()) > 0) await choice.check();
  }
}

/**
 * Signs the benchmark's browser in as the store's demo customer, for a store whose checkout is for
 * customers only (it sends a guest to sign in, which would measure the sign-in page instead).
 */
export async function signInAsDemoCustomer(devtoolsPort: number, origin: string, storeName: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/signin`);
    await page.getByLabel('Email').fill(demoCustomerEmail(storeName));
    await page.getByLabel('Password').fill(DEMO_CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/signin');
    await page.close();
  } finally {
    await browser.close();
  }
}
