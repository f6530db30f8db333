/**
 * The address book in the account pages (docs/identity.md), live and without JavaScript: a mistake is named
 * beside its field, an added address is listed (the first is the default), another is made the
 * default, and one is deleted. Sakura's demo customer: no other spec keeps addresses there.
 */
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from './support/store-urls';

async function openAddressBook(page: Page) {
  await page.goto(storeUrl('sakura', '/signin?redirect=/account/addresses'));
  await page.getByLabel('Email').fill('demo@sakura.example');
  await page.getByLabel('Password').fill('Shopper-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  // The account navigation names it, marked as the page the shopper is on (and My Account is not).
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Address Book' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'My Account' })).not.toHaveAttribute('aria-current', 'page');
}

async function addAddress(page: Page, label: string, line1: string) {
  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByLabel('Label (Home, Office…)').fill(label);
  await form.getByLabel('Full name').fill('Ren Matsuda');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(line1);
  await form.getByLabel('City').fill('Tokyo');
  await form.getByLabel('Postal code').fill('150-0002');
  await form.getByRole('combobox', { name: 'Country' }).selectOption('JP');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your address was saved.' })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'live' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('a customer adds, makes default and deletes addresses', async ({ page }) => {
      await openAddressBook(page);
      const form = page.getByRole('form', { name: 'Add an address' });
      await form.getByRole('button', { name: 'Add address' }).click();
      await expect(form.getByLabel('City')).toHaveAccessibleDescription('City is required');

      const home = `Home ${javaScriptEnabled ? 'live' : 'plain'}`;
      const office = `Office ${javaScriptEnabled ? 'live' : 'plain'}`;
      await addAddress(page, home, '1-2-3 Shibuya');
      await addAddress(page, office, '4-5-6 Shinjuku');
      const book = page.getByRole('list', { name: 'Saved addresses' });
      await expect(book.getByRole('listitem').filter({ hasText: office })).toContainText('Japan');

      await page.getByRole('button', { name: `Make ${office} the default` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your default address was changed.' })).toBeVisible();
      await expect(book.getByRole('listitem').filter({ hasText: office })).toContainText('(Default)');

      await page.getByRole('button', { name: `Delete ${home}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The address was deleted.' })).toBeVisible();
      await expect(book.getByRole('listitem').filter({ hasText: home })).toHaveCount(0);
      await page.getByRole('button', { name: `Delete ${office}` }).click();
      await expect(book.getByRole('listitem').filter({ hasText: office })).toHaveCount(0);
    });
  });
}
