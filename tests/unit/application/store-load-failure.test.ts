/**
 * A store load whose store API is unreachable or failing goes to the external not-found page with
 * the error's code or message as ec, tokens cleared (spec section 2), instead of a 500 page.
 */
import { describe, expect, it } from 'vitest';
import { createStoreApiClient } from '../../../src/adapters/http/store-api-client';
import { HttpWebInfo } from '../../../src/adapters/http/http-web-info';
import { loadStorefront } from '../../../src/application/storefront/load-storefront';

const NOT_FOUND = 'https://webx.example/404';

async function loadWith(fetch: typeof globalThis.fetch) {
  let pair: { accessToken: string; refreshToken: string } | null = { accessToken: 'a', refreshToken: 'r' };
  const tokens = { read: () => pair, write: (next: typeof pair) => void (pair = next), clear: () => void (pair = null) };
  const client = createStoreApiClient({ baseUrl: 'http://store-api.test/store-api', accessToken: () => null, fetch, timeoutMs: 2000 });
  const load = await loadStorefront(
    { webInfo: new HttpWebInfo({ client }), tokens, decodeTokenPayload: () => ({}) },
    { domain: 'aurora', themeId: null, notFoundUrl: NOT_FOUND },
  );
  return { load, tokens: pair };
}

describe('a store load the store API cannot answer', () => {
  it('goes to the not-found page with the socket error code when the API is unreachable', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const { load, tokens } = await loadWith(async () => Promise.reject(refused));
    expect(load).toEqual({ kind: 'redirect', url: `${NOT_FOUND}?ec=ECONNREFUSED` });
    expect(tokens).toBeNull();
  });

  it("goes there with the answer's message when the API answers 5xx", async () => {
    const failing = async () =>
      new Response(JSON.stringify({ status: 503, message: 'Service Unavailable', data: null }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });
    const { load, tokens } = await loadWith(failing);
    expect(load).toEqual({ kind: 'redirect', url: `${NOT_FOUND}?ec=Service%20Unavailable` });
    expect(tokens).toBeNull();
  });
});
