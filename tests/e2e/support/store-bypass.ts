/**
 * Lets a test browse a closed demo store (atelier is in maintenance, vault behind a password) as its
 * owner would: the owner signs in and asks the store API for their pass into the closed store
 * (POST /Owner/PreviewPass), which the browser keeps in the mbypass_<webID> cookie. As an owner's
 * studio does, a worker signs in once per store and keeps the token: sign-in is limited per address
 * and login (10 in 5 minutes), and the suite's specs all come from one address.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { E2E_PORT, storeUrl } from './store-urls';

export const CLOSED_STORES: readonly string[] = ['atelier', 'vault'];

const ownerTokens = new Map<string, Promise<string>>();

export function ownerToken(request: APIRequestContext, api: string, store: string): Promise<string> {
  const known = ownerTokens.get(store);
  if (known) return known;
  const token = request
    .post(`${api}/Owner/SignIn`, { data: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } })
    .then(async (signIn) => ((await signIn.json()) as { data: { ownerToken: string } }).data.ownerToken);
  ownerTokens.set(store, token);
  token.catch(() => ownerTokens.delete(store));
  return token;
}

export async function bypassMaintenance(context: BrowserContext, request: APIRequestContext, store: string): Promise<void> {
  // Node does not resolve *.localhost: the API calls go to the loopback address.
  const api = `http://127.0.0.1:${E2E_PORT}/store-api`;
  const info = await request.get(`${api}/Web/GetWebInfo?Domain=${store}`);
  const webID = ((await info.json()) as { data: { webID: number } }).data.webID;
  const token = await ownerToken(request, api, store);
  const pass = await request.post(`${api}/Owner/PreviewPass`, { data: {}, headers: { authorization: `Bearer ${token}` } });
  const value = ((await pass.json()) as { data: { bypass: string } }).data.bypass;
  await context.addCookies([{ name: `mbypass_${webID}`, value, url: storeUrl(store) }]);
}
