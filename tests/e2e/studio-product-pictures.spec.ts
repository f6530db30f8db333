/**
 * Pictures and stock in the studio's product editor (docs/back-office.md, decision 89): an owner
 * uploads two pictures with their alt text, moves the second first from the keyboard, gives a variant
 * a picture, saves, and the store's product page shows them in that order with their alt text; then
 * changes a variant's stock with a reason and reads it in the variant's stock history. axe finds
 * nothing on the editor or the history.
 */
import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { uploadPicture } from './support/media-upload';
import { signInToStudio } from './support/studio';
import { storeUrl } from './support/store-urls';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const save = (page: Page) => page.getByRole('button', { name: /^Save/ }).click();
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
/** The pictures' alt texts, in the list's order. */
const pictureAlts = (page: Page) =>
  page
    .getByRole('list', { name: 'Pictures' })
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Uploads a picture through the editor's media upload; it joins the list as picture `place`. */
async function upload(page: Page, name: string, colour: string, alt: string, place: number) {
  await uploadPicture(page, { name, colour, alt });
  await expect(page.getByLabel(`Alt text of picture ${place}`)).toHaveValue(alt);
}

test('an owner adds pictures with alt text, orders them from the keyboard, gives a variant one and keeps a stock history', async ({
  page,
  context,
}) => {
  // Two uploads, three saves, the store's page and two axe passes.
  test.slow();
  const run = Date.now().toString(36);
  const title = `Studio mug ${run}`;
  const handle = `studio-mug-${run}`;
  await signInToStudio(page, 'aurora', '#products/new');
  await field(page, 'Title').fill(title);
  await field(page, 'Price').fill('12');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Active');
  await page.getByRole('button', { name: 'Add options like size or color' }).click();
  const option = page.getByRole('group', { name: 'Option 1' });
  await option.getByLabel('Option name').fill('Color');
  await option.getByLabel('Option values').fill('Red, Blue');
  for (const name of ['Red', 'Blue']) await page.getByLabel(`Stock of ${name}`).fill('3');

  await upload(page, 'red-mug.png', '#b91c1c', 'A red mug on a wooden table', 1);
  await upload(page, 'blue-mug.png', '#1d4ed8', 'A blue mug on a wooden table', 2);
  await expect.poll(() => pictureAlts(page)).toEqual(['A red mug on a wooden table', 'A blue mug on a wooden table']);
  // The blue one first: lifted with Space, moved up with an arrow, dropped with Space.
  // Each key waits for dnd-kit to take the one before: it lifts (the handle pressed), then announces the move.
  const dragHandle = page.getByRole('button', { name: 'Drag Picture 2: A blue mug on a wooden table' });
  await dragHandle.focus();
  await page.keyboard.press('Space');
  await expect(dragHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/was moved over droppable area media:\/\/aurora\/uploads\/red-mug-/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => pictureAlts(page)).toEqual(['A blue mug on a wooden table', 'A red mug on a wooden table']);
  await page.getByRole('combobox', { name: 'Picture of Red' }).selectOption({ label: 'Picture 2: A red mug on a wooden table' });
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('product-pictures.png'), fullPage: true });
  await save(page);
  await expect(page).toHaveURL(/#products\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
  await expect.poll(() => pictureAlts(page)).toEqual(['A blue mug on a wooden table', 'A red mug on a wooden table']);
  await expect(page.getByRole('combobox', { name: 'Picture of Red' })).toHaveValue(/^media:\/\/aurora\/uploads\/red-mug-/);

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('aurora', `/${handle}`));
  const gallery = shopper.getByRole('region', { name: 'Product pictures' });
  // The pictures in the owner's order, named by their alt text; Red, the variant chosen first, brings its own forward.
  const thumbs = gallery.getByRole('group', { name: 'Choose a picture' }).getByRole('button');
  await expect(thumbs.nth(0)).toHaveAccessibleName('Show picture 1 of 2: A blue mug on a wooden table');
  await expect(thumbs.nth(1)).toHaveAccessibleName('Show picture 2 of 2: A red mug on a wooden table');
  await expect(gallery.getByRole('button', { name: 'Show picture 2 of 2: A red mug on a wooden table' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const ld = (await shopper.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type': string; image?: Array<{ caption?: string }> })
    .find((block) => block['@type'] === 'Product')!;
  expect(ld.image?.map((image) => image.caption)).toEqual(['A blue mug on a wooden table', 'A red mug on a wooden table']);

  // A manual stock change with its reason, then the variant's history.
  await page.getByLabel('Stock of Red').fill('5');
  await field(page, 'Reason for the stock change (optional)').fill('Found two in the back room');
  await save(page);
  await saved(page);
  await page.getByRole('button', { name: 'History of Red' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stock history of Red' });
  const latest = dialog.getByRole('table', { name: 'Stock changes of Red' }).getByRole('row').nth(1);
  await expect(latest).toContainText('owner@aurora.example');
  await expect(latest).toContainText('Manual change: Found two in the back room');
  await expect(latest).toContainText('+2');
  await expect(latest.getByRole('cell').last()).toHaveText('5');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('stock-history.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'History of Red' })).toBeFocused();
});
