/**
 * Every shopper journey without JavaScript, and no click lost before hydration (decisions 21 and 64): the
 * product, cart, checkout, sign-in and sign-up forms post to the host and redirect (303); lines
 * added without scripts join the browser cart once a page is live, once; and "Add to cart" and "Add
 * to compare" pressed while the page's modules are still loading take effect when it is live.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleProblems } from './support/console-problems';
import { fillGuestCheckout } from './support/cart-to-checkout';
import { holdModules } from './support/held-modules';
import { storeUrl } from './support/store-urls';

// The silk camp shirt has no variants and plenty in stock, and no other spec orders it (checkout.spec counts
// the polo's stock). Aurora asks "Gift wrapping".
const SHIRT = '/silk-camp-shirt';

async function fillCheckout(page: Page) {
  await fillGuestCheckout(page, {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    street: '12 Engine Street',
    city: 'London',
    postalCode: '10001',
  });
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('browse, add to cart, change the cart, check out and open the order page', async ({ page }) => {
    await page.goto(storeUrl('aurora', '/search?kw=silk+camp'));
    await page
      .getByRole('main')
      .getByRole('link', { name: /Silk Camp Shirt/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/silk-camp-shirt/);
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await expect(addToCart).toBeEnabled();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await addToCart.click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main')).toContainText('Silk Camp Shirt');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity of Silk Camp Shirt' });
    await expect(quantity).toHaveValue('2');
    await quantity.fill('3');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Silk Camp Shirt' })).toHaveValue('3');

    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Silk Camp Shirt');

    // Sent empty: the page comes back with each message beside its field.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required');
    await expect(page.getByLabel('City')).toHaveAccessibleDescription('City is required');

    await fillCheckout(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?t=[\w-]+$/);
    await expect(page.getByTestId('order-code')).toHaveText(/^WX-[0-9A-Z]{10}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');

    // The order emptied the cart, and an empty cart says so rather than "Loading".
    await page.goto(storeUrl('aurora', '/cart'));
    await expect(page.getByRole('main')).not.toContainText('Silk Camp Shirt');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByText('Loading your cart…')).toBeHidden();
  });

  test('on a phone the header fits the screen: its menu row scrolls sideways in its own box', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const [store, path] of [
      ['aurora', '/'],
      ['aurora', SHIRT],
      ['nordic', '/'],
    ] as const) {
      await page.goto(storeUrl(store, path));
      expect(await pageWidth(), `${store} ${path}`).toBeLessThanOrEqual(390);
    }
    // The last menu link is reached by scrolling the menu, not the page.
    const last = page.getByRole('navigation', { name: 'Main' }).getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 0.9 });
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('add to compare opens the comparison of the product; add to wishlist asks to sign in first', async ({ page }) => {
    await page.goto(storeUrl('aurora', SHIRT));
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page).toHaveURL(/\/compare\?.*ids=\d+/);
    await expect(page.getByRole('main')).toContainText('Silk Camp Shirt');
    await page.goto(storeUrl('aurora', SHIRT));
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page).toHaveURL(/\/signin\?.*next=%2Fsilk-camp-shirt/);
  });

  test('buy now checks out the chosen line alone', async ({ page }) => {
    await page.goto(storeUrl('aurora', SHIRT));
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/checkout\/bn\/\d+_1_0_$/);
    await expect(page.getByText('Buying Silk Camp Shirt now. Your cart stays as it is.')).toBeVisible();
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?t=[\w-]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  });

  test('sign in: a wrong password is named beside its field, the right one signs in and goes back', async ({ page, context }) => {
    await page.goto(storeUrl('aurora', '/signin?redirect=%2Forderlist'));
    const button = page.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeEnabled();
    await page.getByLabel('Email').fill('demo@aurora.example');
    await page.getByLabel('Password').fill('wrong-password');
    await button.click();
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('The email or password is not correct');
    await expect(page.getByLabel('Email')).toHaveValue('demo@aurora.example');

    await page.getByLabel('Password').fill('Shopper-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/orderlist$/);
    expect((await context.cookies()).some((cookie) => cookie.name.startsWith('at_aurora'))).toBe(true);
  });

  test('a checkout that asks for a file takes it in the post (multipart)', async ({ page }) => {
    await page.goto(storeUrl('nordic', '/'));
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Decor \d+ products$/ })
      .click();
    await page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    // Nordic sells to customers only: sign in, and the checkout follows.
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fcheckout%2Fbn%2F/);
    await page.getByLabel('Email').fill('demo@nordic.example');
    await page.getByLabel('Password').fill('Shopper-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/checkout\/bn\//);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('demo@nordic.example');
    await page.getByLabel('Phone').fill('+47 912 34 567');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Engine Street');
    // Nordic's home zone is Finland, whose postal codes have five digits (decision 32).
    await page.getByLabel('City').fill('Helsinki');
    await page.getByLabel('Postal code').fill('00150');
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page
      .getByLabel('Floor plan')
      .setInputFiles({ name: 'floor-plan.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?t=[\w-]+$/);
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
    await expect(page.getByRole('main')).toContainText('floor-plan.png');
  });

  test('a signed-in customer keeps their cart in the store: lines added before signing in move there, and check out from it', async ({
    page,
    browser,
  }) => {
    await page.goto(storeUrl('aurora', SHIRT));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    await page.goto(storeUrl('aurora', '/signup?redirect=%2Fcart'));
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Email').fill(`nojs-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('Linen-Summer-2026!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // The line moved into the stored cart, so the cookie that held it is gone.
    expect((await page.context().cookies()).some((cookie) => cookie.name.startsWith('wx_cart_'))).toBe(false);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity of Silk Camp Shirt' });
    await expect(quantity).toHaveValue('1');
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Silk Camp Shirt' })).toHaveValue('2');

    // The same account in a browser with JavaScript sees the same cart: it is the store's, not this browser's.
    const live = await browser.newContext();
    await live.addCookies(
      (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('at_') || cookie.name.startsWith('rt_')),
    );
    const livePage = await live.newPage();
    await livePage.goto(storeUrl('aurora', '/cart'));
    await expect(livePage.getByRole('main')).toContainText('Silk Camp Shirt');
    await live.close();

    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Silk Camp Shirt');
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?t=[\w-]+$/);
    await page.goto(storeUrl('aurora', '/cart'));
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('a signed-in customer adds to the wishlist, moves a product to the cart and removes one', async ({ page }) => {
    await page.goto(storeUrl('aurora', '/signup'));
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Email').fill(`nojs-wish-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('Linen-Summer-2026!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await page.goto(storeUrl('aurora', SHIRT));
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Silk Camp Shirt' })).toBeVisible();

    await page.getByRole('button', { name: 'Move Silk Camp Shirt to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Silk Camp Shirt' })).toHaveValue('1');
    await page.goto(storeUrl('aurora', '/wishlist'));
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

    await page.goto(storeUrl('aurora', SHIRT));
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByRole('button', { name: 'Remove Silk Camp Shirt from wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  });

  test('sign up names every mistake at once', async ({ page }) => {
    await page.goto(storeUrl('aurora', '/signup'));
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/Email must be a valid email/);
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/at least/);
  });

  test('sign up as a business shows the company name as soon as the account type is chosen', async ({ page }) => {
    await page.goto(storeUrl('aurora', '/signup'));
    await expect(page.getByLabel('Company name')).toBeHidden();
    await page.getByLabel('Account type').selectOption({ label: 'Reseller' });
    await expect(page.getByLabel('Company name')).toBeVisible();
    await page.getByLabel('Account type').selectOption({ label: 'Individual' });
    await expect(page.getByLabel('Company name')).toBeHidden();
  });
});

/** A browser with JavaScript holding the cookies of one without it that added the shirt to its cart. */
async function liveAfterNoScriptAdd(browser: Browser) {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const before = await noScript.newPage();
  await before.goto(storeUrl('aurora', SHIRT));
  await before.getByRole('button', { name: 'Add to cart' }).click();
  await expect(before).toHaveURL(/\/cart$/);
  const cookies = await noScript.cookies();
  expect(cookies.some((cookie) => cookie.name.startsWith('wx_cart_'))).toBe(true);
  await noScript.close();
  const live = await browser.newContext();
  await live.addCookies(cookies);
  const page = await live.newPage();
  const hasCartCookie = async () => (await live.cookies()).some((cookie) => cookie.name.startsWith('wx_cart_'));
  return { live, page, problems: consoleProblems(page), hasCartCookie };
}

