/**
 * Disclosure widgets without JavaScript: on a phone the main menu and a listing's filters are there to use, and
 * every product tab opens (each tab is a link the server renders open). With JavaScript the menu is
 * a drop-down behind its button and a tab switches in place.
 */
import { expect, test } from '@playwright/test';
import { storeUrl } from './support/store-urls';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the phone menu is shown as links, with no button that would do nothing', async ({ page }) => {
    await page.goto(storeUrl('aurora'));
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Dresses' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await menu.getByRole('link', { name: 'Dresses' }).click();
    await expect(page).toHaveURL(storeUrl('aurora', '/dresses'));
  });

  test("a listing's filters are shown on a phone, with no button that would do nothing", async ({ page }) => {
    await page.goto(storeUrl('aurora', '/dresses'));
    await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Show filters/ })).toBeHidden();
  });

  test('each product tab opens its panel', async ({ page }) => {
    await page.goto(storeUrl('aurora', '/satin-sundress'));
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeVisible();
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expect(page).toHaveURL(/\?tab=reviews#product-tabs$/);
    await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: /Reviews/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Specifications' })).toBeVisible();
  });
});

test('with JavaScript the phone menu opens from its button, and a tab switches without leaving the page', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/satin-sundress'));
  await page.waitForLoadState('networkidle');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'Dresses' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByRole('tabpanel', { name: /Reviews/ })).toBeVisible();
  await expect(page).toHaveURL(storeUrl('aurora', '/satin-sundress'));
});
