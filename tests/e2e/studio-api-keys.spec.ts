/**
 * The studio's API keys (decision 99): an owner creates a key that may read the catalogue, sees it
 * once, and the test uses it as an integration would (fetch with `Authorization: Bearer wx_live_…`)
 * to read the store's products; once the owner revokes it, the next call is refused. Activity shows
 * the sign-in, the key's creation, its call and its revocation. axe finds nothing on either page.
 */
import { expect, test } from '@playwright/test';
import { violations } from './support/axe';
import { openStorePage, signInToStudio } from './support/studio';
import { E2E_PORT } from './support/store-urls';

const STORE = 'vault';
const API = `http://127.0.0.1:${E2E_PORT}/store-api`;

const readProducts = (key: string) => fetch(`${API}/Owner/Products?PageSize=5`, { headers: { authorization: `Bearer ${key}` } });

test('an owner makes a key, an integration reads products with it, and the revoked key is refused', async ({ page }) => {
  const name = `Warehouse sync ${test.info().retry}`;
  await signInToStudio(page, STORE);
  await openStorePage(page, 'API keys');
  await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeFocused();
  expect(await violations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Create a key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  // Nothing named or chosen: the store API's errors show beside their fields.
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByRole('checkbox', { name: 'Products: read', exact: true }).check();
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('region', { name: `New API key: ${name}` });
  await expect(shown.getByRole('heading', { name: `New API key: ${name}` })).toBeFocused();
  const key = await shown.getByLabel('API key').inputValue();
  expect(key).toMatch(/^wx_live_[a-z0-9]{12}_/);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('api-key-shown.png'), fullPage: true });

  const read = await readProducts(key);
  expect(read.status).toBe(200);
  expect(((await read.json()) as { data: { items: unknown[] } }).data.items.length).toBeGreaterThan(0);

  await shown.getByRole('button', { name: 'I have stored the key' }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByLabel('API key')).toHaveCount(0);
  const row = page.getByRole('article', { name });
  await expect(row).toContainText('Products: read');
  await expect(row).toContainText(key.split('_').slice(0, 3).join('_'));

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Revoke ${name}?` })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Revoked ${name}` })).toBeVisible();
  await expect(row).toContainText('Revoked');
  expect((await readProducts(key)).status).toBe(401);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // From a store page, its bar links to the others.
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  const entries = page.getByRole('table', { name: 'Activity, newest first' });
  await expect(entries.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: 'Created an API key' }).filter({ hasText: name })).toHaveCount(1);
  await expect(entries.getByRole('row').filter({ hasText: 'Revoked an API key' }).filter({ hasText: name })).toHaveCount(1);
  await expect(
    entries
      .getByRole('row')
      .filter({ hasText: `API key ${name}` })
      .filter({ hasText: 'Owner call Products' }),
  ).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('activity-with-key.png'), fullPage: true });
});
