/**
 * "Open a store" (docs/platform.md, decision 101), on a phone: a merchant opens a store from the
 * studio's sign-in screen (the address checked as it is typed, a refused password beside its field),
 * reads the verification mail in the development mailbox, follows its link, lands signed in on the
 * checklist, adds a product and a shipping method, opens the store, and a shopper on the new store's own subdomain buys it.
 * axe finds nothing on each new screen. With sign-up by invitation only, the screen says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { storeUrl } from './support/store-urls';
import { STUDIO_URL } from './support/studio';

test.use({ viewport: { width: 390, height: 844 } });

const PASSWORD = 'Lantern-Harbour-82';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The newest of `count` mails to `to` in the development mailbox (mail is sent by jobs just after the call answers). */
async function mailTo(page: Page, to: string, count: number) {
  const mails = page.getByRole('article').filter({ hasText: to });
  await expect(async () => {
    await page.goto(storeUrl('aurora', '/dev/mailbox'));
    await expect(mails).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return mails.first();
}

test('a merchant opens a store, verifies the e-mail, adds a product, opens it, and a shopper buys it', async ({ page, browser }) => {
  test.slow();
  const run = Date.now().toString(36);
  const title = `Lantern Goods ${run}`;
  const address = `lantern-goods-${run}`;
  const email = `anna.${run}@example.com`;

  await page.goto(STUDIO_URL);
  await page.getByRole('link', { name: 'Open a store' }).click();
  await expect(page).toHaveURL(/#open-a-store$/);
  await expect(heading(page, 'Open a store')).toBeFocused();

  // The address follows the store's name until it is edited, and is checked as it is typed.
  const addressField = page.getByLabel('Store address');
  await page.getByLabel('Store name').fill(title);
  await expect(addressField).toHaveValue(address);
  const verdict = page.getByRole('status').filter({ hasText: /localhost is|reserved|Checking/ });
  await expect(verdict).toHaveText(`${address}.localhost is available`);
  await addressField.fill('studio');
  await expect(verdict).toHaveText('The address "studio" is reserved');
  await expect(addressField).toHaveAttribute('aria-invalid', 'true');
  await addressField.fill('aurora');
  await expect(verdict).toHaveText('aurora.localhost is taken: choose another');
  await addressField.fill(address);
  await expect(verdict).toHaveText(`${address}.localhost is available`);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password');
  await page.getByRole('radio', { name: /Midnight/ }).check();
  expect(await violations(page)).toEqual([]);
  await shot(page, 'open-a-store-form');

  // The store API's refusal beside its field, with the keyboard on it.
  await page.getByRole('button', { name: 'Open my store' }).click();
  const password = page.getByLabel('Password');
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/too common/);
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Open my store' }).click();

  await expect(heading(page, 'Check your e-mail')).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`We sent a link to ${email}`);
  expect(await violations(page)).toEqual([]);
  await shot(page, 'check-your-email');
  // A lost mail: a new link, and only the newest works (the mailbox lists it first).
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status')).toHaveText(`We sent a new link to ${email}. Only the newest link works.`);

  // The mail's link opens the studio, which signs the new owner in on the store's checklist.
  const mail = await mailTo(page, email, 2);
  await expect(mail).toContainText(`Confirm your e-mail to open ${title}`);
  await mail.getByRole('link', { name: /#verify-signup\// }).click();
  await expect(page).toHaveURL(/studio\.localhost:\d+\/#checklist$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Checklist' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Theme Studio · ${title}`);
  const step = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });
  await expect(step('Add a product')).toContainText('Not done yet');
  await expect(step('Open the store')).toContainText('Not done yet');
  expect(await violations(page)).toEqual([]);
  await shot(page, 'checklist-new-store');

  // The studio's home, while the store is being set up, is its checklist.
  await page.goto(STUDIO_URL);
  await expect(page).toHaveURL(/#checklist$/);
  await expect(step('Add a product')).toContainText('Not done yet');

  // Closed behind its "opening soon" page until the owner opens it.
  const shopper = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await shopper.goto(storeUrl(address, '/'));
  await expect(shopper.getByLabel('Enter store password')).toBeVisible();

  await step('Add a product').getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add product' })).toBeFocused();
  const product = `Brass lantern ${run}`;
  await page.getByLabel('Title', { exact: true }).fill(product);
  await page.getByLabel('Price', { exact: true }).fill('42');
  await page.getByLabel('Quantity in stock', { exact: true }).fill('5');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Active');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page).toHaveURL(/#products\/\d+$/);
  const handle = await page.getByLabel('URL handle').inputValue();

  // Shipping: one zone for every country, one flat method (a store without one has nothing to offer at checkout).
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Checklist' }).click();
  await expect(step('Add a product')).toContainText('Done');
  await step('Set shipping').getByRole('link', { name: 'Set shipping' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping and taxes' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a zone' }).click();
  await page.getByRole('region', { name: 'Zone New zone' }).getByLabel('Zone name').fill('Everywhere');
  const zone = page.getByRole('region', { name: 'Zone Everywhere' });
  await zone.getByLabel('Method name').fill('Standard post');
  await zone.getByLabel('Rate', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Save shipping and taxes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shipping and taxes saved' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Checklist' }).click();
  await expect(step('Set shipping')).toContainText('Done');
  await step('Open the store').getByRole('button', { name: 'Open the store' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your store is open' })).toBeVisible();
  await expect(step('Open the store')).toContainText('Done');
  await shot(page, 'checklist-opened');

  // A shopper on the new store's own subdomain buys the product.
  await shopper.goto(storeUrl(address, `/${handle}`));
  await expect(shopper.getByRole('heading', { level: 1, name: product })).toBeVisible();
  const priced = shopper.waitForResponse((response) => response.url().includes('/store-api/Cart/GetCart') && response.status() === 200);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await priced;
  await shopper.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  // The new store has no gift wrapping to decline, unlike Aurora (fillGuestCheckout's store).
  await shopper.getByLabel('Full name').fill('Grace Hopper');
  await shopper.getByLabel('Email').fill(`grace.${run}@example.com`);
  await shopper.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Compiler Lane');
  await shopper.getByLabel('City').fill('Arlington');
  await shopper.getByLabel('Postal code').fill('22201');
  await expect(shopper.getByRole('group', { name: 'Shipping method' }).getByRole('radio', { name: /Standard post/ })).toBeChecked();
  await shopper.getByRole('radio', { name: /Cash on delivery/ }).check();
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(shopper.getByRole('main')).toContainText(product);
  await shopper.close();
});

test('a used or broken link says so and offers the way back', async ({ page }) => {
  await page.goto(`${STUDIO_URL}#verify-signup/${'x'.repeat(43)}`);
  await expect(heading(page, 'This link does not work')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('expired or was used already');
  expect(await violations(page)).toEqual([]);
  await shot(page, 'link-does-not-work');
  await page.getByRole('link', { name: 'Open a store' }).click();
  await expect(heading(page, 'Open a store')).toBeFocused();
});

test('with sign-up by invitation only, the screen says so instead of the form', async ({ page }) => {
  // The suite's server is open to sign-ups: the options' answer is made the one STORE_SIGNUP=invite gives.
  await page.route('**/store-api/Signup/Options', (route) =>
    route.fulfill({ json: { status: 200, message: 'ok', data: { mode: 'invite', platformDomain: 'localhost' } } }),
  );
  await page.goto(`${STUDIO_URL}#open-a-store`);
  await expect(heading(page, 'Open a store')).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Opening a store on localhost is by invitation');
  await expect(page.getByLabel('Store address')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await shot(page, 'by-invitation');
});
