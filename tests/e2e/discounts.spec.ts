/**
 * Discount codes at checkout (docs/checkout.md): a shopper tries a code that does not exist and is told so,
 * applies the store's code and sees the discount in the summary, is told only one code fits an
 * order, and finds the discount on the placed order's page.
 */
import { expect, test, type Page } from '@playwright/test';
import { consoleProblems } from './support/console-problems';
import { addToCartAndCheckout, fillGuestCheckout } from './support/cart-to-checkout';
import { signInToStudio, STUDIO_URL } from './support/studio';

const POLO = '/chunky-polo-knit';

const polosInCheckout = (page: Page) => addToCartAndCheckout(page, 'aurora', POLO);

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('a shopper applies a discount code at checkout and finds the discount on the order', async ({ page }) => {
  const problems = consoleProblems(page);
  await polosInCheckout(page);
  const code = page.getByRole('textbox', { name: 'Discount code' });

  await code.fill('nosuchcode');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(summary(page).getByRole('alert')).toHaveText(
    'NOSUCHCODE is not a discount code of this store. Check the spelling and try again.',
  );
  await page.getByRole('button', { name: 'Remove discount code NOSUCHCODE' }).click();

  await code.fill('welcome10');
  await code.press('Enter');
  await expect(summary(page)).toContainText('Code WELCOME10 (10% off) applied');
  const subtotal = money(await summary(page).getByRole('definition').nth(1).innerText());
  const discountRow = summary(page).getByText(/^Discount \(WELCOME10/);
  await expect(discountRow).toBeVisible();
  const discount = summary(page).locator('dd').filter({ hasText: 'minus' }).first();
  await expect(discount).toContainText('$');
  expect(money((await discount.innerText()).replace('minus', ''))).toBe(Math.round(subtotal * 10) / 100);

  await code.fill('SUMMER');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(code).toHaveAccessibleDescription(
    'Only one discount code can be used per order. Remove WELCOME10 first to use SUMMER instead.',
  );

  await fillGuestCheckout(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\?t=/);
  await expect(page.getByText(/^Discount \(WELCOME10 \(10% off\)\)/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('an owner creates a code, sees its usage, pauses it, and issues a gift card in the studio', async ({ page }) => {
  await signInToStudio(page, 'nordic');
  await page.goto(`${STUDIO_URL}#discounts`);
  await expect(page.getByRole('heading', { name: 'Discounts', level: 2 })).toBeVisible();
  const codes = page.getByRole('region', { name: 'Codes and automatic discounts' });
  await expect(codes.getByRole('row', { name: /HYGGE50/ })).toBeVisible();

  const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('form', { name: 'New discount' });
  await form.getByLabel('Code (leave empty for an automatic discount)').fill(code);
  await form.getByLabel('Percent off').fill('101');
  await form.getByRole('button', { name: 'Create discount' }).click();
  await expect(form.getByLabel('Percent off')).toHaveAccessibleDescription('Percent must be 1 to 100');
  await form.getByLabel('Percent off').fill('20');
  await form.getByLabel('Uses in total (optional)').fill('5');
  await form.getByRole('button', { name: 'Create discount' }).click();
  const row = codes.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('20% off');
  await expect(row).toContainText('0 / 5');
  await row.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(row).toContainText('paused');

  const cards = page.getByRole('region', { name: 'Gift cards' });
  await cards.getByLabel('Amount').fill('30');
  await cards.getByRole('button', { name: 'Issue gift card' }).click();
  await expect(cards.getByRole('status')).toContainText(/Gift card [0-9A-Z]{16} issued with a balance of 30\.00/);
});
