/**
 * A store of the test's own, opened through the operator API (decision 97), with its owner's e-mail and
 * password: specs that change a password or turn two-factor sign-in on use one, so the demo owners'
 * password that every other spec signs in with never changes.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STUDIO_URL } from './studio';
import { E2E_OPERATOR_TOKEN, E2E_PORT } from './store-urls';

export interface FreshOwner {
  store: string;
  email: string;
  password: string;
}

export async function freshOwner(request: APIRequestContext, prefix: string): Promise<FreshOwner> {
  const store = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const owner = { store, email: `owner@${store}.example`, password: 'Quiet-Harbour-4821' };
  // Node does not resolve *.localhost: the API calls go to the loopback address.
  const created = await request.post(`http://127.0.0.1:${E2E_PORT}/store-api/Operator/CreateStore`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { name: store, email: owner.email, password: owner.password, currency: 'EUR', country: 'DE' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return owner;
}

/**
 * The studio's sign-in form, filled and sent, on the page a hash names (`#account`: no editor frame to
 * load); what follows (the studio, a code step, a refusal) is the caller's to check.
 */
export async function submitStudioSignIn(page: Page, email: string, password: string, hash = ''): Promise<void> {
  await page.goto(`${STUDIO_URL}${hash}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The signed-in studio's heading names the store; the sign-in form's own says "Theme Studio" alone. */
export const signedInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Theme Studio · / });
