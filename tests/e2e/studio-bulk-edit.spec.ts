/**
 * The studio's bulk editor (docs/back-office.md, decision 92): an owner ticks two products on the
 * list, opens their variants as a grid, moves between cells by keyboard, raises every price by 10%
 * and adds stock, is stopped by a bad cell and by a stray click on another page, saves once, and sees
 * the new price in the store and the change in the variant's stock history. axe finds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { ownerToken } from './support/store-bypass';
import { signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';

const API = `http://127.0.0.1:${E2E_PORT}/store-api`;
const cell = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('an owner edits prices and stock of many variants at once and saves them in one go', async ({ page, context }) => {
  test.slow();
  const run = Date.now().toString(36);
  const headers = { authorization: `Bearer ${await ownerToken(page.request, API, 'aurora')}` };
  const create = async (data: object) => {
    const answer = await page.request.post(`${API}/Owner/CreateProduct`, { data, headers });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: { product: { productID: number; handle: string } } }).data.product;
  };
  const tee = await create({
    Name: `Bulk tee ${run}`,
    Price: '20',
    Status: 'active',
    Options: [{ Name: 'Size', Values: ['S', 'M'] }],
    Variants: [
      { SKU: `BT-S-${run}`, Price: '20.00', Stock: 3, OptionValues: ['S'] },
      { SKU: `BT-M-${run}`, Price: '24.00', Stock: 1, OptionValues: ['M'] },
    ],
  });
  await create({ Name: `Bulk cap ${run}`, Price: '9.99', Stock: 2, Status: 'active', SKU: `BC-${run}` });

  await signInToStudio(page, 'aurora', '#products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(run);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('checkbox', { name: `Select Bulk tee ${run}` }).check();
  await page.getByRole('checkbox', { name: `Select Bulk cap ${run}` }).check();
  await page.getByRole('link', { name: 'Bulk edit 2 selected' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bulk edit prices and stock' })).toBeFocused();
  const grid = page.getByRole('table', { name: 'Variants to edit' });
  await expect(grid.getByRole('rowheader')).toHaveText([`Bulk cap ${run}`, `Bulk tee ${run}`, `Bulk tee ${run}`]);
  expect(await violations(page)).toEqual([]);

  // A spreadsheet's keys: Enter and the arrows move between cells, Tab along the row.
  const small = `Bulk tee ${run} S`;
  const medium = `Bulk tee ${run} M`;
  await cell(page, `Price of ${small}`).fill('30');
  await page.keyboard.press('Enter');
  await expect(cell(page, `Price of ${medium}`)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, `Price of ${small}`)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cell(page, `Compare-at price of ${small}`)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cell(page, `Stock of ${small}`)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, `Stock of ${medium}`)).toBeFocused();

  // Every row up by 10% (the typed 30 included), and 5 more of each in stock.
  await page.getByRole('checkbox', { name: 'Select all rows' }).check();
  const price = page.getByRole('form', { name: 'Price of selected' });
  await price.getByLabel('Price of selected').selectOption('Increase by %');
  await price.getByLabel('Amount or %').fill('10');
  await price.getByRole('button', { name: 'Apply to price' }).click();
  const stock = page.getByRole('form', { name: 'Stock of selected' });
  await stock.getByLabel('Stock of selected').selectOption('Add');
  await stock.getByLabel('Units').fill('5');
  await stock.getByRole('button', { name: 'Apply to stock' }).click();
  await expect(cell(page, `Price of ${small}`)).toHaveValue('33.00');
  await expect(cell(page, `Price of ${medium}`)).toHaveValue('26.40');
  await expect(cell(page, `Price of Bulk cap ${run}`)).toHaveValue('10.99');
  await expect(cell(page, `Stock of ${small}`)).toHaveValue('8');
  await expect(cell(page, `Stock of ${medium}`)).toHaveAccessibleDescription('Changed, was 1');
  await cell(page, `Compare-at price of ${small}`).fill('40');
  await expect(page.getByText('3 changed rows')).toBeVisible();

  // A stray click on another page asks first, and staying keeps every edit.
  await page.getByRole('link', { name: 'Orders', exact: true }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('3 changed rows are not saved.');
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(cell(page, `Price of ${small}`)).toHaveValue('33.00');

  // A bad cell stops the save and takes the focus.
  await cell(page, `Price of Bulk cap ${run}`).fill('ten');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(cell(page, `Price of Bulk cap ${run}`)).toBeFocused();
  await expect(cell(page, `Price of Bulk cap ${run}`)).toHaveAccessibleDescription(/at most 2 decimals/);
  expect(await violations(page)).toEqual([]);
  await cell(page, `Price of Bulk cap ${run}`).fill('10.99');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('bulk-editor-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('bulk-editor-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 3 rows changed' })).toBeVisible();
  await expect(cell(page, `Price of ${small}`)).toHaveValue('33.00');
  await expect(page.getByText('No changes')).toBeVisible();

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('aurora', `/${tee.handle}`));
  await expect(shopper.getByRole('status').filter({ hasText: 'Price:' })).toContainText('$33');

  // The variant's stock history names the change as the owner's, noted "Bulk edit".
  await page.goto(`${page.url().split('#')[0]}#products/${tee.productID}`);
  await page.getByRole('button', { name: /^History of (S|Size: S)/ }).click();
  const history = page.getByRole('dialog', { name: /^Stock history of/ });
  await expect(history).toContainText('Bulk edit');
  await expect(history).toContainText('+5');
});
