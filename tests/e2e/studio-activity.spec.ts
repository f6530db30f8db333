/**
 * The studio's Activity (decision 99): after a failed and a good sign-in, the owner opens Activity
 * from the Store menu and finds both, with the address they came from; filtering by action keeps only
 * that action; axe finds nothing on desktop and phone.
 */
import { expect, test } from '@playwright/test';
import { violations } from './support/axe';
import { openStorePage, signInToStudio, STUDIO_URL } from './support/studio';

const STORE = 'sakura';

test('the owner reads who signed in, and who failed to, on the Activity page', async ({ page }) => {
  // A wrong password first: the store's log tells the owner of it.
  await page.goto(STUDIO_URL);
  await page.getByLabel('Email').fill(`owner@${STORE}.example`);
  await page.getByLabel('Password').fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not correct');

  await signInToStudio(page, STORE);
  await openStorePage(page, 'Activity');
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeFocused();
  const entries = page.getByRole('table', { name: 'Activity, newest first' });
  const signedIn = entries.getByRole('row').filter({ hasText: 'Signed in' }).first();
  await expect(signedIn).toContainText(`owner@${STORE}.example`);
  await expect(signedIn).toContainText('127.0.0.1');
  await expect(entries.getByRole('row').filter({ hasText: 'Failed to sign in' }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('activity-desktop.png'), fullPage: true });

  await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption({ label: 'Failed to sign in' });
  await expect(entries.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(entries.getByRole('row').filter({ hasText: 'Failed to sign in' }).first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('activity-phone.png'), fullPage: true });
});
