/**
 * The live cart keeps its mirror cookie (decision 52): written once the cart has read storage and on
 * every change (another tab's included), "empty" when the cart is (an order placed included: the
 * server then shows the empty cart at once), and never kept for a signed-in customer, whose cart the server reads from the store.
 */
import { describe, expect, it } from 'vitest';
import { MemoryCookieJar } from '../../../src/adapters/cookies/memory-cookie-jar';
import { CART_MIRROR_EMPTY, cartMirrorName } from '../../../src/domain/cart/cart-mirror';
import { parseCookieCart } from '../../../src/domain/cart/cookie-cart';
import { lineKey } from '../../../src/domain/cart/cart-item';
import { mirrorCart } from '../../../src/ui/cart/cart-mirror-writer';
import { addEvent, MemoryStorage } from '../cart/cart-fakes';
import { startCart } from '../cart/cart-harness';

const WEB_ID = 7;

function mirroredCart(options: Parameters<typeof startCart>[0] = {}) {
  const cart = startCart(options);
  const cookies = new MemoryCookieJar();
  mirrorCart(cart.actor, cookies, WEB_ID);
  return { ...cart, mirror: () => parseCookieCart(cookies.get(cartMirrorName(WEB_ID))), cookies };
}

describe('the cart mirror cookie', () => {
  it('holds the stored cart as soon as the cart has read it, and each change after', () => {
    const stored = new MemoryStorage();
    const earlier = startCart({ storage: stored });
    earlier.actor.send(addEvent('12_2_0_'));
    const cart = mirroredCart({ stored: stored.text });
    expect(cart.mirror()).toEqual(['12_2_0_']);
    cart.actor.send(addEvent('12_1_0_'));
    cart.actor.send(addEvent('15_1_3_'));
    expect(cart.mirror()).toEqual(['12_3_0_', '15_1_3_']);
  });

  it("follows another tab's change to the stored cart", () => {
    const cart = mirroredCart();
    cart.actor.send(addEvent('12_1_0_'));
    const otherTab = startCart({ stored: cart.storage.text });
    otherTab.actor.send(addEvent('20_4_0_'));
    cart.actor.send({ type: 'RESTORE', stored: otherTab.storage.text });
    expect(cart.mirror()).toEqual(['12_1_0_', '20_4_0_']);
  });

  it('says the cart is empty once it has read an empty storage, when it empties, and when an order is placed', () => {
    const cart = mirroredCart();
    expect(cart.cookies.get(cartMirrorName(WEB_ID))).toBe(CART_MIRROR_EMPTY);
    cart.actor.send(addEvent('12_1_0_'));
    expect(cart.mirror()).toEqual(['12_1_0_']);
    cart.actor.send({ type: 'REMOVE', key: lineKey(cart.context().items[0]!) });
    expect(cart.cookies.get(cartMirrorName(WEB_ID))).toBe(CART_MIRROR_EMPTY);
    expect(cart.mirror()).toEqual([]);
    cart.actor.send(addEvent('12_1_0_'));
    cart.actor.send(addEvent('13_1_0_'));
    expect(cart.mirror()).toHaveLength(2);
    cart.actor.send({ type: 'ORDER_PLACED' });
    expect(cart.cookies.get(cartMirrorName(WEB_ID))).toBe(CART_MIRROR_EMPTY);
  });

  it('is not kept for a signed-in customer', () => {
    const cart = mirroredCart();
    cart.actor.send(addEvent('12_1_0_'));
    cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
    expect(cart.cookies.get(cartMirrorName(WEB_ID))).toBeUndefined();
  });
});
