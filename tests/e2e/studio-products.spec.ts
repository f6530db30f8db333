/**
 * The studio's Products (docs/back-office.md): an owner adds a product with two options, is shown the
 * store API's errors beside their fields, saves it as a draft, finds it in the list, puts it on sale
 * and sees it in the store, reprices a variant and sees the new price there, puts that variant on sale
 * and sees its compare-at price struck through while it is chosen, then archives it and its page
 * answers not found. axe finds nothing on the list or the editor.
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { signInToStudio } from './support/studio';
import { storeUrl } from './support/store-urls';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The product page's offer: its price and stock for the chosen variant (Red / S, the first). */
const offer = (page: Page) => page.getByRole('status').filter({ hasText: 'Price:' });
const save = (page: Page) => page.getByRole('button', { name: /^Save/ }).click();

async function option(page: Page, n: number, name: string, values: string) {
  const group = page.getByRole('group', { name: `Option ${n}` });
  await group.getByLabel('Option name').fill(name);
  await group.getByLabel('Option values').fill(values);
}

test('an owner adds a product with options, puts it on sale, reprices a variant and archives it', async ({ page, context }) => {
  // Two axe passes, three saves and the store's pages between them.
  test.slow();
  const run = Date.now().toString(36);
  const title = `Studio tee ${run}`;
  const handle = `studio-tee-${run}`;
  await signInToStudio(page, 'aurora', '#products');
  await expect(heading(page, 'Products')).toBeFocused();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(heading(page, 'Add product')).toBeFocused();
  await save(page);
  // The store API's messages beside their fields; the first invalid field has the focus.
  await expect(field(page, 'Title')).toBeFocused();
  await expect(field(page, 'Title')).toHaveAccessibleDescription('Name is required');

  await field(page, 'Title').fill(title);
  await expect(page.getByLabel('URL handle')).toHaveValue(handle);
  await field(page, 'Price').fill('20');
  await page.getByRole('button', { name: 'Add options like size or color' }).click();
  await option(page, 1, 'Color', 'Red, Blue');
  await page.getByRole('button', { name: 'Add another option' }).click();
  await option(page, 2, 'Size', 'S, M');
  const variants = page.getByRole('table', { name: 'Variants' });
  await expect(variants.getByRole('rowheader')).toHaveText(['Red / S', 'Red / M', 'Blue / S', 'Blue / M']);
  for (const name of ['Red / S', 'Red / M', 'Blue / S', 'Blue / M']) await page.getByLabel(`Stock of ${name}`).fill('3');
  await page.getByLabel('Price of Blue / M', { exact: true }).fill('24.50');
  expect(await violations(page)).toEqual([]);
  await save(page);
  await expect(page).toHaveURL(/#products\/\d+$/);
  await expect(heading(page, title)).toBeFocused();

  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(run);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('12 in stock across 4 variants');
  await row.getByRole('link', { name: title }).click();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Active');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  const shopper = await context.newPage();
  await shopper.goto(storeUrl('aurora', `/${handle}`));
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(offer(shopper)).toContainText('Price: $20');

  // The store API answers a product's options in the order the store first named them (Size was
  // Aurora's before Color), not the order typed: the variant is found under either name.
  await page.getByLabel(/^Price of (Red \/ S|S \/ Red)$/).fill('18.00');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  await shopper.reload();
  await expect(offer(shopper)).toContainText('Price: $18');

  // A sale on one variant (decision 104): a compare-at price not above its price is refused by its field;
  // above it, the shopper sees it struck through beside the price while that variant is chosen.
  const compareAt = page.getByLabel(/^Compare-at price of (Red \/ S|S \/ Red)$/);
  await compareAt.fill('18');
  await save(page);
  await expect(compareAt).toBeFocused();
  await expect(compareAt).toHaveAccessibleDescription('Compare-at price must be more than the price, or empty');
  await compareAt.fill('25');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  await page.getByRole('table', { name: 'Variants' }).screenshot({ path: test.info().outputPath('variant-table.png') });
  await shopper.reload();
  await expect(offer(shopper)).toContainText('Price: $18');
  const struck = offer(shopper).getByText(/Was \$25/);
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
  await expect(offer(shopper)).toContainText('Save 28%');
  await shopper.screenshot({ path: test.info().outputPath('variant-sale-price.png') });
  expect(await violations(shopper)).toEqual([]);
  await shopper.getByRole('combobox', { name: /Color/ }).selectOption('Blue');
  await shopper.getByRole('combobox', { name: /Size/ }).selectOption('M');
  await expect(offer(shopper)).toContainText('Price: $24.5');
  await expect(offer(shopper)).not.toContainText('Was');

  await page.getByRole('button', { name: 'Archive' }).click();
  await page
    .getByRole('alertdialog', { name: `Archive ${title}?` })
    .getByRole('button', { name: 'Archive product' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Product archived' })).toBeVisible();
  expect((await shopper.goto(storeUrl('aurora', `/${handle}`)))?.status()).toBe(404);
});
