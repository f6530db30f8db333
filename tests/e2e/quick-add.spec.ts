/** Quick add from product cards and the compare page: the buying form in a dialog; a link without JavaScript. */
import { expect, test } from '@playwright/test';
import { storeUrl } from './support/store-urls';

test("a card's Quick add opens the product's choices in a dialog, and Add to cart puts it in the cart", async ({ page }) => {
  await page.goto(storeUrl('aurora', '/dresses'));
  await page.waitForLoadState('networkidle');
  const quick = page.getByRole('link', { name: 'Quick add', exact: true }).first();
  // Each Quick add is described by its product's name.
  const name = (await page.locator(`[id="${await quick.getAttribute('aria-describedby')}"]`).textContent())!;
  await expect(quick).toHaveAccessibleDescription(name);
  await quick.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // The product's own buying form: its variants, quantity and the button.
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible();
  await expect(page).toHaveURL(storeUrl('aurora', '/dresses'));
  const priced = page.waitForResponse((response) => response.url().includes('/store-api/Cart/GetCart') && response.status() === 200);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await priced;
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' }).getByText(name).first()).toBeVisible();
});

test('Escape closes the quick-add dialog and gives focus back to its link', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/dresses'));
  await page.waitForLoadState('networkidle');
  const quick = page.getByRole('link', { name: 'Quick add', exact: true }).first();
  await quick.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(quick).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('Quick add is a link to the product page, where the choices are made', async ({ page }) => {
    await page.goto(storeUrl('aurora', '/dresses'));
    const quick = page.getByRole('link', { name: 'Quick add', exact: true }).first();
    const href = await quick.getAttribute('href');
    await quick.click();
    await expect(page).toHaveURL(storeUrl('aurora', href!));
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  });
});
