/**
 * Link prefetch (spec section 9): pointing at one of the store's links warms the page behind it
 * before the click (its page lookup goes out on hover), and the click then lands on that page.
 */
import { expect, test } from '@playwright/test';
import { storeUrl } from './support/store-urls';
import { inAppLinksLive } from './support/in-app-links';

test('hovering a category link looks its page up before the click', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/'));
  await page.waitForLoadState('networkidle');
  await inAppLinksLive(page);
  const link = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Knitwear' });
  const lookup = page.waitForRequest((request) => /\/Page\/Resolve\?.*knitwear/i.test(request.url()));
  await link.hover();
  await lookup;
  await link.click();
  await expect(page).toHaveURL(/\/knitwear$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Knitwear/i);
});
