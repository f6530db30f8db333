/**
 * Product groups in the studio (decision 100): an owner adds a group worked out by a rule (a tag and
 * a price range) and one chosen by hand, ticks the hand-picked one in a product's editor (which also
 * says which rule groups the product falls into), and a shopper finds the product on both groups'
 * pages. axe finds nothing on the page and the editor.
 */
import { expect, test } from '@playwright/test';
import { violations } from './support/axe';
import { ownerToken } from './support/store-bypass';
import { signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';

const API = `http://127.0.0.1:${E2E_PORT}/store-api`;

test('an owner makes a rule group and a hand-picked group, and a shopper finds the product in both', async ({ page, context }) => {
  test.slow();
  const run = Date.now().toString(36);
  const tag = `dune-${run}`;
  const headers = { authorization: `Bearer ${await ownerToken(page.request, API, 'aurora')}` };
  const created = await page.request.post(`${API}/Owner/CreateProduct`, {
    data: { Name: `Dune towel ${run}`, Price: '24', Stock: 3, Status: 'active', Tags: [tag] },
    headers,
  });
  const product = ((await created.json()) as { data: { product: { productID: number } } }).data.product;

  await signInToStudio(page, 'aurora', '#categories');
  await page.getByRole('button', { name: 'Product groups' }).click();
  const form = page.getByRole('form', { name: 'Add product group' });
  await form.getByLabel('Name', { exact: true }).fill(`Beach days ${run}`);
  await form.getByLabel('Worked out by a rule').check();
  await form.getByLabel('Tags').fill(tag);
  await form.getByLabel('Price from').fill('10');
  await form.getByLabel('Price up to').fill('5');
  await form.getByLabel('Page title (search engines)').fill(`Beach days ${run} | Aurora`);
  await form.getByRole('button', { name: 'Add product group' }).click();
  // A range upside down is refused beside its field, which takes the focus.
  await expect(form.getByLabel('Price up to')).toBeFocused();
  await expect(form.getByLabel('Price up to')).toHaveAccessibleDescription(/must not be below/);
  await form.getByLabel('Price up to').fill('50');
  await form.getByRole('button', { name: 'Add product group' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Beach days ${run} saved at /beach-days-${run}` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `Beach days ${run} Worked out by a rule` })).toBeVisible();

  await page.getByRole('form', { name: 'Add product group' }).getByLabel('Name', { exact: true }).fill(`Staff picks ${run}`);
  await page.getByRole('button', { name: 'Add product group' }).click();
  await expect(page.getByRole('rowheader', { name: `Staff picks ${run} Chosen by hand` })).toBeVisible();
  await page.getByRole('button', { name: `Edit Beach days ${run}` }).click();
  await expect(page.getByRole('form', { name: `Edit Beach days ${run}` }).getByLabel('Tags')).toHaveValue(tag);
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: test.info().outputPath('product-groups.png'), fullPage: true });

  await page.goto(`${page.url().split('#')[0]}#products/${product.productID}`);
  const groups = page.getByRole('group', { name: 'Product groups' });
  await expect(groups).toContainText(`By their rules, also in: Beach days ${run}`);
  await groups.getByLabel(`Staff picks ${run}`).check();
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await groups.screenshot({ path: test.info().outputPath('editor-groups.png') });

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('aurora', `/staff-picks-${run}`));
  await expect(shopper.getByText(`Dune towel ${run}`).first()).toBeVisible();
  await shopper.goto(storeUrl('aurora', `/beach-days-${run}`));
  await expect(shopper).toHaveTitle(new RegExp(`Beach days ${run} \\| Aurora`));
  await expect(shopper.getByText(`Dune towel ${run}`).first()).toBeVisible();
});
