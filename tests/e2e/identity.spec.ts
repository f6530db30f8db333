/**
 * Identity journeys on the Aurora demo store: the auth guard's redirect and return, sign-in with a
 * wrong then the right password, sign-out, sign-up, change password, reset through the development
 * mailbox, and the wishlist from the product page.
 */
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from './support/store-urls';

const DEMO = { email: 'demo@aurora.example', password: 'Shopper-2026' };

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto(storeUrl('aurora', '/signup'));
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test('a guest is sent to sign in, a wrong password says so, and the right one returns to the page asked for', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/wishlist'));
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fwishlist/);
  await signIn(page, DEMO.email, 'not-my-password');
  await expect(page.getByText('The email or password is not correct')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'Wishlist' })).toBeVisible();
});

test('sign up, sign out, and the account area is closed again', async ({ page }) => {
  await signUp(page, `robin.${Date.now()}@example.com`, 'Copper-Kettle-58');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(storeUrl('aurora', '/'));
  await page.goto(storeUrl('aurora', '/account'));
  await expect(page).toHaveURL(/\/signin\?redirect=%2Faccount/);
});

test('change password needs the current one, then the new one signs in', async ({ page }) => {
  const email = `chg.${Date.now()}@example.com`;
  await signUp(page, email, 'Copper-Kettle-58');
  await page.goto(storeUrl('aurora', '/changepassword'));
  await page.getByLabel('Current password').fill('wrong-current-1');
  await page.getByLabel('New password').fill('Silver-Spoon-31');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill('Copper-Kettle-58');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password was changed/)).toBeVisible();
  await page.goto(storeUrl('aurora', '/account'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(storeUrl('aurora', '/signin'));
  await signIn(page, email, 'Silver-Spoon-31');
  await expect(page).toHaveURL(/\/account$/);
});

test('reset password through the development mailbox', async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  await signUp(page, email, 'Copper-Kettle-58');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(storeUrl('aurora', '/forgotpassword'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent it a link/)).toBeVisible();
  await page.goto(storeUrl('aurora', '/dev/mailbox'));
  await page.getByRole('article').filter({ hasText: email }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New password').fill('Velvet-Harbor-64');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/Your password was reset/)).toBeVisible();
  await page.goto(storeUrl('aurora', '/signin'));
  await signIn(page, email, 'Velvet-Harbor-64');
  await expect(page).toHaveURL(/\/account$/);
});

test('wishlist: add from the product page, see it listed, remove it', async ({ page }) => {
  await signUp(page, `wish.${Date.now()}@example.com`, 'Copper-Kettle-58');
  await page.goto(storeUrl('aurora', '/shop'));
  await page.locator('article.product-card a:not([aria-hidden])').first().click();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText(`${name} was added to your wishlist.`)).toBeVisible();
  await page.goto(storeUrl('aurora', '/wishlist'));
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
});
