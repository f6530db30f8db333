/** The Theme Studio on the end-to-end server, and signing in as a demo store's owner. */
import { expect, type Frame, type Page } from '@playwright/test';
import { E2E_PORT } from './store-urls';

export const STUDIO_URL = `http://studio.localhost:${E2E_PORT}/`;

export async function signInToStudio(page: Page, store: string): Promise<void> {
  await page.goto(STUDIO_URL);
  // The README's path: the owner's e-mail and password; the store name is only for an owner of several.
  await page.getByLabel('Email').fill(`owner@${store}.example`);
  await page.getByLabel('Password').fill('Studio-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Theme Studio/ })).toBeVisible();
}

/** The editor frame, once it has loaded and shows the store's header. */
export async function editorFrame(page: Page): Promise<Frame> {
  // .first(): a draft may hold a second header section (the studio can add any type).
  await expect(page.frameLocator('iframe[title="Store preview"]').locator('header[data-section-type="1"]').first()).toBeVisible({
    timeout: 15_000,
  });
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/editor');
  if (!frame) throw new Error('editor frame not found');
  return frame;
}

/** The frame's theme CSS: its custom properties (#theme-vars, once the studio recompiled it) and its rules. */
export const themeCss = (frame: Frame) =>
  frame.evaluate(() => ['theme-vars', 'theme-css'].map((id) => document.getElementById(id)?.textContent ?? '').join('\n'));
export const sectionIds = (frame: Frame) =>
  frame.evaluate(() => [...document.querySelectorAll('[data-temp-id]')].map((el) => el.getAttribute('data-temp-id')!));

/** The preview link the studio offers to share (from its Share preview dialog, closed again after). */
export async function sharedPreviewLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a preview of the draft' });
  const href = await dialog.getByRole('link', { name: 'Open the preview' }).getAttribute('href');
  await expect(dialog.getByLabel('Preview link address')).toHaveValue(href!);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return href!;
}

/** Opens one of the store's pages (Orders, Customers, Messages, Analytics, Settings) from the editor's "Store" menu. */
export async function openStorePage(page: Page, name: 'Orders' | 'Customers' | 'Messages' | 'Analytics' | 'Settings'): Promise<void> {
  await page.getByRole('button', { name: /^Store/ }).click();
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name, exact: true }).click();
}

/** Publishes the draft through the studio's confirmation, and waits for the studio to say it is live. */
export async function publishDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('alertdialog', { name: 'Publish the draft?' }).getByRole('button', { name: 'Publish to the live store' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
}
