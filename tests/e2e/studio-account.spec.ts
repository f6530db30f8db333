/**
 * The studio account (decision 96) as a person uses it: the Account page beside Sign out changes the
 * password (the old one stops working, other sessions end, this one goes on); a forgotten password is
 * reset through the mailed link; two-factor sign-in is turned on from a QR code's key, then asked for
 * after the password, with a recovery code working once. Each test opens a store of its own, so the
 * demo owners' password is never changed.
 */
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { violations } from './support/axe';
import { freshOwner, signedInHeading, submitStudioSignIn } from './support/fresh-owner';
import { STUDIO_URL } from './support/studio';
import { storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

async function openAccount(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeFocused();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** The code an authenticator app shows for the key, `stepsAhead` 30-second steps from now. */
// Journeys through several sign-ins, a mailbox and a second browser.
test.beforeEach(() => test.setTimeout(TIME_LIMITS.journey));

const totpCode = (key: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), timestamp: Date.now() + stepsAhead * 30_000 });

test('an owner changes their password on the Account page: the old one stops working, and other sessions are signed out', async ({
  page,
  browser,
}) => {
  const owner = await freshOwner(page.request, 'acct-pw');
  const newPassword = 'Amber-Lighthouse-93';
  // Another browser, signed in before the change.
  const other = await browser.newPage();
  await submitStudioSignIn(other, owner.email, owner.password, '#account');
  await expect(signedInHeading(other)).toBeVisible();

  await submitStudioSignIn(page, owner.email, owner.password);
  await expect(signedInHeading(page)).toBeVisible();
  await openAccount(page);
  await expect(page.getByText(`Signed in as ${owner.email}`)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('account-page.png'), fullPage: true });

  const section = page.getByRole('region', { name: 'Change password' });
  const change = async (current: string, next: string, confirm = next) => {
    await section.getByLabel('Current password').fill(current);
    await section.getByLabel('New password', { exact: true }).fill(next);
    await section.getByLabel('Confirm new password').fill(confirm);
    await section.getByRole('button', { name: 'Change password' }).click();
  };
  await change(owner.password, newPassword, 'Amber-Lighthouse-39');
  await expect(section.getByLabel('Confirm new password')).toHaveAccessibleDescription('The two passwords are not the same');
  await change('not-my-password', newPassword);
  await expect(section.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is not correct');
  await expect(section.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await change(owner.password, 'password123');
  await expect(section.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/too common/);
  await change(owner.password, newPassword);
  await expect(section.getByRole('status')).toHaveText(/Your password was changed\. Your other studio sessions were signed out/);
  await expect(section.getByLabel('Current password')).toHaveValue('');

  // This session goes on, past a reload; the other browser's is over at its next call.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await other.close();

  await signOut(page);
  await submitStudioSignIn(page, owner.email, owner.password);
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct');
  await submitStudioSignIn(page, owner.email, newPassword);
  await expect(signedInHeading(page)).toBeVisible();
});

test('a forgotten password is reset through the mailed link, which works once, and the owner signs in with the new one', async ({
  page,
}) => {
  const owner = await freshOwner(page.request, 'acct-reset');
  const newPassword = 'Copper-Meadow-5107';
  await page.goto(STUDIO_URL);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('forgot-password.png') });
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If ${owner.email} has a studio account, a link to choose a new password is on its way`,
  );

  // Mail is delivered by the job workers just after the call answers (decision 84): reload until it is in.
  const mail = page.getByRole('article', { name: 'Choose a new Theme Studio password' }).filter({ hasText: owner.email });
  await expect(async () => {
    await page.goto(storeUrl('aurora', '/dev/mailbox'));
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const link = (await mail.getByRole('link', { name: /\?reset=/ }).getAttribute('href'))!;
  expect(new URL(link).origin).toBe(new URL(STUDIO_URL).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('reset-password.png') });
  const reset = async (next: string, confirm = next) => {
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(confirm);
    await page.getByRole('button', { name: 'Set new password' }).click();
  };
  await reset(newPassword, 'Copper-Meadow-5701');
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('The two passwords are not the same');
  // A weak password is refused at its field, and the link still works after it.
  await reset('password123');
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/too common/);
  await reset(newPassword);

  await expect(page.getByRole('status')).toHaveText('Your password was changed. Sign in with the new one.');
  await page.screenshot({ path: test.info().outputPath('sign-in-after-reset.png') });
  await expect(page).not.toHaveURL(/reset=/);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(signedInHeading(page)).toBeVisible();
  await signOut(page);

  // Used once: the link now says so, and offers a new one.
  await page.goto(link);
  await reset('Another-Meadow-6262');
  await expect(page.getByRole('alert')).toContainText('This reset link has expired or was already used');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page).not.toHaveURL(/reset=/);
});

test('two-factor sign-in: turned on from the key beside the QR code, then a code after the password, and a recovery code once', async ({
  page,
}) => {
  const owner = await freshOwner(page.request, 'acct-2fa');
  await submitStudioSignIn(page, owner.email, owner.password, '#account');
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section).toContainText('Off.');
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await section.getByLabel('Password').fill('not-my-password');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByLabel('Password')).toHaveAccessibleDescription('Your password is not correct');
  await section.getByLabel('Password').fill(owner.password);
  await section.getByRole('button', { name: 'Continue' }).click();

  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = await section.getByLabel(/Type this key into the app/).inputValue();
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('two-factor-setup.png'), fullPage: true });
  await section.getByLabel('Code from the app').fill(totpCode(key));
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codesPanel = section.getByRole('region', { name: 'Your recovery codes' });
  await expect(codesPanel.getByRole('heading')).toBeFocused();
  const shown = codesPanel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const recoveryCodes = await shown.allTextContents();
  await expect(codesPanel.getByRole('button', { name: 'Download codes' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('recovery-codes.png'), fullPage: true });
  await codesPanel.getByRole('button', { name: 'I have saved the codes' }).click();
  await expect(section).toContainText('On.');
  await expect(section).toContainText('10 of 10 recovery codes left');

  // The password alone no longer signs in: the code step follows it.
  await signOut(page);
  await submitStudioSignIn(page, owner.email, owner.password, '#account');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeFocused();
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('code-step.png') });
  await code.fill(String((Number(totpCode(key)) + 500_000) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription('The code is not correct, or was used already');
  // The code that turned it on was this step's, and a step's code signs in once: the next step's is accepted.
  await code.fill(totpCode(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(signedInHeading(page)).toBeVisible();

  // A recovery code instead of the app's: once.
  const withRecoveryCode = async (recoveryCode: string) => {
    await submitStudioSignIn(page, owner.email, owner.password, '#account');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(page.getByRole('heading', { name: 'Use a recovery code' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  await signOut(page);
  await withRecoveryCode(recoveryCodes[0]!.toUpperCase());
  await expect(signedInHeading(page)).toBeVisible();
  await signOut(page);
  await withRecoveryCode(recoveryCodes[0]!);
  await expect(page.getByRole('textbox', { name: 'Recovery code' })).toHaveAccessibleDescription(
    'The code is not correct, or was used already',
  );
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Signed in with another recovery code, the owner makes new codes, then turns two-factor off with the password: the password alone signs in again.
  await withRecoveryCode(recoveryCodes[1]!);
  await expect(signedInHeading(page)).toBeVisible();
  await expect(section).toContainText('8 of 10 recovery codes left');
  await section.getByRole('button', { name: 'New recovery codes' }).click();
  await section.getByLabel('Password').fill(owner.password);
  await section.getByRole('button', { name: 'Get new codes' }).click();
  await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(section.getByRole('list', { name: 'Recovery codes' })).not.toContainText(recoveryCodes[2]!);
  await section.getByRole('button', { name: 'I have saved the codes' }).click();
  await expect(section).toContainText('10 of 10 recovery codes left');
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await section.getByLabel('Password').fill(owner.password);
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section).toContainText('Off.');
  await signOut(page);
  await submitStudioSignIn(page, owner.email, owner.password, '#account');
  await expect(signedInHeading(page)).toBeVisible();
});
