/** Error pages, bots, unknown stores, and every route of the table in its layout. */
import { expect, test } from '@playwright/test';
import { E2E_PORT, storeUrl } from './support/store-urls';

test('an unknown path shows the 404 page inside the store frame', async ({ page }) => {
  const response = await page.goto(storeUrl('aurora', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
  await expect(page.locator('header[data-section-type="1"]')).toBeVisible();
  // Named after what it is, also once the page is live (not 'Page | Aurora Boutique').
  await expect(page).toHaveTitle('Page Not Found | Aurora Boutique');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Page Not Found | Aurora Boutique');
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveTitle('Aurora Boutique');
});

test('a bot gets the status without the error page', async ({ request }) => {
  const response = await request.get(`http://localhost:${E2E_PORT}/no-such-page?store=aurora`, {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('Page Not Found');
});

test('an unknown store is sent to the not-found page with ec', async ({ page }) => {
  await page.goto(`http://nosuchstore.localhost:${E2E_PORT}/`);
  await expect(page).toHaveURL(/\/store-not-found\?ec=CODE_0001$/);
  await expect(page.getByRole('heading', { name: 'Store not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aurora Boutique' })).toBeVisible();
  // Closed stores are not advertised.
  await expect(page.getByRole('link', { name: 'The Vault Cellar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Atelier Clay' })).toHaveCount(0);
});

test('titles and robots follow the page keys', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/signin'));
  await expect(page).toHaveTitle('Signin | Aurora Boutique');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Webx Ecommerce');
  await page.goto(storeUrl('aurora', '/forgotpassword'));
  await expect(page).toHaveTitle('Forgot Password | Aurora Boutique');
  await page.goto(storeUrl('aurora', '/cart'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('every route of the table answers in its layout', async ({ page }) => {
  // Some twenty page loads in one test: more time than one journey needs on a busy machine.
  test.slow();
  const open = [
    '/cart',
    '/signin',
    '/signup',
    '/status',
    '/compare',
    '/contact',
    '/contact_x',
    '/designs',
    '/notfound',
    '/resetpassword',
    '/forgotpassword',
    '/maintenance',
    '/editor',
    '/preview',
    '/checkout',
    '/checkout/bn/12_1_0_',
    '/checkout/oc/ABC123',
  ];
  for (const path of open) {
    const response = await page.goto(storeUrl('nordic', path));
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('#root'), path).not.toBeEmpty();
  }
  // An order that does not exist answers 404, in its layout with the page's own words.
  const unknownOrder = await page.goto(storeUrl('nordic', '/order/123'));
  expect(unknownOrder?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
});

test('the account area sends a guest to sign in and back afterwards', async ({ page }) => {
  for (const path of ['/account', '/wishlist', '/orderlist', '/changepassword', '/orderdetail/7']) {
    await page.goto(storeUrl('aurora', path));
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=${encodeURIComponent(path).replace(/%/g, '%')}`));
  }
});

test('/preview renders on the client only', async ({ page, request }) => {
  const html = await (await request.get(`http://localhost:${E2E_PORT}/preview?store=aurora`)).text();
  expect(html).not.toContain('data-section-type');
  await page.goto(storeUrl('aurora', '/preview'));
  await expect(page.locator('[data-section-type="1"]')).toBeVisible();
});

test('a malformed wtid falls back to the store theme; a valid one selects it', async ({ page }) => {
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim());
  await page.goto(storeUrl('aurora'));
  const own = await primary();
  const response = await page.goto(storeUrl('aurora', '/?wtid=%%%not-base64'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Aurora Boutique');
  expect(await primary()).toBe(own);
  // The seed writes Aurora's two themes first on a fresh database: 'Aurora Night' is theme 2.
  const wtid = Buffer.from(encodeURIComponent('2')).toString('base64');
  await page.goto(storeUrl('aurora', `/?wtid=${wtid}`));
  expect(await primary()).not.toBe(own);
});
