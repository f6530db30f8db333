/**
 * The studio's Settings page (issue 14): the owner sets a Facebook pixel id and the storefront
 * loads it once the page is live (the suite's server inserts owner scripts inert, type text/plain,
 * so nothing leaves the machine); a new store password turns the old pass and the old password away.
 * Each test puts the demo store back as it found it (sakura has no pixel; vault's password is
 * opensesame), through the owner's own call, even when the test fails.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';

const API = `http://127.0.0.1:${E2E_PORT}/store-api`;
const PIXEL = '123456789012345';

async function ownerSave(request: APIRequestContext, store: string, body: unknown): Promise<void> {
  const signIn = await request.post(`${API}/Owner/SignIn`, { data: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } });
  const ownerToken = ((await signIn.json()) as { data: { ownerToken: string } }).data.ownerToken;
  const saved = await request.post(`${API}/Owner/SaveSettings`, { data: body, headers: { authorization: `Bearer ${ownerToken}` } });
  expect(saved.status()).toBe(200);
}

/** What each test changed, put back after it with a fresh request context (even after a timeout). */
const restores: Array<(request: APIRequestContext) => Promise<void>> = [];
test.afterEach(async ({ request }) => {
  for (const restore of restores.splice(0)) await restore(request);
});

async function openSettings(page: Page, store: string) {
  await signInToStudio(page, store);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Store settings' })).toBeVisible();
}

test('the owner sets a Facebook pixel id in Settings and the storefront loads it after the page is live', async ({ page, context, request }) => {
  restores.push((api) => ownerSave(api, 'sakura', { scripts: { facebookPixelID: '' } }));
  await openSettings(page, 'sakura');
  const pixel = page.getByLabel('Facebook pixel ID');
  // A malformed id is refused beside its field, with the keyboard put there.
  await pixel.fill('12345');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Facebook pixel ID looks like 123456789012345')).toBeVisible();
  await expect(pixel).toBeFocused();
  await pixel.fill(` ${PIXEL} `);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('settings-save-status')).toHaveText(/^Saved at .*: live on the store now$/);
  await expect(page.getByRole('list', { name: 'Saved changes, newest first' }).getByRole('listitem').first())
    .toContainText(`Facebook pixel ID set to ${PIXEL}`);

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('sakura', '/'));
  const init = shopper.locator('script[data-owner-script="fb-pixel"]');
  await expect(init).toHaveAttribute('type', 'text/plain');
  // A script's text is not rendered text: read it from the element.
  expect(await init.evaluate((script) => script.textContent)).toContain(`fbq('init','${PIXEL}')`);
  await expect(shopper.locator('script[data-owner-script="fb-pixel-src"]')).toHaveAttribute('data-src', 'https://connect.facebook.net/en_US/fbevents.js');
  // The server's page carries no owner tag: the runtime inserts them once the page is live.
  const served = await request.get(`http://127.0.0.1:${E2E_PORT}/?store=sakura`);
  expect(await served.text()).not.toContain('data-owner-script');
});

test('a changed store password refuses the old pass and the old password, and the new one lets visitors in', async ({ page, browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  restores.push((api) => ownerSave(api, 'vault', { storePassword: { action: 'set', value: 'opensesame' } }));
  await visitor.goto(storeUrl('vault'));
  await expect(visitor).toHaveURL(storeUrl('vault', '/maintenance'));
  await visitor.waitForLoadState('networkidle');
  await visitor.getByLabel('Enter store password').fill('opensesame');
  await visitor.getByRole('button', { name: 'Enter store' }).click();
  await expect(visitor).toHaveURL(storeUrl('vault', '/'));

  await openSettings(page, 'vault');
  await expect(page.getByRole('switch', { name: 'Ask visitors for a store password' })).toBeChecked();
  await page.getByLabel('New store password').fill('cellar-door-2026');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('settings-save-status')).toHaveText(/live on the store now/);
  await expect(page.getByRole('list', { name: 'Saved changes, newest first' }).getByRole('listitem').first())
    .toContainText('Store password changed: visitors must enter the new one');

  // The visitor's pass was for the old password: the next page asks again.
  await visitor.reload();
  await expect(visitor).toHaveURL(storeUrl('vault', '/maintenance'));
  await visitor.waitForLoadState('networkidle');
  const password = visitor.getByLabel('Enter store password');
  await password.fill('opensesame');
  await visitor.getByRole('button', { name: 'Enter store' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('That password is not correct. Please try again.');
  await password.fill('cellar-door-2026');
  await visitor.getByRole('button', { name: 'Enter store' }).click();
  await expect(visitor).toHaveURL(storeUrl('vault', '/'));
  await expect(visitor.locator('header[data-section-type="1"]')).toBeVisible();
  await visitorContext.close();
});
