/**
 * Shipping and taxes in the studio, and what shoppers see of it (decision 32), on a phone:
 * - the owner raises Aurora's free-shipping threshold (a refused tax rate is named beside its field
 *   first); the home page's banner and the checkout's method show the new amount, and the owner
 *   puts it back (raised, not lowered, so no other spec's $5 shipping changes meanwhile);
 * - a signed-in customer with an address book checks out with their default address chosen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addToCartAndCheckout } from './support/cart-to-checkout';
import { storeUrl } from './support/store-urls';
import { signInToStudio, STUDIO_URL } from './support/studio';

test.use({ viewport: { width: 390, height: 844 } });

const POLO = '/chunky-polo-knit';

/** axe's WCAG 2.1 AA violations on the page, by rule and node. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return found.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

async function studioShipping(browser: Browser): Promise<Page> {
  const owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInToStudio(owner, 'aurora');
  await owner.goto(`${STUDIO_URL}#shipping`);
  await expect(owner.getByRole('heading', { name: 'Shipping and taxes', level: 2 })).toBeVisible();
  return owner;
}

async function setStandardThreshold(owner: Page, amount: string) {
  const standard = owner.getByRole('region', { name: 'Zone United States' }).getByRole('group', { name: 'Standard delivery' });
  await standard.getByLabel('Free-shipping threshold (optional)').fill(amount);
  await owner.getByRole('button', { name: 'Save shipping and taxes' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Shipping and taxes saved' })).toBeVisible();
}

test("an owner raises Aurora's free-shipping threshold: the banner and the checkout show it", async ({ page, browser }) => {
  // The owner's sign-in, two saves and an accessibility scan, then a shopper to checkout: it passed every
  // step in CI at load 13 and still ran 32 s, past one page's budget.
  test.slow();
  const owner = await studioShipping(browser);
  const home = owner.getByRole('region', { name: 'Zone United States' });
  const taxRate = home.getByLabel('Tax rate (%)');
  await taxRate.fill('120');
  await owner.getByRole('button', { name: 'Save shipping and taxes' }).click();
  await expect(taxRate).toHaveAccessibleDescription('The tax rate must be a percentage from 0 to 100, at most 3 decimals');
  await expect(owner.getByRole('alert')).toContainText('Nothing was saved');
  expect(await violations(owner)).toEqual([]);
  await taxRate.fill('8.875');
  try {
    await setStandardThreshold(owner, '150');
    await page.goto(storeUrl('aurora', '/'));
    await expect(page.getByText('Standard delivery is free on orders over $150.')).toBeVisible();
    await addToCartAndCheckout(page, 'aurora', POLO);
    await expect(
      page.getByRole('group', { name: 'Shipping method' }).getByRole('radio', { name: /Standard delivery/ }),
    ).toHaveAccessibleName(/free on orders over \$150/);
  } finally {
    await setStandardThreshold(owner, '100');
  }
  await page.goto(storeUrl('aurora', '/'));
  await expect(page.getByText('Standard delivery is free on orders over $100.')).toBeVisible();
});

test('a signed-in customer checks out with their default address chosen', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/signup'));
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill(`book-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('Quiet-Harbour-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto(storeUrl('aurora', '/account/addresses'));
  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByLabel('Label (Home, Office…)').fill('Home');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Analytical Row');
  await form.getByLabel('City').fill('Albany');
  await form.getByLabel('Postal code').fill('12207');
  await form.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your address was saved.' })).toBeVisible();

  // Signed in, the cart is the customer's stored one (no guest GetCart to wait for): the drawer says it took the line.
  await page.goto(storeUrl('aurora', POLO));
  await expect(page.getByRole('button', { name: /^Zoom in:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByRole('link', { name: /Chunky Polo Knit/ }).first()).toBeVisible();
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const shipTo = page.getByRole('group', { name: 'Ship to' });
  await expect(shipTo.getByRole('radio', { name: /12 Analytical Row/ })).toBeChecked();
  // The new address's fields stay out of the way while a saved one is chosen.
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toBeHidden();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('radio', { name: 'No gift wrapping' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/\d+/);
  await expect(page.getByText('12 Analytical Row')).toBeVisible();
});
