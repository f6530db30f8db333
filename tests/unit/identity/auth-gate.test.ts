/**
 * Every store API call from the browser passes the auth gate, not only account calls: the real
 * store API client and cart adapter over a fake fetch, the real auth machine on a virtual clock.
 * An expired access token is refreshed before cart and catalog calls (one refresh for all of them),
 * a 401 gets one refresh and one retry, a second 401 lands on ec 02, and a fresh token loads nothing.
 */
import { describe, expect, it } from 'vitest';
import { HttpCartApi } from '../../../src/adapters/http/http-cart-api';
import { callStoreApi, createStoreApiClient } from '../../../src/adapters/http/store-api-client';
import { createAuthGate } from '../../../src/application/identity/auth-gate';
import { createAuthSession } from '../../../src/application/identity/auth-session';
import type { TokenPair } from '../../../src/domain/store/web-info';

const token = (n: number, expSeconds: number) => JSON.stringify({ UserID: '7', WebID: 1, exp: expSeconds, n });
const envelope = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status, message: status === 401 ? 'Unauthorized' : 'OK', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const CART = { data: [], cartResponse: null, cartStatusHeading: '', cartStatusMessage: '' };

function harness(options: { refused?: (access: number) => boolean } = {}) {
  const clock = {
    ms: 1_000_000_000,
    now() {
      return this.ms;
    },
  };
  let stored: TokenPair | null = { accessToken: token(1, clock.ms / 1000 + 900), refreshToken: 'r1' };
  const tokens = {
    read: () => stored,
    write: (pair: TokenPair) => {
      stored = pair;
    },
    clear: () => {
      stored = null;
    },
  };
  const refreshes: string[] = [];
  const landings: string[] = [];
  /** Each call the API received: its path and the number of the access token it carried. */
  const received: Array<[string, number]> = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const session = createAuthSession({
    tokens,
    clock,
    decode: (t) => JSON.parse(t),
    land: (ec) => landings.push(ec),
    api: {
      refresh: async (refreshToken) => {
        refreshes.push(refreshToken);
        await held;
        const n = refreshes.length + 1;
        return { kind: 'ok', tokens: { accessToken: token(n, clock.ms / 1000 + 900), refreshToken: `r${n}` } };
      },
    },
  });
  let sessionLoads = 0;
  const gate = createAuthGate({ tokens, clock, decode: (t) => JSON.parse(t), session: async () => ((sessionLoads += 1), session) });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    // Read the body as a server would: ky streams a POST's body and waits for it to be taken.
    if (request.method === 'POST') await request.text();
    const access = (JSON.parse(request.headers.get('Authorization')!.slice(7)) as { n: number }).n;
    const path = new URL(request.url).pathname.slice(1);
    received.push([path, access]);
    return options.refused?.(access) ? envelope(401, null) : envelope(200, path.startsWith('Cart/') ? CART : []);
  };
  const client = createStoreApiClient({ baseUrl: 'http://api.test/', accessToken: () => stored?.accessToken ?? null, fetch, gate });
  return { clock, cart: new HttpCartApi({ client }), client, refreshes, landings, received, release, loads: () => sessionLoads };
}

describe('store API calls through the auth gate', () => {
  it('refresh an expired token once before every waiting cart and catalog call', async () => {
    const h = harness();
    h.clock.ms += 901_000;
    const calls = [
      h.cart.getCart('5_1_0_0'),
      h.cart.addCartItem({ cartCodes: '', cartCode: '5_1_0_0', cartItemId: '0', idempotencyKey: 'k1' }),
      callStoreApi(h.client.get('Catalog/GetProducts')),
    ];
    await new Promise((resolve) => setTimeout(resolve, 0));
    h.release();
    await Promise.all(calls);
    expect(h.refreshes).toEqual(['r1']);
    expect(h.received.map(([, access]) => access)).toEqual([2, 2, 2]);
  });

  it('answers a 401 with one refresh and one retry of the same call', async () => {
    const h = harness({ refused: (access) => access === 1 });
    h.release();
    const result = await h.cart.removeCartItem({ cartItemId: '3', idempotencyKey: 'k' });
    expect(result.ok).toBe(true);
    expect(h.received).toEqual([
      ['Cart/RemoveCartItem', 1],
      ['Cart/RemoveCartItem', 2],
    ]);
    expect(h.refreshes).toEqual(['r1']);
  });

  it('lands on ec 02 when the retry is refused too, and the cart keeps its change to retry', async () => {
    const h = harness({ refused: () => true });
    h.release();
    const result = await h.cart.addCartItem({ cartCodes: '', cartCode: '5_1_0_0', cartItemId: '0', idempotencyKey: 'k' });
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(h.received).toHaveLength(2);
    expect(h.landings).toEqual(['02']);
  });

  it('sends a call with a fresh token straight out, loading no auth code', async () => {
    const h = harness();
    await callStoreApi(h.client.get('Catalog/GetCategories'));
    expect(h.received).toEqual([['Catalog/GetCategories', 1]]);
    expect(h.loads()).toBe(0);
    expect(h.refreshes).toEqual([]);
  });
});
