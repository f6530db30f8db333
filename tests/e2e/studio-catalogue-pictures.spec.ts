/**
 * Pictures of categories and brands in the studio (docs/back-office.md): an owner adds a brand with a
 * logo uploaded with its alt text and a shopper sees it in the home page's brand strip; removes it
 * (the strip shows a placeholder) and gives it another; gives a category a picture, which its page
 * offers link previews. axe finds nothing on the form with a picture chosen.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { uploadPicture } from './support/media-upload';
import { signInToStudio } from './support/studio';
import { storeUrl } from './support/store-urls';

/** Uploads a picture through the form's media upload; the form then shows it as chosen. */
async function upload(form: Locator, name: string, colour: string, alt: string) {
  const details = await uploadPicture(form, { name, colour, alt });
  await expect(details.getByRole('status')).toHaveText('Uploaded, and now in your media library');
}
const saved = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

test('an owner gives a brand its logo and a category its picture, and shoppers see them', async ({ page, context }) => {
  test.slow();
  const run = Date.now().toString(36);
  const brand = `Zephyr ${run}`;
  await signInToStudio(page, 'sakura', '#categories');
  await page.getByRole('button', { name: 'Brands' }).click();
  const add = page.getByRole('form', { name: 'Add brand' });
  await add.getByLabel('Name', { exact: true }).fill(brand);
  await expect(add.getByRole('group', { name: 'Logo' })).toContainText('None: shoppers see a placeholder.');
  await upload(add, 'zephyr.png', '#0f766e', `${brand} logo`);
  await expect(add.getByRole('img', { name: 'Logo chosen' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await add.getByRole('button', { name: 'Add brand' }).click();
  await saved(page, `${brand} saved at /zephyr-${run}`);

  // The home page's brand strip shows the uploaded logo, named by the brand.
  const shopper = await context.newPage();
  await shopper.goto(storeUrl('sakura', '/'));
  const logo = shopper.getByRole('link', { name: brand }).getByRole('img', { name: brand });
  await expect(logo).toHaveAttribute('src', /\/uploads\//);
  const first = await logo.getAttribute('src');

  // Removed, the strip shows a placeholder; another upload replaces it.
  await page.getByRole('button', { name: `Edit ${brand}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${brand}` });
  await edit.getByRole('button', { name: 'Remove logo' }).click();
  await expect(edit.getByRole('img', { name: 'Logo chosen' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save' }).click();
  await saved(page, `${brand} saved`);
  await shopper.reload();
  await expect(logo).toHaveAttribute('src', /\/placeholder\//);
  await page.getByRole('button', { name: `Edit ${brand}` }).click();
  await upload(page.getByRole('form', { name: `Edit ${brand}` }), 'zephyr-2.png', '#7c2d12', `${brand} logo, rust`);
  await page
    .getByRole('form', { name: `Edit ${brand}` })
    .getByRole('button', { name: 'Save' })
    .click();
  await saved(page, `${brand} saved`);
  await shopper.reload();
  await expect(logo).toHaveAttribute('src', /\/uploads\//);
  expect(await logo.getAttribute('src')).not.toBe(first);

  // A category's picture: its page offers it to link previews.
  await page.getByRole('button', { name: 'Categories' }).click();
  const category = page.getByRole('form', { name: 'Add category' });
  await category.getByLabel('Name', { exact: true }).fill(`Drones ${run}`);
  await upload(category, 'drones.png', '#1d4ed8', 'A drone over a field');
  await category.getByRole('button', { name: 'Add category' }).click();
  await saved(page, `Drones ${run} saved at /drones-${run}`);
  await page.getByRole('button', { name: `Edit Drones ${run}` }).click();
  await expect(page.getByRole('form', { name: `Edit Drones ${run}` }).getByRole('img', { name: 'Picture chosen' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: test.info().outputPath('category-picture.png'), fullPage: true });
  await shopper.goto(storeUrl('sakura', `/drones-${run}`));
  await expect(shopper.locator('meta[property="og:image"]')).toHaveAttribute('content', /uploads/);
});
