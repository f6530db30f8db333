/**
 * On a phone the product tabs wrap instead of scrolling out of sight (at 390 px the FAQ
 * tab sat off-screen with no hint); the keyboard still moves between them.
 */
import { expect, test } from '@playwright/test';
import { storeUrl } from './support/store-urls';

test.use({ viewport: { width: 390, height: 844 } });

test('every product tab is on screen at 390 px and the keyboard still moves between them', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/satin-maxi-dress'));
  await expect(page.getByRole('button', { name: /^Zoom in:/ })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Product details' });
  await tabs.scrollIntoViewIfNeeded();
  for (const name of ['Description', 'Specifications', /^Reviews/, 'FAQ']) {
    await expect(tabs.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tabs.getByRole('tab', { name: 'FAQ' }).click();
  await expect(page.getByRole('tabpanel', { name: 'FAQ' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'Description' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
});
