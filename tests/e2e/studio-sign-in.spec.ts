/**
 * Studio sign-in (decision 41): e-mail and password only; an owner of several stores chooses the store
 * after signing in, from a list of the stores that e-mail owns.
 */
import { expect, test } from '@playwright/test';
import { STUDIO_URL } from './support/studio';

test('an owner of several stores signs in with e-mail and password, then chooses the store to edit', async ({ page }) => {
  await page.goto(STUDIO_URL);
  await expect(page.getByLabel(/store name/i)).toHaveCount(0);
  await page.getByLabel('Email').fill('owner@webx.example');
  await page.getByLabel('Password').fill('Studio-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const chooser = page.getByRole('region', { name: 'Choose a store' });
  await expect(chooser.getByRole('heading', { name: 'Choose a store' })).toBeFocused();
  const choices = chooser.getByRole('list').getByRole('button');
  await expect(choices).toHaveText([/Atelier Clay/, /Aurora Boutique/, /Nordic Living/, /Sakura Tech/, /The Vault Cellar/]);

  // Back to the form, and in again: the chooser comes back the same.
  await chooser.getByRole('button', { name: 'Use another account' }).click();
  await page.getByLabel('Email').fill('owner@webx.example');
  await page.getByLabel('Password').fill('Studio-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await chooser.getByRole('button', { name: /Nordic Living/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Nordic Living/ })).toBeVisible();
});

test('a wrong password is refused before any store is shown', async ({ page }) => {
  await page.goto(STUDIO_URL);
  await page.getByLabel('Email').fill('owner@webx.example');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct');
  await expect(page.getByRole('heading', { name: 'Choose a store' })).toHaveCount(0);
});
