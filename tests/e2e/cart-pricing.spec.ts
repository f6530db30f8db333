/**
 * The cart priced by the store (decision 29), on a phone: a shopper applies a discount code in the
 * cart and sees the discount and the tax line, is told why a code is refused and that one code fits
 * an order, and finds the code applied at checkout; then the whole journey: the code, the tax line,
 * a card payment through the fake Stripe for exactly the total shown, and the order turning Paid
 * when the webhook arrives. Without JavaScript the cart's code form posts and comes back priced.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consoleProblems } from './support/console-problems';
import { addToCartAndView, fillCardCheckout } from './support/cart-to-checkout';
import { storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

test.use({ viewport: { width: 390, height: 844 } });

const POLO = '/chunky-polo-knit';
const WELCOME = 'Code WELCOME10 (10% off) applied';

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const money = (text: string) => Math.round(Number(text.replace(/minus|[^0-9.]/g, '')) * 100);
/** A totals row's amount in cents, by its label. */
async function amount(list: Locator, label: string | RegExp): Promise<number> {
  const row = list.locator('dl > div').filter({ has: list.page().getByRole('term').filter({ hasText: label }) });
  return money(await row.getByRole('definition').innerText());
}

/** The rows add up to the total the store sent: the page shows its sums, not the browser's. */
async function expectTotalsAddUp(list: Locator) {
  const subtotal = await amount(list, /^Subtotal$/);
  const discount = await amount(list, /^Discount/);
  const shipping = await amount(list, /shipping/i);
  const tax = await amount(list, 'Tax (8.875%)');
  expect(discount).toBe(Math.round(subtotal / 10));
  expect(await amount(list, /^Total$/)).toBe(subtotal - discount + shipping + tax);
}

async function applyInCart(page: Page, typed: string) {
  const field = summary(page).getByRole('textbox', { name: 'Discount code' });
  await field.fill(typed);
  await field.press('Enter');
}

test('a shopper applies a code in the cart, sees the discount and the tax line, and checkout keeps the code', async ({ page }) => {
  const problems = consoleProblems(page);
  await addToCartAndView(page, 'aurora', POLO);
  await expect(summary(page).getByRole('term').filter({ hasText: 'Tax (8.875%)' })).toBeVisible();

  await applyInCart(page, 'nosuchcode');
  await expect(summary(page).getByRole('alert')).toHaveText(
    'NOSUCHCODE is not a discount code of this store. Check the spelling and try again.',
  );
  await summary(page).getByRole('button', { name: 'Remove discount code NOSUCHCODE' }).click();

  await applyInCart(page, 'welcome10');
  await expect(summary(page)).toContainText(WELCOME);
  await expect(summary(page).getByRole('term').filter({ hasText: 'Discount (WELCOME10 (10% off))' })).toBeVisible();
  await expectTotalsAddUp(summary(page));

  await applyInCart(page, 'SUMMER');
  await expect(summary(page).getByRole('textbox', { name: 'Discount code' })).toHaveAccessibleDescription(
    'Only one discount code can be used per order. Remove WELCOME10 first to use SUMMER instead.',
  );

  // A second unit: the store prices the cart again, discount and tax with it.
  const before = await amount(summary(page), /^Total$/);
  await page.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect.poll(() => amount(summary(page), /^Total$/)).toBeGreaterThan(before);
  await expectTotalsAddUp(summary(page));

  await summary(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(summary(page)).toContainText(WELCOME);
  await expect(summary(page).getByRole('term').filter({ hasText: 'Discount (WELCOME10 (10% off))' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('code, tax line and card: the shopper pays the total shown through the fake Stripe and the order turns Paid on the webhook', async ({
  page,
}) => {
  await addToCartAndView(page, 'aurora', POLO);
  await applyInCart(page, 'WELCOME10');
  await expect(summary(page)).toContainText(WELCOME);
  await summary(page).getByRole('link', { name: 'Checkout' }).click();

  await expect(summary(page)).toContainText(WELCOME);
  await fillCardCheckout(page, 'Mary Jackson');
  await expectTotalsAddUp(summary(page));
  const total = await amount(summary(page), /^Total$/);
  await page.getByRole('button', { name: 'Place order' }).click();

  const payHeading = page.getByRole('heading', { level: 1 });
  await expect(payHeading).toHaveText(/^Pay \d+\.\d\d USD$/);
  expect(money(await payHeading.innerText())).toBe(total);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/order\/\d+\?t=[\w-]+&payment=card$/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: TIME_LIMITS.serverWork });
  await expect(page.getByText(/^Discount \(WELCOME10 \(10% off\)\)/)).toBeVisible();
  await expect(page.getByText('Tax (8.875%)')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the cart's code form posts and the cart comes back priced with the discount and the tax line", async ({ page }) => {
    await page.goto(storeUrl('aurora', POLO));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(summary(page).getByRole('term').filter({ hasText: 'Tax (8.875%)' })).toBeVisible();

    await summary(page).getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(summary(page)).toContainText(WELCOME);
    await expectTotalsAddUp(summary(page));

    await summary(page).getByRole('textbox', { name: 'Discount code' }).fill('SUMMER');
    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(summary(page).getByRole('textbox', { name: 'Discount code' })).toHaveAccessibleDescription(
      'Only one discount code can be used per order. Remove WELCOME10 first to use SUMMER instead.',
    );
  });
});
