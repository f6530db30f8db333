/** Maintenance and password protection (spec section 2): server redirects, the password form, the live flag. */
import { expect, test } from '@playwright/test';
import { ownerToken } from './support/store-bypass';
import { E2E_PORT, storeUrl } from './support/store-urls';
import { signInToStudio } from './support/studio';

test("a store in maintenance redirects every page to /maintenance on the server; the editor shows the store only for the owner's signed preview", async ({
  page,
  request,
}) => {
  // Node does not resolve *.localhost: the store is named in the query instead.
  const answer = await request.get(`http://127.0.0.1:${E2E_PORT}/mugs?store=atelier`, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/maintenance');

  await page.goto(storeUrl('atelier', '/mugs'));
  await expect(page).toHaveURL(storeUrl('atelier', '/maintenance'));
  await expect(page.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible();
  await expect(page.getByText('Atelier Clay is being updated')).toBeVisible();

  // The builder's pages are never sent to /maintenance: without the owner's key they show nothing of the store.
  for (const [store, path] of [
    ['atelier', '/editor'],
    ['vault', '/preview'],
  ] as const) {
    await page.goto(storeUrl(store, path));
    await expect(page).toHaveURL(storeUrl(store, path));
    await expect(page.getByRole('heading', { level: 1, name: 'This page opens from the Theme Studio' })).toBeVisible();
    await expect(page.locator('[data-section-type]')).toHaveCount(0);
  }
  // The studio's frame URL carries the owner's preview key: that one stays open.
  const token = await ownerToken(request, `http://127.0.0.1:${E2E_PORT}/store-api`, 'atelier');
  const draft = await request.get(`http://127.0.0.1:${E2E_PORT}/store-api/Theme/GetDraft`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { themeID, previewKey } = ((await draft.json()) as { data: { themeID: number; previewKey: string } }).data;
  const signed = storeUrl(
    'atelier',
    `/editor?wtid=${encodeURIComponent(Buffer.from(String(themeID)).toString('base64'))}&pv=${encodeURIComponent(previewKey)}`,
  );
  const editor = await page.goto(signed);
  expect(editor?.status()).toBe(200);
  await expect(page).toHaveURL(signed);
  await expect(page.locator('[data-section-type="3"] li').first()).toBeVisible();
});

test('a password-protected store asks for its password and lets the right one in', async ({ page }) => {
  await page.goto(storeUrl('vault'));
  await expect(page).toHaveURL(storeUrl('vault', '/maintenance'));
  const password = page.getByLabel('Enter store password');
  await expect(password).toBeVisible();
  await page.waitForLoadState('networkidle');

  await password.fill('open-sesame');
  await page.getByRole('button', { name: 'Enter store' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not correct. Please try again.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();

  await password.fill('opensesame');
  await page.getByRole('button', { name: 'Enter store' }).click();
  await expect(page).toHaveURL(storeUrl('vault', '/'));
  await expect(page.locator('header[data-section-type="1"]')).toBeVisible();
  // The bypass holds for the next server-rendered page too.
  await page.reload();
  await expect(page).toHaveURL(storeUrl('vault', '/'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the password form still works', async ({ page }) => {
    await page.goto(storeUrl('vault', '/maintenance'));
    await page.getByLabel('Enter store password').fill('nope');
    await page.getByRole('button', { name: 'Enter store' }).click();
    await expect(page.getByRole('alert')).toHaveText('That password is not correct. Please try again.');
    await page.getByLabel('Enter store password').fill('opensesame');
    await page.getByRole('button', { name: 'Enter store' }).click();
    await expect(page).toHaveURL(storeUrl('vault', '/'));
    await expect(page.locator('header[data-section-type="1"]')).toBeVisible();
  });
});

// The live maintenance flag driven from the studio: atelier starts (and ends) in maintenance; its own spec file keeps the
// other atelier tests from running while the store is briefly open.
test('the owner switches maintenance in the Theme Studio and an open storefront tab follows live, without a reload', async ({
  page,
  context,
}) => {
  const shopper = await context.newPage();
  await shopper.goto(storeUrl('atelier'));
  await expect(shopper).toHaveURL(storeUrl('atelier', '/maintenance'));
  await shopper.waitForLoadState('networkidle');
  await shopper.evaluate(() => {
    (window as unknown as { sameTab: boolean }).sameTab = true;
  });
  const sameTab = () => shopper.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab === true);

  await signInToStudio(page, 'atelier');
  const toggle = page.getByRole('switch', { name: 'Maintenance mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  // Each switch asks first, naming what shoppers will see.
  const reopen = async () => {
    await toggle.click();
    await page.getByRole('alertdialog', { name: 'Reopen the store?' }).getByRole('button', { name: 'Reopen the store' }).click();
  };
  const close = async () => {
    await toggle.click();
    await page
      .getByRole('alertdialog', { name: 'Close the store for maintenance?' })
      .getByRole('button', { name: 'Close the store' })
      .click();
  };

  // Cancel changes nothing.
  await toggle.click();
  await page.getByRole('alertdialog', { name: 'Reopen the store?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toBeFocused();

  await reopen();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(shopper).toHaveURL(storeUrl('atelier', '/'));
  await close();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(shopper).toHaveURL(storeUrl('atelier', '/maintenance'));
  await expect(shopper.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible();
  expect(await sameTab()).toBe(true);

  await reopen();
  await expect(shopper).toHaveURL(storeUrl('atelier', '/'));
  expect(await sameTab()).toBe(true);
  await close();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(shopper).toHaveURL(storeUrl('atelier', '/maintenance'));
});
