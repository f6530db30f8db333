/**
 * Static sections stay the server's HTML (decision 47, src/ui/sections/section-islands.tsx): the home
 * page hydrates without fetching the code of its categories, features, banners, testimonials and
 * social links, still reads the same, and a link in a kept section still navigates within the app
 * (no new document). The editor frame's sections are tested by the studio specs.
 */
import { expect, test } from '@playwright/test';
import { hydratedElement } from './support/hydration';
import { inAppLinksLive } from './support/in-app-links';
import { storeUrl } from './support/store-urls';

test.use({ viewport: { width: 390, height: 844 } });

test('the home page hydrates without its static sections’ code, and their links navigate in the app', async ({ page }) => {
  const fetchedViews = new Set<string>();
  page.on('request', (request) => {
    const view = /\/assets\/([a-z-]+)-section-[^/]*\.js$/.exec(request.url())?.[1];
    if (view) fetchedViews.add(view);
  });
  await page.goto(storeUrl('aurora', '/'));
  const categories = page.locator('[data-section-type="4"]');
  const serverText = await categories.textContent();
  await hydratedElement(categories);
  await page.waitForLoadState('networkidle');
  // The interactive ones load; the static ones do not.
  expect(fetchedViews).toContain('hero-banner');
  expect(fetchedViews).toContain('products');
  for (const view of ['categories', 'features', 'banners', 'testimonials', 'social-media']) expect(fetchedViews).not.toContain(view);
  // Its pictures' blur and the scroll-in class change; its content is the server's.
  expect(await categories.textContent()).toBe(serverText);
  await expect(categories.getByRole('link')).not.toHaveCount(0);

  await inAppLinksLive(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await categories
    .getByRole('link', { name: /Dresses/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dresses$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Dresses/i);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
