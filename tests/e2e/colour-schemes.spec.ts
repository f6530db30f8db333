/**
 * Colour schemes and theme presets (decision 34): an owner gives a section a scheme, publishes, and the
 * shopper's page shows that section in the scheme's colours, buttons included; a preset restyles the
 * page in one step, after a confirmation, and Undo brings the old look back.
 */
import { expect, test, type Frame, type Locator } from '@playwright/test';
import { editorFrame, signInToStudio } from './support/studio';
import { storeUrl } from './support/store-urls';

test.use({ viewport: { width: 1960, height: 1000 } });

const background = (section: Locator) => section.evaluate((el) => getComputedStyle(el).backgroundColor);
const pageBackground = (frame: Frame) =>
  frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim());

test('a section wears the colour scheme its owner picks, in the frame and on the published store', async ({ page, context }) => {
  await signInToStudio(page, 'nordic');
  const frame = await editorFrame(page);
  await page.getByRole('tab', { name: 'Theme settings' }).click();
  // Scheme 3 made a dark blue with white buttons; the studio warns while its text is unreadable.
  await page.getByLabel('Scheme 3 background (CSS value)').fill('#123456');
  await page.getByLabel('Scheme 3 text (CSS value)').fill('#133457');
  await expect(page.getByRole('status', { name: 'Scheme 3 contrast' })).toContainText('Text on background: contrast 1.0');
  await page.getByLabel('Scheme 3 text (CSS value)').fill('#fafafa');
  await expect(page.getByRole('status', { name: 'Scheme 3 contrast' })).toHaveCount(0);
  await page.getByLabel('Scheme 3 name').fill('Deep sea');

  await page.getByLabel('Section type').selectOption({ label: 'Features' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const section = frame.locator('[data-section-type="12"]').last();
  await expect(section).toBeVisible();
  await page.getByLabel('Colour scheme').selectOption({ label: 'Deep sea' });
  await expect.poll(() => background(section)).toBe('rgb(18, 52, 86)');
  await expect.poll(() => section.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(250, 250, 250)');
  const tempId = await section.getAttribute('data-temp-id');

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('alertdialog', { name: 'Publish the draft?' }).getByRole('button', { name: 'Publish to the live store' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('nordic'));
  const live = shopper.locator(`[data-temp-id="${tempId}"]`);
  await expect(live).toHaveClass(/color-scheme-3/);
  expect(await background(live)).toBe('rgb(18, 52, 86)');
  // The rest of the page keeps the page's own colours.
  expect(await shopper.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(18, 52, 86)');
});

test('a theme preset restyles the page after a confirmation, and Undo brings the old look back', async ({ page }) => {
  await signInToStudio(page, 'atelier');
  const frame = await editorFrame(page);
  const before = await pageBackground(frame);
  await page.getByRole('tab', { name: 'Theme settings' }).click();
  await page.getByLabel('Theme preset').selectOption({ label: 'Midnight: dark navy, sky-blue accent' });
  await page.getByRole('button', { name: 'Apply preset' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Apply the Midnight preset?' });
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Apply Midnight' }).click();
  await expect.poll(() => pageBackground(frame)).toBe('#0f172a');
  await expect.poll(() => frame.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 23, 42)');
  await expect(page.getByLabel('Scheme 1 background (CSS value)')).toHaveValue('#0f172a');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => pageBackground(frame)).toBe(before);
});
