/**
 * The studio's Messages (docs/back-office.md): a shopper writes to Nordic from its contact page; its owner opens
 * Messages in the studio, finds the message unread, opens it (it is read now, with a reply link to
 * the sender), archives it, and finds it under Archived and no longer in the inbox. The sender's name
 * is new on each attempt, so other runs' messages never get in the way.
 */
import { expect, test } from '@playwright/test';
import { signInToStudio, STUDIO_URL } from './support/studio';
import { storeUrl } from './support/store-urls';

// The journey loads a storefront page and signs in to the studio (which loads the theme editor).
test.beforeEach(() => test.slow());

test("a shopper's contact message reaches the owner's inbox unread, is read on opening and archived", async ({ page }) => {
  const sender = `Mia Berg ${Date.now().toString(36)}`;
  await page.goto(storeUrl('nordic', '/contact'));
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send message' }) });
  await expect(form).toHaveJSProperty('noValidate', true);
  await form.getByRole('textbox', { name: 'Name' }).fill(sender);
  await form.getByRole('textbox', { name: 'Email' }).fill('mia.berg@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill('Does the oak table come in a longer size?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message was sent. We will reply soon.')).toBeVisible();

  await signInToStudio(page, 'nordic');
  await page.goto(`${STUDIO_URL}#messages`);
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  // The studio's nav marks the page and counts what is unread.
  const messagesLink = page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toHaveAttribute('aria-current', 'page');
  await expect(messagesLink).toHaveAccessibleName(/^Messages \(\d+ unread\)$/);
  const row = page.getByRole('row', { name: new RegExp(sender) });
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('Contact page');
  await expect(row).toContainText('Does the oak table come in a longer size?');

  await row.getByRole('link', { name: sender }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Message from ${sender}` })).toBeVisible();
  await expect(page.getByText('Read', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', /^mailto:mia\.berg@example\.com\?subject=/);
  await expect(page.getByText('Does the oak table come in a longer size?')).toBeVisible();

  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Archived.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move to inbox' })).toBeVisible();

  await page.getByRole('link', { name: '← All messages' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Inbox/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('row', { name: new RegExp(sender) })).toHaveCount(0);
  await page.getByRole('button', { name: /^Archived/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(sender) })).toContainText('Archived');
});
