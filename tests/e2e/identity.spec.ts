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

/** Signs out from the account page and waits for the guest tokens to be stored (the home page). */
async function signOut(page: Page) {
  await page.goto(storeUrl('aurora', '/account'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(storeUrl('aurora', '/'));
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

test('the account page comes from the server with the profile in it, not a loading note the form then pushes down', async ({ page }) => {
  const email = `whole.${Date.now()}@example.com`;
  await signUp(page, email, 'Copper-Kettle-58');
  // The server's page, as the browser first paints it.
  const served = await (await page.reload())!.text();
  expect(served).toContain(email);
  expect(served).not.toContain('Loading your profile');
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('First name')).toHaveValue('Robin');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
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
  await signOut(page);
  await page.goto(storeUrl('aurora', '/signin'));
  await signIn(page, email, 'Silver-Spoon-31');
  await expect(page).toHaveURL(/\/account$/);
});

test('reset password through the development mailbox', async ({ page }) => {
  const email = `reset.${Date.now()}@example.com`;
  await signUp(page, email, 'Copper-Kettle-58');
  await signOut(page);
  await page.goto(storeUrl('aurora', '/forgotpassword'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent it a link/)).toBeVisible();
  // Mail is delivered by the job workers just after the call answers (decision 84): reload until it is in.
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await expect(async () => {
    await page.goto(storeUrl('aurora', '/dev/mailbox'));
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await mail.getByRole('link').click();
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
  const card = page.locator('article.product-card a:not([aria-hidden])').first();
  const productPath = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(storeUrl('aurora', productPath));
  await expect(page.getByRole('button', { name: 'Add to wishlist', exact: true })).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(page.getByText(`${name} was added to your wishlist.`)).toBeVisible();
  await page.goto(storeUrl('aurora', '/wishlist'));
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
});

test('a guest cart is kept at sign-in and the shopper is told; sign-out empties the cart on this device', async ({ page }) => {
  // The demo customer's server cart outlives a test (and a run), so the assertions name only the
  // line this test adds, never a count of everything in the cart.
  await page.goto(storeUrl('aurora', '/chunky-polo-knit'));
  await expect(page.getByRole('button', { name: /^Zoom in:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Chunky Polo Knit' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto(storeUrl('aurora', '/signin'));
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByText(/The item in your cart was added to your account's cart/)).toBeVisible();
  await page.goto(storeUrl('aurora', '/cart'));
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Chunky Polo Knit' })).toBeVisible();

  await signOut(page);
  await page.goto(storeUrl('aurora', '/cart'));
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
});

test('wishlist buttons on product cards: a guest is sent to sign in with the way back, a customer adds and removes', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/shop'));
  const firstCard = page.locator('article.product-card').first();
  await firstCard.getByRole('button', { name: /^Add .+ to wishlist$/ }).click();
  await expect(page).toHaveURL(/\/signin\?next=%2Fshop$/);

  await signUp(page, `cards.${Date.now()}@example.com`, 'Copper-Kettle-58');
  await page.goto(storeUrl('aurora', '/shop'));
  const card = page.locator('article.product-card').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${name} was added to your wishlist.` })).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist 1 items' })).toBeVisible();

  await card.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expect(card.getByRole('button', { name: `Add ${name} to wishlist` })).toBeVisible();
  await page.goto(storeUrl('aurora', '/wishlist'));
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
});
