/**
 * The studio's back office on Sakura (docs/back-office.md): an owner ships a guest's order and the guest's page
 * and mailbox show it, confirms a bank transfer, cancels an order and its stock comes back, and
 * approves a reseller who could not sign in before. Orders are placed through the store API (one
 * browser is enough to watch the owner); every name, e-mail and key is new on each attempt, and the
 * products are ones no other spec buys.
 */
import { expect, test, type Page } from '@playwright/test';
import { cartCodeOf, placeGuestOrder, quantityLimit, sakuraProduct, unique } from './support/guest-orders';
import { openStorePage, signInToStudio, STUDIO_URL } from './support/studio';
import { storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

// Each journey signs in to the studio (which loads the theme editor and its preview) and loads
// storefront pages: more than the default 30 s on a host that also runs the rest of the suite.
test.beforeEach(() => test.slow());

/** Opens an order's page in the studio from the order list's search. */
async function searchOrderInStudio(page: Page, code: string) {
  await signInToStudio(page, 'sakura');
  await openStorePage(page, 'Orders');
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${code}` })).toBeVisible();
}

/** Opens an order's page in the studio by its address (#orders/<id>). */
async function openOrderInStudio(page: Page, order: { orderID: number; code: string }) {
  await signInToStudio(page, 'sakura');
  await page.goto(`${STUDIO_URL}#orders/${order.orderID}`);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${order.code}` })).toBeVisible();
}

async function changeStatus(page: Page, status: string, tracking?: { number: string; url: string }) {
  await page.getByLabel('New status').selectOption(status);
  if (tracking) {
    await page.getByLabel('Tracking number').fill(tracking.number);
    await page.getByLabel('Tracking link').fill(tracking.url);
  }
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The order is ${status}; the customer was emailed.` })).toBeVisible();
}

test("an owner ships a guest's order: the guest's page shows Shipped with the tracking link, and the mail is in the mailbox", async ({
  page,
  request,
}) => {
  const product = await cartCodeOf(page, await sakuraProduct(request, 0));
  const email = `guest-${unique()}@example.com`;
  const order = await placeGuestOrder(request, product.code, 'cod', email);
  await searchOrderInStudio(page, order.code);
  const tracking = { number: `JP${unique().toUpperCase()}`, url: 'https://track.example/parcel' };
  await changeStatus(page, 'Shipped', tracking);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('by owner@sakura.example');

  await page.goto(storeUrl('sakura', order.orderUrl));
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByTestId('tracking-number')).toHaveText(tracking.number);
  await expect(page.getByRole('link', { name: 'Track your package' })).toHaveAttribute('href', tracking.url);

  // Mail is delivered by the job workers just after the call answers (decision 84): reload until it is in.
  const mail = page.getByRole('article', { name: `Your order ${order.code} is Shipped` });
  await expect(async () => {
    await page.goto(storeUrl('sakura', '/dev/mailbox'));
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText(email);
  await expect(mail).toContainText(tracking.url);
});

test("a bank transfer is confirmed: the order shows Paid in the studio and on the guest's page", async ({ page, request }) => {
  const product = await cartCodeOf(page, await sakuraProduct(request, 1));
  const order = await placeGuestOrder(request, product.code, 'bank_transfer', `transfer-${unique()}@example.com`);
  await openOrderInStudio(page, order);
  await expect(page.getByText('Verification Pending').first()).toBeVisible();
  await expect(page.getByText('Confirms that the bank transfer arrived.')).toBeVisible();
  await changeStatus(page, 'Paid');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid');
  await page.goto(storeUrl('sakura', order.orderUrl));
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
});

test("a cancelled order's stock is back", async ({ page, request }) => {
  const url = await sakuraProduct(request, 2);
  const product = await cartCodeOf(page, url);
  const order = await placeGuestOrder(request, product.code, 'cod', `cancel-${unique()}@example.com`);
  const stockNow = async () => {
    await page.goto(storeUrl('sakura', url));
    return quantityLimit(page);
  };
  await expect.poll(stockNow, { timeout: TIME_LIMITS.serverWork }).toBe(product.stock - 1);
  await openOrderInStudio(page, order);
  await expect(page.getByText('Cancelling returns every item to stock')).toBeHidden();
  await page.getByLabel('New status').selectOption('Cancelled');
  await expect(page.getByText('Cancelling returns every item to stock and cannot be undone.')).toBeVisible();
  await changeStatus(page, 'Cancelled');
  await expect(page.getByText('A Cancelled order cannot change any more.')).toBeVisible();
  await expect.poll(stockNow, { message: 'the product page shows the units back', timeout: TIME_LIMITS.serverWork }).toBe(product.stock);
});

test('a reseller signs up, cannot sign in, is approved by the owner, then signs in', async ({ page }) => {
  const id = unique();
  const email = `reseller-${id}@example.com`;
  const password = 'Bamboo-Lantern-73';
  const lastName = `Reseller ${id}`;
  await page.goto(storeUrl('sakura', '/signup'));
  await page.getByLabel('First name').fill('Rin');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email (optional)').fill(email);
  await page.getByLabel('Account type').selectOption({ label: 'Reseller' });
  await page.getByLabel('Company name').fill('Rin Trading');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/status\?state=pending/);

  const signIn = async () => {
    await page.goto(storeUrl('sakura', '/signin'));
    await page.getByLabel('Email or phone').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();
  await expect(page.getByText('Your account is waiting for the store to approve it')).toBeVisible();
  await expect(page.getByText(/403/)).toHaveCount(0);

  // Straight to Customers, as an owner's link there opens it: the editor and its preview are never loaded.
  await signInToStudio(page, 'sakura', '#customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(`Rin ${lastName}`) });
  await expect(row).toContainText('Approval Pending');
  await row.getByRole('button', { name: `Approve Rin ${lastName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Rin ${lastName} is now Active` })).toBeVisible();
  await expect(row).toContainText('Active');

  await signIn();
  await expect(page).not.toHaveURL(/\/signin/);
  const approved = page.getByRole('article').filter({ hasText: email }).filter({ hasText: 'approved your account' });
  await expect(async () => {
    await page.goto(storeUrl('sakura', '/dev/mailbox'));
    await expect(approved.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});
