/**
 * Staff (decision 95): Sakura's owner invites a new person with the orders-only role; the invitee
 * opens the link from the mailbox, chooses a password and lands in the studio on Orders, with no theme
 * editor, no Publish and no Settings offered, and a checklist that links to none of the steps they cannot take; they ship an order, and a direct call to publish the
 * theme answers 403. The used link then says it cannot be used. axe finds nothing on the new screens.
 * The invitee's e-mail is new on every attempt; the demo owners' accounts are left as they are.
 */
import { expect, test } from '@playwright/test';
import { violations } from './support/axe';
import { cartCodeOf, placeGuestOrder, sakuraProduct, unique } from './support/guest-orders';
import { openStorePage, signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';

const API = `http://127.0.0.1:${E2E_PORT}/store-api`;
const PASSWORD = 'Harbour-Lantern-77';

test.beforeEach(() => test.slow());

test('an invited orders-only member joins, ships an order, and cannot publish the theme', async ({ page, browser, request }) => {
  const email = `clerk-${unique()}@crew.example`;
  await signInToStudio(page, 'sakura');
  await openStorePage(page, 'Staff');
  await expect(page.getByRole('heading', { level: 2, name: 'Staff' })).toBeFocused();
  await expect(page.getByRole('article', { name: 'owner@sakura.example' })).toContainText('Owner');

  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText(/^Email must be/)).toBeVisible();
  await form.getByLabel('E-mail').fill(email);
  await expect(form.getByRole('radio', { name: /^Orders only/ })).toBeChecked();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Invitation of ${email}` })).toContainText('Orders only');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('staff-page.png'), fullPage: true });

  // The invitee, in a browser of their own, finds the link in the mailbox (mail is sent by a job: reload until it is in).
  const invitee = await (await browser.newContext()).newPage();
  const mail = invitee.getByRole('article').filter({ hasText: email }).filter({ hasText: 'invited to join the staff' });
  await expect(async () => {
    await invitee.goto(storeUrl('sakura', '/dev/mailbox'));
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const link = (await mail.getByRole('link', { name: /#accept-invitation\// }).getAttribute('href'))!;
  expect(new URL(link).port).toBe(String(E2E_PORT));

  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: /^Join / })).toBeFocused();
  await expect(invitee.getByText(`signing in as ${email}`)).toBeVisible();
  expect(await violations(invitee)).toEqual([]);
  await invitee.screenshot({ path: test.info().outputPath('accept-invitation.png'), fullPage: true });
  await invitee.getByLabel('Choose a password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create account and join' }).click();

  // In the store, on Orders: the pages of other roles are not offered.
  await expect(invitee.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  const nav = invitee.getByRole('navigation', { name: 'Studio' });
  await expect(nav.getByRole('link')).toHaveText(['Checklist', 'Orders']);
  await expect(invitee.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(invitee.getByRole('link', { name: 'Theme editor' })).toHaveCount(0);
  await expect(invitee.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  expect(await violations(invitee)).toEqual([]);
  await invitee.screenshot({ path: test.info().outputPath('member-orders.png'), fullPage: true });

  // The checklist offers none of the steps the role cannot take: it says who takes them.
  await nav.getByRole('link', { name: 'Checklist' }).click();
  await expect(invitee.getByRole('heading', { level: 2, name: 'Checklist' })).toBeFocused();
  const checklist = invitee.getByRole('main');
  await expect(checklist.getByRole('listitem').first()).toBeVisible();
  await expect(checklist.getByRole('link', { name: /product|theme editor|shipping/i })).toHaveCount(0);
  await expect(checklist.getByRole('button', { name: 'Open the store' })).toHaveCount(0);
  expect(await violations(invitee)).toEqual([]);

  // They ship a guest's order.
  const product = await cartCodeOf(invitee, await sakuraProduct(request, 4));
  const order = await placeGuestOrder(request, product.code, 'cod', `staff-guest-${unique()}@example.com`);
  await invitee.goto(link.replace(/#.*$/, `#orders/${order.orderID}`));
  await expect(invitee.getByRole('heading', { level: 2, name: `Order ${order.code}` })).toBeVisible();
  await invitee.getByLabel('New status').selectOption('Shipped');
  await invitee.getByRole('button', { name: 'Update status' }).click();
  await expect(invitee.getByRole('status').filter({ hasText: 'The order is Shipped; the customer was emailed.' })).toBeVisible();
  await expect(invitee.getByRole('region', { name: 'Timeline' })).toContainText(`by ${email}`);

  // The store API refuses what the role does not include, whatever the studio offers.
  const signedIn = await request.post(`${API}/Owner/SignIn`, { data: { Store: 'sakura', Email: email, Password: PASSWORD } });
  const token = ((await signedIn.json()) as { data: { ownerToken: string } }).data.ownerToken;
  const publish = await request.post(`${API}/Theme/Publish`, { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(publish.status()).toBe(403);
  expect(((await publish.json()) as { message: string }).message).toMatch(/permission/);

  // The link worked once.
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeVisible();
  await expect(invitee.getByRole('alert')).toContainText('already used');
  expect(await violations(invitee)).toEqual([]);

  // The owner sees the new member and no invitation pending.
  await page.reload();
  await expect(page.getByRole('article', { name: email })).toContainText('Orders only');
  await expect(page.getByText('No invitation waiting for an answer.')).toBeVisible();
});
