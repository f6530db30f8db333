/**
 * Cart calls are secure calls: through the one auth session (real auth machine, fake ports, virtual
 * clock) an expired access token is refreshed before the cart call, many cart and account calls
 * waiting together share one refresh, and a 401 cart answer gets one refresh and one retry.
 */
import { describe, expect, it } from 'vitest';
import { createAuthSession } from '../../../src/application/identity/auth-session';
import { securedCartApi } from '../../../src/application/identity/secured-cart-api';
import type { CartApi, CartApiResult } from '../../../src/application/ports/cart-api.port';
import type { TokenPair } from '../../../src/domain/store/web-info';

const token = (n: number, expSeconds: number) => JSON.stringify({ UserID: '7', WebID: 1, exp: expSeconds, n });
const EMPTY: CartApiResult = { ok: true, answer: { items: [], cartResponse: null, cartStatusHeading: '', cartStatusMessage: '' } };

function harness(answerFor: (access: number) => CartApiResult = () => EMPTY) {
  const clock = { ms: 1_000_000_000, now() { return this.ms; } };
  let stored: TokenPair | null = { accessToken: token(1, clock.ms / 1000 + 900), refreshToken: 'r1' };
  const refreshes: string[] = [];
  const landings: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const session = createAuthSession({
    tokens: { read: () => stored, write: (pair) => { stored = pair; }, clear: () => { stored = null; } },
    api: {
      refresh: async (refreshToken) => {
        refreshes.push(refreshToken);
        await gate;
        const n = refreshes.length + 1;
        return { kind: 'ok', tokens: { accessToken: token(n, clock.ms / 1000 + 900), refreshToken: `r${n}` } };
      },
    },
    clock, decode: (t) => JSON.parse(t), land: (ec) => landings.push(ec),
  });
  /** Which access token each cart call went out with. */
  const sentWith: number[] = [];
  const call = async () => {
    const access = (JSON.parse(stored!.accessToken) as { n: number }).n;
    sentWith.push(access);
    return answerFor(access);
  };
  const fake: CartApi = { getCart: call, addCartItem: call, removeCartItem: call, removeCartAddon: call, syncCart: call };
  return { clock, session, cart: securedCartApi(fake, session), refreshes, landings, sentWith, release };
}

describe('cart calls through the auth session', () => {
  it('refresh an expired token first, once for every cart and account call waiting', async () => {
    const h = harness();
    h.clock.ms += 901_000;
    const calls = [
      h.cart.getCart('1_1_0_0'),
      h.cart.addCartItem({ cartCodes: '', cartCode: '1_1_0_0', cartItemId: '0', idempotencyKey: 'k1' }),
      h.cart.syncCart({ cartCodes: '1_1_0_0', idempotencyKey: 'k2' }),
      h.session.secureCall(async () => EMPTY),
    ];
    await Promise.resolve();
    h.release();
    expect((await Promise.all(calls)).every((result) => result.ok)).toBe(true);
    expect(h.refreshes).toEqual(['r1']);
    expect(h.sentWith).toEqual([2, 2, 2]);
  });

  it('retries a cart call once with a refreshed token after a 401', async () => {
    const h = harness((access) => (access === 1 ? { ok: false, reason: 'unavailable', status: 401, message: 'Unauthorized' } : EMPTY));
    h.release();
    expect(await h.cart.removeCartItem({ cartItemId: '3', idempotencyKey: 'k' })).toEqual(EMPTY);
    expect(h.sentWith).toEqual([1, 2]);
    expect(h.refreshes).toEqual(['r1']);
  });

  it('lands on ec 02 when the retry is refused again, and the cart keeps its change as unavailable', async () => {
    const h = harness(() => ({ ok: false, reason: 'unavailable', status: 401, message: 'Unauthorized' }));
    h.release();
    const result = await h.cart.addCartItem({ cartCodes: '', cartCode: '1_1_0_0', cartItemId: '0', idempotencyKey: 'k' });
    expect(result).toMatchObject({ ok: false, reason: 'unavailable', status: 401 });
    expect(h.sentWith).toEqual([1, 2]);
    expect(h.landings).toEqual(['02']);
  });

  it('passes other refusals through untouched, with no refresh', async () => {
    const refused: CartApiResult = { ok: false, reason: 'refused', status: 400, message: 'CartCode is not valid' };
    const h = harness(() => refused);
    expect(await h.cart.getCart('x')).toEqual(refused);
    expect(h.refreshes).toEqual([]);
  });
});
