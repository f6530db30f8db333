/**
 * The spec's layers (section 9): the header menu and search suggestions on the menu layer (1000),
 * dialogs on the modal layer (1100), so a dialog covers a menu and a menu covers the page's own
 * stacked parts (a sticky header, a card's badges).
 */
import { expect, test, type Locator } from '@playwright/test';
import { storeUrl } from './support/store-urls';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The z-index of the nearest positioned ancestor-or-self: the layer the element is drawn on. */
const layerOf = (element: Locator) =>
  element.evaluate((node) => {
    for (let at: Element | null = node; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.position !== 'static' && style.zIndex !== 'auto') return Number(style.zIndex);
    }
    return 0;
  });

test('the phone menu and the search suggestions are on layer 1000, the quick-add dialog on 1100', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/dresses'));
  await page.waitForLoadState('networkidle');

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const dresses = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dresses' });
  await expect(dresses).toBeVisible();
  expect(await layerOf(dresses)).toBe(1000);
  await page.keyboard.press('Escape');

  const search = page.getByRole('search').getByLabel('Search products');
  await search.click();
  await search.pressSequentially('dres', { delay: 40 });
  const option = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first();
  await expect(option).toBeVisible();
  expect(await layerOf(option)).toBe(1000);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Quick add', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await layerOf(dialog)).toBe(1100);
});
