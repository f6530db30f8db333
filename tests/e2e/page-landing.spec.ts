/**
 * Where a page changed in place lands (src/ui/app/page-landing.tsx): a new page starts at its top with
 * focus on its main region, whichever link led there (the storefront's plain links or the app's own,
 * such as the cart drawer's), and Back returns to where the previous page was left, as a document
 * load and the browser's history would.
 */
import { expect, test, type Page } from '@playwright/test';
import { inAppLinksLive } from './support/in-app-links';
import { storeUrl } from './support/store-urls';

test.use({ viewport: { width: 390, height: 844 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("the cart drawer's View cart opens the cart at its top, and Back returns to where the product page was", async ({ page }) => {
  await page.goto(storeUrl('aurora', '/chunky-polo-knit'));
  await expect(page.getByRole('button', { name: /^Zoom in:/ })).toBeVisible();
  await inAppLinksLive(page);

  const add = page.getByRole('button', { name: 'Add to cart' });
  // Scrolled down, with the button in view: the click itself scrolls nothing.
  await add.evaluate((button) => button.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(200);
  await add.click();

  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await drawer.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Chunky Polo Knit' })).toBeAttached();
  await expect.poll(() => scrollY(page)).toBe(left);
});
