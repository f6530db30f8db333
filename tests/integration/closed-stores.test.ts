/**
 * Closed means closed at every call (docs/security.md): a password-protected store answers only callers
 * holding a visitor's bypass for its current password, a store in maintenance only the owner's
 * read-only preview token; the password check itself stays reachable.
 */
import { describe, expect, it } from 'vitest';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
let addressCounter = 0;

async function call(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers = new Headers({ 'x-forwarded-for': `192.0.2.${++addressCounter}`, ...init.headers });
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { message: string; data: Any } };
}

const guest = async (store: string) =>
  (await call(`/Web/GetWebInfo?Domain=${store}`)).body.data as { webID: number; tokens: { accessToken: string } };

/** Calls a shopper's page makes: catalogue, listing, sitemap, sign-up, checkout. */
const shopperCalls = (token: string, headers: Record<string, string> = {}) =>
  Promise.all([
    call('/Catalog/GetProducts?Source=latest&Limit=2', { token, headers }),
    call('/Catalog/GetListing?Path=red-wine', { token, headers }),
    call('/Catalog/GetSitemap', { token, headers }),
    call('/Account/SignUp', {
      method: 'POST',
      token,
      headers,
      body: { Email: 'x@example.com', Password: 'Long-enough-2026', FirstName: 'A', LastName: 'B' },
    }),
    call('/Order/PlaceOrder', { method: 'POST', token, headers, body: {} }),
  ]);

describe('a password-protected store', () => {
  it('refuses every shopper call of a visitor without the bypass with 403, and places no order', async () => {
    const vault = await guest('vault');
    const answers = await shopperCalls(vault.tokens.accessToken);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
    expect(answers[0]!.body.message).toMatch(/password protected/);
  });

  it('opens to a visitor holding a bypass from the password check, by header or by cookie', async () => {
    const vault = await guest('vault');
    const token = vault.tokens.accessToken;
    const checked = await call('/Web/VerifyStorePassword', { method: 'POST', token, body: { Password: 'opensesame' } });
    expect(checked.status).toBe(200);
    const bypass = checked.body.data.bypass as string;
    expect((await call('/Catalog/GetProducts?Source=latest&Limit=2', { token, headers: { 'x-store-pass': bypass } })).status).toBe(200);
    expect(
      (await call('/Catalog/GetProducts?Source=latest&Limit=2', { token, headers: { cookie: `mbypass_${vault.webID}=${bypass}` } })).status,
    ).toBe(200);
    // A forged or another store's value opens nothing.
    expect(
      (await call('/Catalog/GetProducts?Source=latest&Limit=2', { token, headers: { 'x-store-pass': `${bypass.slice(0, -2)}xx` } })).status,
    ).toBe(403);
  });

  it('gives every visitor a bypass of their own', async () => {
    const vault = await guest('vault');
    const first = await call('/Web/VerifyStorePassword', {
      method: 'POST',
      token: vault.tokens.accessToken,
      body: { Password: 'opensesame' },
    });
    const second = await call('/Web/VerifyStorePassword', {
      method: 'POST',
      token: vault.tokens.accessToken,
      body: { Password: 'opensesame' },
    });
    expect(first.body.data.bypass).not.toBe(second.body.data.bypass);
  });
});

describe('a store in maintenance', () => {
  it('answers 503 to shoppers, a bypass changes nothing, and VerifyBypass says no', async () => {
    const atelier = await guest('atelier');
    const answers = await shopperCalls(atelier.tokens.accessToken, { 'x-store-pass': 'anything' });
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503, 503]);
  });

  it("opens to its owner's pass (the owner's signed preview of the store), and a visitor's password pass of another store opens nothing", async () => {
    const atelier = await guest('atelier');
    const signIn = await call('/Owner/SignIn', {
      method: 'POST',
      body: { Store: 'atelier', Email: 'owner@atelier.example', Password: 'Studio-2026' },
    });
    const pass = (await call('/Owner/PreviewPass', { method: 'POST', token: signIn.body.data.ownerToken, body: {} })).body.data
      .bypass as string;
    const token = atelier.tokens.accessToken;
    expect((await call('/Catalog/GetProducts?Source=latest&Limit=2', { token, headers: { 'x-store-pass': pass } })).status).toBe(200);
    expect((await call('/Web/VerifyBypass', { method: 'POST', token, body: { Bypass: pass } })).body.data.valid).toBe(true);
    expect((await call('/Owner/PreviewPass', { method: 'POST', token, body: {} })).status).toBe(401);
    const vault = await guest('vault');
    const vaultPass = (
      await call('/Web/VerifyStorePassword', { method: 'POST', token: vault.tokens.accessToken, body: { Password: 'opensesame' } })
    ).body.data.bypass as string;
    expect((await call('/Catalog/GetProducts?Source=latest&Limit=2', { token, headers: { 'x-store-pass': vaultPass } })).status).toBe(503);
  });

  it("still answers the owner's read-only preview token (the studio frame, a signed preview link)", async () => {
    const signIn = await call('/Owner/SignIn', {
      method: 'POST',
      body: { Store: 'atelier', Email: 'owner@atelier.example', Password: 'Studio-2026' },
    });
    const access = await call('/Theme/PreviewAccess', { method: 'POST', token: signIn.body.data.ownerToken, body: {} });
    const token = access.body.data.token as string;
    expect((await call('/Catalog/GetProducts?Source=latest&Limit=2', { token })).status).toBe(200);
    expect((await call('/Cart/GetCart', { token })).status).toBe(401);
  });

  it("answers the preview token only the reads the editor's frame makes: no sitemap, compare or search suggestions", async () => {
    const signIn = await call('/Owner/SignIn', {
      method: 'POST',
      body: { Store: 'atelier', Email: 'owner@atelier.example', Password: 'Studio-2026' },
    });
    const token = (await call('/Theme/PreviewAccess', { method: 'POST', token: signIn.body.data.ownerToken, body: {} })).body.data
      .token as string;
    const cards = await call('/Catalog/GetProducts?Source=latest&Limit=2', { token });
    const productId = (cards.body.data as Array<{ productID: number }>)[0]!.productID;
    // The product template's page: the product and its first reviews (docs/security.md).
    expect((await call(`/Catalog/GetProduct?ProductID=${productId}`, { token })).status).toBe(200);
    const beyond = await Promise.all([
      call('/Catalog/GetSitemap', { token }),
      call(`/Catalog/GetCompareProducts?IDs=${productId}`, { token }),
      call('/Catalog/Suggest?Keyword=linen', { token }),
    ]);
    expect(beyond.map((answer) => answer.status)).toEqual([503, 503, 503]);
  });
});
