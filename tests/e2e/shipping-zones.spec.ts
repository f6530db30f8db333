/**
 * Shipping zones and taxes at checkout (decision 32), in a real browser: Aurora ships at home with
 * New York's sales tax added to its prices, abroad by one tiered international method without tax.
 * The shopper changes the address's country and sees the methods and the tax line change; a postal
 * code the country's rule refuses is named beside its field; the order carries the abroad totals.
 */
import { expect, test } from '@playwright/test';
import { addToCartAndCheckout, fillGuestCheckout } from './support/cart-to-checkout';

const POLO = '/chunky-polo-knit';

test('a shopper changes the country at checkout: the methods, the shipping and the tax line follow it', async ({ page }) => {
  await addToCartAndCheckout(page, 'aurora', POLO);

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const methods = page.getByRole('group', { name: 'Shipping method' });
  // At home: the three domestic methods, and the sales tax added before the total.
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(methods.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await expect(summary).toContainText(/Tax \(8\.875%\)\s*\$\d/);

  // Abroad: only the international method, priced by its subtotal tier, and no tax line.
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
  await expect(methods.getByRole('radio')).toHaveCount(1);
  await expect(methods.getByRole('radio', { name: /International tracked/ })).toBeChecked();
  await expect(summary).toContainText(/Shipping \(International tracked\)\s*\$(25|18|12)/);
  await expect(summary).not.toContainText('Tax (');

  // A postal code Canada's rule refuses is named beside the field.
  await fillGuestCheckout(page, { street: '24 Sussex Drive', city: 'Ottawa', postalCode: '12345' });
  await page.getByRole('button', { name: 'Place order' }).click();
  const postal = page.getByLabel('Postal code');
  await expect(postal).toHaveAccessibleDescription('Postal code for Canada must look like K1A 0B1');
  await expect(postal).toBeFocused();

  // Corrected, the order is placed with the international shipping and no tax.
  await postal.fill('K1A 0B1');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?t=[\w-]+$/);
  const order = page.getByRole('region', { name: 'Items' });
  await expect(order).toContainText(/Shipping \(International tracked\)/);
  await expect(order).not.toContainText('Tax (');
});