test('lines added without JavaScript join the browser cart once, and the cookie is cleared', async ({ browser }) => {
  const { live, page, problems, hasCartCookie } = await liveAfterNoScriptAdd(browser);
  await page.goto(storeUrl('aurora', '/cart'));
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Silk Camp Shirt' });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Silk Camp Shirt' })).toHaveValue('1');
  await expect.poll(hasCartCookie).toBe(false);
  await page.reload();
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Silk Camp Shirt' })).toHaveValue('1');
  expect(problems).toEqual([]);
  await live.close();
});

test('a checkout the server rendered from the cart cookie hydrates cleanly and goes on in the page', async ({ browser }) => {
  const { live, page, problems, hasCartCookie } = await liveAfterNoScriptAdd(browser);
  await page.goto(storeUrl('aurora', '/checkout'));
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Silk Camp Shirt');
  await expect.poll(hasCartCookie).toBe(false);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required');
  await expect(page).toHaveURL(/\/checkout$/);
  expect(problems).toEqual([]);
  await live.close();
});

test('what a shopper typed on the server-rendered checkout stays when the browser cart takes the lines over', async ({ browser }) => {
  const { live, page, problems, hasCartCookie } = await liveAfterNoScriptAdd(browser);
  // The page's modules arrive late, as on a slow phone: the shopper starts typing into the server's form.
  const release = await holdModules(page);
  await page.goto(storeUrl('aurora', '/checkout'), { waitUntil: 'commit' });
  await page.getByLabel('Full name').fill('Ada Lovelace');
  release();
  await expect.poll(hasCartCookie).toBe(false);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Silk Camp Shirt');
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByLabel('Full name')).not.toHaveAccessibleDescription(/required/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/required|valid/i);
  expect(problems).toEqual([]);
  await live.close();
});

