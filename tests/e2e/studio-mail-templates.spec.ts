/**
 * The studio's Mail templates (docs/back-office.md, "Mail templates"; decision 108): the owner edits
 * the order confirmation's subject, sees the preview follow with the store's name, saves; a shopper's
 * order placed afterwards is in the development mailbox under the new subject. A template the store
 * API refuses shows its message, naming the line, under its field. Axe finds nothing on the page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { violations } from './support/axe';
import { cartCodeOf, placeGuestOrder, sakuraProduct, unique } from './support/guest-orders';
import { ownerToken } from './support/store-bypass';
import { signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';

const STORE = 'sakura';
const API = `http://127.0.0.1:${E2E_PORT}/store-api`;

/** Puts the confirmation back to its default, so other journeys' orders are mailed as before. */
async function resetConfirmation(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await ownerToken(request, API, STORE)}` };
  await request.post(`${API}/Owner/ResetMailTemplate`, { data: { Name: 'order-confirmation' }, headers });
}
test.beforeEach(async ({ request }) => resetConfirmation(request));
test.afterEach(async ({ request }) => resetConfirmation(request));
test.beforeEach(() => test.slow());

test("the owner rewords the order confirmation's subject and the next order's mail has it", async ({ page, request }) => {
  await signInToStudio(page, STORE, '#mail');
  await expect(page.getByRole('heading', { level: 2, name: 'Mail templates' })).toBeVisible();
  await expect(page.getByLabel('Mail', { exact: true })).toHaveValue('order-confirmation');
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue('Your order {{ order.code }} at {{ store.name }}');
  await expect(page.getByRole('term').filter({ hasText: '{{ order.total }}' })).toBeVisible();

  // A filter Liquid does not have is refused under the field, naming the line.
  await subject.fill('Order {{ order.code | shout }}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Subject, line 1: undefined filter: shout')).toBeVisible();
  await expect(subject).toBeFocused();

  const tag = unique();
  await subject.fill(`Thank you! Order {{ order.code }} (${tag})`);
  await expect(page.getByTestId('mail-preview-subject')).toHaveText(`Thank you! Order SAMPLE-1001 (${tag})`);
  const html = page.frameLocator('iframe[title="HTML version"]');
  await expect(html.getByText('thank you for your order SAMPLE-1001')).toBeVisible();
  await expect(page.getByLabel('Text version')).toContainText('See your order at any time:');
  // Axe cannot enter a frame that runs no scripts (it waits for one forever): the mail's HTML is checked above, the page without it here.
  await page.locator('iframe[title="HTML version"]').evaluate((frame) => frame.remove());
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('option', { name: 'Order confirmation (edited)' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Reset to default' })).toBeEnabled();

  const product = await cartCodeOf(page, await sakuraProduct(request, 5));
  const email = `template-${tag}@example.com`;
  const order = await placeGuestOrder(request, product.code, 'cod', email);
  const mail = page.getByRole('article', { name: `Thank you! Order ${order.code} (${tag})` });
  await expect(async () => {
    await page.goto(storeUrl(STORE, '/dev/mailbox'));
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(mail).toContainText(email);
  await expect(mail).toContainText('Hello Hana Sato,');
});
