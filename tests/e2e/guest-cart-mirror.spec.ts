/**
 * A JavaScript guest's cart in the server's first HTML (decision 52): the live cart mirrors
 * its lines into a cookie, so /checkout and /cart come from the server with the form, the summary
 * and the lines, not "Loading your cart…". The server's page is read with JavaScript off in a context
 * holding the same cookies, so what is seen is exactly the server's HTML. On a phone.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addToCart, fillGuestCheckout } from './support/cart-to-checkout';
import { storeUrl } from './support/store-urls';

const POLO = '/chunky-polo-knit';
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const mirrorOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name.startsWith('wx_cartmirror_'));

/** The page as the server renders it for this browser's cookies, with no script to change it. */
async function serverPage(context: BrowserContext, path: string): Promise<Page> {
  const browser = context.browser()!;
  const serverOnly = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await serverOnly.addCookies(await context.cookies());
  const page = await serverOnly.newPage();
  await page.goto(storeUrl('aurora', path));
  return page;
}

const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
/** The checkout asks the store for the cart once the live cart has read storage. */
const cartRefreshed = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/store-api/Cart/GetCart') && response.status() === 200);

test('a guest with items gets the checkout form and summary from the server, and the live page keeps them', async ({ page, context }) => {
  await addToCart(page, 'aurora', POLO);
  await expect.poll(async () => (await mirrorOf(context))?.value ?? '').toMatch(/^\d+_1_0_$/);
  const mirror = (await mirrorOf(context))!;
  expect(mirror).toMatchObject({ path: '/', sameSite: 'Lax' });

  const server = await serverPage(context, '/checkout');
  await expect(server.getByRole('form', { name: 'Checkout' })).toBeVisible();
  await expect(server.getByLabel('Full name')).toBeVisible();
  await expect(summaryOf(server)).toContainText('Chunky Polo Knit');
  await expect(summaryOf(server)).toContainText('Quantity: 1');
  await expect(server.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(server.getByText('Loading your cart…')).toHaveCount(0);
  await server.context().close();

  // Live: what was typed before the cart read storage stays (the form is not replaced), and the line is there once.
  const refreshed = cartRefreshed(page);
  await page.goto(storeUrl('aurora', '/checkout'));
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await refreshed;
  await expect(summaryOf(page)).toContainText('Quantity: 1');
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(page.getByText('Loading your cart…')).toHaveCount(0);

  const cart = await serverPage(context, '/cart');
  await expect(cart.getByRole('table', { name: 'Items in your cart' })).toContainText('Chunky Polo Knit');
  await expect(cart.getByRole('spinbutton', { name: 'Quantity of Chunky Polo Knit' })).toHaveValue('1');
  await cart.context().close();
});

test("another tab's change reaches the mirror, and a no-JavaScript line is taken in once, never doubled", async ({ page, context }) => {
  await addToCart(page, 'aurora', POLO);
  await expect.poll(async () => (await mirrorOf(context))?.value ?? '').toMatch(/_1_0_$/);
  const code = (await mirrorOf(context))!.value;

  // Another tab raises the quantity on the cart page; this tab's checkout follows it.
  const other = await context.newPage();
  await other.goto(storeUrl('aurora', '/cart'));
  await other.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect.poll(async () => (await mirrorOf(context))?.value).toBe(code.replace('_1_0_', '_2_0_'));
  await page.goto(storeUrl('aurora', '/checkout'));
  await expect(summaryOf(page)).toContainText('Quantity: 2');
  await other.close();

  // The same item also in the no-JavaScript cart: shown once with both quantities, and still so at the next load.
  const webID = (await mirrorOf(context))!.name.replace('wx_cartmirror_', '');
  await context.addCookies([{ name: `wx_cart_${webID}`, value: code, url: storeUrl('aurora') }]);
  const server = await serverPage(context, '/checkout');
  await expect(summaryOf(server)).toContainText('Quantity: 3');
  await server.context().close();
  await page.goto(storeUrl('aurora', '/checkout'));
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === `wx_cart_${webID}`)).toBe(false);
  await expect.poll(async () => (await mirrorOf(context))?.value).toBe(code.replace('_1_0_', '_3_0_'));
  const refreshed = cartRefreshed(page);
  await page.reload();
  await refreshed;
  await expect(summaryOf(page)).toContainText('Quantity: 3');
  await expect.poll(async () => (await mirrorOf(context))?.value).toBe(code.replace('_1_0_', '_3_0_'));
});

test('placing the order empties the mirror: the server then shows an empty cart', async ({ page, context }) => {
  await addToCart(page, 'aurora', POLO);
  await page.goto(storeUrl('aurora', '/checkout'));
  await fillGuestCheckout(page);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect.poll(async () => (await mirrorOf(context))?.value ?? null).toBe('empty');

  const server = await serverPage(context, '/checkout');
  await expect(server.getByRole('form', { name: 'Checkout' })).toHaveCount(0);
  await expect(server.getByText('Your cart is empty, so there is nothing to check out yet.')).toBeVisible();
  await server.context().close();
});
