/** The Theme Studio on the end-to-end server, and signing in as a demo store's owner. */
import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { ownerToken } from './store-bypass';
import { E2E_PORT } from './store-urls';
import { TIME_LIMITS } from './time-limits';

export const STUDIO_URL = `http://studio.localhost:${E2E_PORT}/`;

/** Signs in as the store's owner, on the studio's editor or on the page a hash names (`#customers`). */
export async function signInToStudio(page: Page, store: string, hash = ''): Promise<void> {
  // A retried test starts from the seeded theme: what its failed attempt autosaved would double what it adds.
  if (test.info().retry > 0) await draftFromSeededTheme(page.request, store);
  await page.goto(`${STUDIO_URL}${hash}`);
  // The README's path: the owner's e-mail and password; the store name is only for an owner of several.
  await page.getByLabel('Email').fill(`owner@${store}.example`);
  await page.getByLabel('Password').fill('Studio-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The signed-in studio's heading names the store; the sign-in form's own says "Theme Studio" alone.
  await expect(page.getByRole('heading', { level: 1, name: /^Theme Studio · / })).toBeVisible();
}

/** Puts the store's seeded theme (its first version) back into the draft, as the studio's Restore does. */
async function draftFromSeededTheme(request: APIRequestContext, store: string): Promise<void> {
  // Node does not resolve *.localhost: the API calls go to the loopback address.
  const api = `http://127.0.0.1:${E2E_PORT}/store-api`;
  const headers = { authorization: `Bearer ${await ownerToken(request, api, store)}` };
  const listed = (await (await request.get(`${api}/Theme/ListVersions`, { headers })).json()) as {
    data: { versions: Array<{ versionID: number }> };
  };
  const seeded = listed.data.versions.at(-1);
  if (!seeded) throw new Error(`${store} has no theme version to restore`);
  const restored = await request.post(`${api}/Theme/RestoreVersion`, { data: { VersionID: seeded.versionID }, headers });
  expect(restored.status()).toBe(200);
}

/** The editor frame, once it has loaded and shows the store's header. */
export async function editorFrame(page: Page): Promise<Frame> {
  // .first(): a draft may hold a second header section (the studio can add any type).
  await expect(page.frameLocator('iframe[title="Store preview"]').locator('header[data-section-type="1"]').first()).toBeVisible({
    timeout: TIME_LIMITS.navigation,
  });
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/editor');
  if (!frame) throw new Error('editor frame not found');
  return frame;
}

/**
 * The frame's theme CSS as the browser holds it: its custom properties (#theme-vars, once the studio
 * recompiled it; set one by one through the CSSOM, so the element's text can be stale) and its rules.
 */
export const themeCss = (frame: Frame) =>
  frame.evaluate(() =>
    ['theme-vars', 'theme-css']
      .flatMap((id) => [...((document.getElementById(id) as HTMLStyleElement | null)?.sheet?.cssRules ?? [])].map((r) => r.cssText))
      .join('\n'),
  );
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

/** Opens one of the store's pages (Orders, Products, Customers, Messages, Analytics, Settings) from the editor's "Store" menu. */
export async function openStorePage(
  page: Page,
  name:
    | 'Orders'
    | 'Products'
    | 'Reviews'
    | 'Customers'
    | 'Messages'
    | 'Analytics'
    | 'Webhooks'
    | 'Activity'
    | 'API keys'
    | 'Staff'
    | 'Settings',
): Promise<void> {
  await page.getByRole('button', { name: /^Store/ }).click();
  await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name, exact: true }).click();
}

/** Publishes the draft through the studio's confirmation, and waits for the studio to say it is live. */
export async function publishDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('alertdialog', { name: 'Publish the draft?' }).getByRole('button', { name: 'Publish to the live store' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
}
