/**
 * The studio's catalogue import and export (docs/back-office.md, docs/catalogue.md): an owner imports
 * the demo Shopify CSV, sees its dry run, starts it, sees it done with its example.com pictures
 * reported as not fetched by row and address, and finds a product in the list and in the store, its
 * compare-at price struck through; a refused product shows its row's message; an export downloads
 * the CSV, and importing it again updates. Nordic takes the products: Aurora's listing counts are other specs' (listing.spec.ts).
 * axe finds nothing on the import's views.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { signInToStudio } from './support/studio';
import { storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

const STORE = 'nordic';
/** A stage arrives when the store's job has done its work: a check, a write, pictures fetched. */
const job = { timeout: TIME_LIMITS.navigation };

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
/** The import page's live line, where the store is with the file. */
const progress = (page: Page) => page.locator('p[role="status"][aria-live="polite"]');

async function upload(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`${new URL(page.url()).origin}/#products/import`);
  await expect(heading(page, 'Import products')).toBeFocused();
  await page.getByLabel(/^Product CSV file/).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page).toHaveURL(/#products\/import\/\d+$/);
}

async function startAndFinish(page: Page, count: number) {
  await page.getByRole('button', { name: `Import ${count} ${count === 1 ? 'product' : 'products'}` }).click();
  await expect(heading(page, 'Import done')).toBeFocused(job);
}

test('an owner imports the demo CSV, sees the dry run, imports it and finds its products', async ({ page, context }) => {
  // A check, a write, the pictures' fetches and two axe passes.
  test.slow();
  await signInToStudio(page, STORE, '#products');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(heading(page, 'Import products')).toBeFocused();
  expect(await violations(page)).toEqual([]);

  await upload(page, 'docs/samples/shopify-products.csv');
  await expect(heading(page, 'Check of the file')).toBeFocused(job);
  // A retried test finds the products its first attempt imported: they are updated, never doubled.
  const summary = test.info().retry === 0 ? '8 products to create, 0 to update, 0 refused' : '0 products to create, 8 to update, 0 refused';
  await expect(page.getByText(summary, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Columns not imported/)).toContainText('Gift Card');
  await expect(page.getByRole('rowheader', { name: /Organic Cotton Tee/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await startAndFinish(page, 8);
  await expect(progress(page)).toHaveText(
    test.info().retry === 0 ? 'Import done: 8 created, 0 updated, 0 failed.' : 'Import done: 0 created, 8 updated, 0 failed.',
  );
  // This machine reaches no example.com: each picture is reported as not fetched, by its row and address.
  await expect(page.getByRole('listitem').filter({ hasText: 'Row 20: https://images.example.com/demo/mug.jpg' })).toBeVisible(job);
  await expect(page.getByText(/^0 fetched, \d+ could not be fetched\.$/)).toBeVisible(job);
  expect(await violations(page)).toEqual([]);

  await page.getByRole('link', { name: '← All imports' }).click();
  await expect(page.getByRole('link', { name: 'shopify-products.csv' }).first()).toBeVisible();
  await page.goto(`${new URL(page.url()).origin}/#products`);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('organic-cotton-tee');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: /Organic Cotton Tee/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('across 6 variants');

  const shopper = await context.newPage();
  await shopper.goto(storeUrl(STORE, '/organic-cotton-tee'));
  await expect(shopper.getByRole('heading', { level: 1, name: 'Organic Cotton Tee' })).toBeVisible();
  // The file's Variant Compare At Price (29.00 over 24.00, shown in the store's currency) is struck
  // through beside the price (decision 104).
  const offer = shopper.getByRole('status').filter({ hasText: 'Price:' });
  await expect(offer.getByText(/^Was \D*\d/)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(offer).toContainText('Save 17%');
});

test('a refused product shows its row and why, and a file with nothing to import cannot be started', async ({ page }) => {
  await signInToStudio(page, STORE, '#products/import');
  const csv = 'Handle,Title,Variant Price\nbad-price-tee,Bad price tee,12.345\n';
  await upload(page, { name: 'bad-price.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(heading(page, 'Check of the file')).toBeFocused(job);
  await expect(page.getByText('0 products to create, 0 to update, 1 refused', { exact: true })).toBeVisible();
  await page.getByRole('group', { name: 'Show products' }).getByRole('button', { name: 'Refused' }).click();
  await expect(page.getByRole('rowheader', { name: /^bad-price-tee/ })).toContainText(/Row 2: Variant Price must be/);
  await expect(page.getByRole('button', { name: 'Import 0 products' })).toBeDisabled();
});

test('an export downloads the CSV, and importing it again updates the products it holds', async ({ page }) => {
  test.slow();
  await signInToStudio(page, STORE, '#products');
  // An archived product of its own, so the export holds one whichever test ran before.
  const handle = `round-trip-${Date.now().toString(36)}`;
  const csv = `Handle,Title,Status,Variant Price\n${handle},Round trip,archived,10.00\n`;
  await upload(page, { name: 'round-trip.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(heading(page, 'Check of the file')).toBeFocused(job);
  await startAndFinish(page, 1);
  await page.goto(`${new URL(page.url()).origin}/#products`);
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export products' });
  // Archived products: no other spec edits them, so writing them again races no one's save.
  await dialog.getByRole('radio', { name: 'Archived products' }).check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile((await download.path())!)).toString('utf8').replace(/^\uFEFF/, '');
  expect(text).toContain(`,${handle},`);
  // Shopify's newer export spellings, which the export writes (docs/catalogue.md, "Columns").
  expect(text.startsWith('Title,URL handle,')).toBe(true);

  await upload(page, { name: download.suggestedFilename(), mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(heading(page, 'Check of the file')).toBeFocused(job);
  const summary = page.getByText(/^0 products to create, [1-9]\d* to update, 0 refused$/);
  await expect(summary).toBeVisible();
  const count = Number(/, (\d+) to update/.exec((await summary.textContent())!)![1]);
  await startAndFinish(page, count);
  await expect(progress(page)).toHaveText(`Import done: 0 created, ${count} updated, 0 failed.`);
});
