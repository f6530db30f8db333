/**
 * The studio's Categories and brands page (docs/back-office.md, decision 92): an owner adds a
 * category and a subcategory, is told when an address is taken, puts a product in the subcategory
 * from the product editor's picker and sees it on the category's page in the store, adds a brand,
 * and deletes the category after a question that says its product stays. axe finds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { ownerToken } from './support/store-bypass';
import { signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';

const API = `http://127.0.0.1:${E2E_PORT}/store-api`;

async function add(page: Page, what: string, name: string, extra?: (form: ReturnType<Page['getByRole']>) => Promise<unknown>) {
  const form = page.getByRole('form', { name: `Add ${what}` });
  await form.getByLabel('Name', { exact: true }).fill(name);
  if (extra) await extra(form);
  await form.getByRole('button', { name: `Add ${what}` }).click();
}

test('an owner manages categories and brands and files a product under one', async ({ page, context }) => {
  test.slow();
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${await ownerToken(page.request, API, 'aurora')}` };
  const created = await page.request.post(`${API}/Owner/CreateProduct`, {
    data: { Name: `Filed lamp ${run}`, Price: '15', Stock: 3, Status: 'active', SKU: `FL-${run}` },
    headers,
  });
  const product = ((await created.json()) as { data: { product: { productID: number } } }).data.product;

  await signInToStudio(page, 'aurora', '#categories');
  await expect(page.getByRole('heading', { level: 2, name: 'Categories, brands and groups' })).toBeFocused();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await add(page, 'category', `Lighting ${run}`);
  await expect(page.getByRole('status').filter({ hasText: `Lighting ${run} saved at /lighting-${run}` })).toBeVisible();
  await add(page, 'category', `Desk lights ${run}`, (form) => form.getByLabel('Inside').selectOption(`Lighting ${run}`));
  await expect(page.getByRole('rowheader', { name: `Desk lights ${run} (subcategory)` })).toBeVisible();
  // An address already taken is refused beside its field, which takes the focus.
  await add(page, 'category', 'Another', (form) => form.getByLabel('Address').fill(`lighting-${run}`));
  const address = page.getByRole('form', { name: 'Add category' }).getByLabel('Address');
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription(/already used by a category/);

  await page.getByRole('button', { name: 'Brands' }).click();
  await add(page, 'brand', `Quokka ${run}`);
  await expect(page.getByRole('rowheader', { name: `Quokka ${run}` })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('categories-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('categories-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The product editor's pickers offer them.
  await page.goto(`${page.url().split('#')[0]}#products/${product.productID}`);
  await page.getByLabel('Category', { exact: true }).selectOption(`Lighting ${run} › Desk lights ${run}`);
  await page.getByLabel('Brand', { exact: true }).selectOption(`Quokka ${run}`);
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  const shopper = await context.newPage();
  await shopper.goto(storeUrl('aurora', `/lighting-${run}`));
  await expect(shopper.getByText(`Filed lamp ${run}`).first()).toBeVisible();

  await page.goto(`${page.url().split('#')[0]}#categories`);
  await page.getByRole('button', { name: `Delete Desk lights ${run}` }).click();
  const question = page.getByRole('alertdialog', { name: `Delete Desk lights ${run}?` });
  await expect(question).toContainText('1 product uses it: it stays in the store, without this category.');
  expect(await violations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Delete category' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Desk lights ${run} deleted; 1 product no longer linked` })).toBeVisible();
  await shopper.goto(storeUrl('aurora', `/${'filed-lamp-' + run}`));
  await expect(shopper.getByRole('heading', { level: 1, name: `Filed lamp ${run}` })).toBeVisible();
});