test('Add to compare and Add to cart pressed before the page is live take effect once it is', async ({ page }) => {
  // The page's modules arrive 2.5 s late, as on a slow phone: the first paint comes long before hydration.
  const release = await holdModules(page);
  await page.goto(storeUrl('aurora', SHIRT), { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Add to compare' })).toBeVisible();
  await main.getByRole('button', { name: 'Add to compare' }).click();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  // Nothing was posted or navigated: the clicks wait for the page.
  await expect(page).toHaveURL(/\/silk-camp-shirt$/);
  release();

  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toContainText('Silk Camp Shirt');
  await page.keyboard.press('Escape');
  await expect(main.getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByRole('link', { name: 'View comparison (1)' })).toBeVisible();
});

test('a business account type chosen before the page is live keeps its company name field once it is', async ({ page }) => {
  const release = await holdModules(page);
  await page.goto(storeUrl('aurora', '/signup'), { waitUntil: 'commit' });
  await page.getByLabel('Account type').selectOption({ label: 'Reseller' });
  await expect(page.getByLabel('Company name')).toBeVisible();
  release();
  await expect(page.locator('html[data-in-app-links]')).toBeAttached();
  await expect(page.getByLabel('Account type')).toHaveValue('3');
  await expect(page.getByLabel('Company name')).toBeVisible();
});
