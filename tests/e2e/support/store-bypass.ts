/**
 * Lets a test browse a closed demo store (atelier is in maintenance, vault behind a password) as
 * its owner would: sets the mbypass_<webID> cookie, signed like the store API signs it with the
 * e2e server's token secret (kept in its data folder).
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { E2E_PORT, storeUrl } from './store-urls';

export const CLOSED_STORES: readonly string[] = ['atelier', 'vault'];

export async function bypassMaintenance(context: BrowserContext, request: APIRequestContext, store: string): Promise<void> {
  // Node does not resolve *.localhost: the API call goes to the loopback address.
  const info = await request.get(`http://127.0.0.1:${E2E_PORT}/store-api/Web/GetWebInfo?Domain=${store}`);
  const webID = ((await info.json()) as { data: { webID: number } }).data.webID;
  const secret = readFileSync(`.data-e2e-${E2E_PORT}/token-secret`, 'utf8').trim();
  const value = createHmac('sha256', secret).update(`maintenance-bypass:${webID}`).digest('base64url');
  await context.addCookies([{ name: `mbypass_${webID}`, value, url: storeUrl(store) }]);
}
