/**
 * Paying by card through the fake Stripe (tests/fakes/fake-stripe.ts, the suite's second web server):
 * the checkout sends the shopper to the card page, paying there brings them back to their order,
 * which turns Paid when the signed webhook has arrived; leaving the card page keeps the order to pay again;
 * an order a gift card pays in full needs no card page at all.
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCartAndCheckout, fillCardCheckout } from './support/cart-to-checkout';
import { storeUrl } from './support/store-urls';
import { signInToStudio, STUDIO_URL } from './support/studio';
import { TIME_LIMITS } from './support/time-limits';

const POLO = '/chunky-polo-knit';

async function checkoutPoloByCard(page: Page) {
  await addToCartAndCheckout(page, 'aurora', POLO);
  await placeByCard(page, 'Katherine Johnson');
}

/** Fills the checkout, chooses the card, places the order and lands on the fake's hosted page (its own origin). */
async function placeByCard(page: Page, name: string) {
  await fillCardCheckout(page, name);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay \d+\.\d\d USD$/);
}

test('a shopper pays by card on the payment page and the order turns Paid when the webhook arrives', async ({ page }) => {
  await checkoutPoloByCard(page);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/order\/\d+\?t=[\w-]+&payment=card$/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: TIME_LIMITS.serverWork });
  await expect(page.getByRole('status').filter({ hasText: 'Your card payment arrived' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay another way' })).toHaveCount(0);
});

test('a shopper who cancels on the card page keeps the order and can pay it again', async ({ page }) => {
  await checkoutPoloByCard(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/oc\/WX-[0-9A-Z]{10}\?t=[\w-]+&payment=cancelled$/);
  await expect(page.getByRole('status').filter({ hasText: 'You left the card payment' })).toBeVisible();
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay \d+\.\d\d USD$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: TIME_LIMITS.serverWork });
});

test('an order a gift card pays in full is Paid at once, without a card page, though the card was chosen', async ({ page }) => {
  await signInToStudio(page, 'aurora');
  await page.goto(`${STUDIO_URL}#discounts`);
  const cards = page.getByRole('region', { name: 'Gift cards' });
  await cards.getByLabel('Amount').fill('500');
  await cards.getByRole('button', { name: 'Issue gift card' }).click();
  await expect(cards.getByRole('status')).toContainText(/Gift card [0-9A-Z]{16} issued/);
  const code = /Gift card ([0-9A-Z]{16})/.exec(await cards.getByRole('status').innerText())![1]!;

  await addToCartAndCheckout(page, 'aurora', POLO);
  const giftCard = page.getByRole('textbox', { name: 'Gift card' });
  await giftCard.fill(code);
  await giftCard.press('Enter');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Your gift card pays for this order in full');
  await fillCardCheckout(page, 'Annie Easley');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order\/\d+\?t=[\w-]+$/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByText('Paid in full with your gift card: there is nothing left to pay.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checkout post goes on to the card page, and the order page shows it Paid on return', async ({ page }) => {
    await page.goto(storeUrl('aurora', POLO));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    // Redirected by the server to the payment page's origin (the page CSP's form-action allows it).
    await placeByCard(page, 'Dorothy Vaughan');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?t=[\w-]+&payment=card$/);
    await expect(page.getByTestId('order-status')).toHaveText('Paid');
  });
});
