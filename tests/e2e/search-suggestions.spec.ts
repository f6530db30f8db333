/** Search suggestions in the header (docs/listings.md): as the shopper types, with the keyboard, and without JavaScript. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { storeUrl } from './support/store-urls';

test('typing suggests products and categories with the typed part marked; arrows and Enter open one', async ({ page }) => {
  await page.goto(storeUrl('aurora'));
  await page.waitForLoadState('networkidle');
  const search = page.getByRole('search').getByLabel('Search products');
  await search.click();
  await search.pressSequentially('dres', { delay: 40 });
  const field = page.getByRole('combobox', { name: 'Search products' });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Dresses', exact: true })).toBeVisible();
  await expect(list.getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
  const first = list.getByRole('option').first();
  await expect(first.locator('mark').first()).toHaveText(/dres/i);
  const { violations } = await new AxeBuilder({ page }).include('[role="search"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 2)
          .map((n) => n.any[0]?.message)
          .join(', ')}`,
    ),
  ).toEqual([]);

  await search.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const target = await first.getAttribute('href');
  await search.press('Enter');
  await expect(page).toHaveURL(storeUrl('aurora', target!));
  await expect(list).toBeHidden();
});

test('Escape closes the suggestions and Enter then searches for what was typed', async ({ page }) => {
  await page.goto(storeUrl('aurora'));
  await page.waitForLoadState('networkidle');
  const search = page.getByRole('search').getByLabel('Search products');
  await search.click();
  await search.pressSequentially('linen', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await search.press('Escape');
  await expect(list).toBeHidden();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?kw=linen$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search field is a plain search form', async ({ page }) => {
    await page.goto(storeUrl('aurora'));
    const search = page.getByRole('search').getByLabel('Search products');
    await expect(search).not.toHaveAttribute('role', 'combobox');
    await search.fill('linen');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?kw=linen$/);
  });
});
