import { describe, expect, it } from 'vitest';
import { selectLines, selectMerging, selectSaving } from '../../../src/application/cart/cart.selectors';
import { parseStoredCart } from '../../../src/domain/cart/cart-persisted';
import { addEvent, MemoryStorage } from './cart-fakes';
import { startCart } from './cart-harness';

const quantities = (items: Array<{ cartItemCode: string; quantity: number }>) =>
  items.map((item) => `${item.cartItemCode}=${item.quantity}`);

function signedIn(options: Parameters<typeof startCart>[0] = {}) {
  const cart = startCart(options);
  cart.api.user = 'u1';
  cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
  return cart;
}

describe("a signed-in customer's cart (spec sections 4, 7)", () => {
  it("at sign-in sends the guest cart's unsaved codes joined by | to SyncCart, then reads GetCart", async () => {
    const cart = startCart();
    cart.server.carts.set('u1', []);
    cart.actor.send(addEvent('1_2_0_'));
    cart.actor.send(addEvent('3_1_2_4'));
    cart.api.user = 'u1';
    cart.calls.length = 0;
    cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
    expect(selectMerging(cart.actor.getSnapshot())).toBe(true);
    await cart.settle();
    expect(cart.calls.map((call) => call.op)).toEqual(['syncCart', 'getCart']);
    expect(cart.calls[0]?.request).toMatchObject({ cartCodes: '1_2_0_|3_1_2_4' });
    expect(quantities(cart.server.cartOf('u1'))).toEqual(['1_2_0_=2', '3_1_2_4=1']);
    expect(cart.context().items.every((item) => item.cartItemID !== '0')).toBe(true);
    expect(selectMerging(cart.actor.getSnapshot())).toBe(false);
  });

  it("merges a guest cart into the customer's existing cart without losing either", async () => {
    const cart = startCart();
    const other = signedIn({ server: cart.server });
    other.actor.send(addEvent('1_1_0_'));
    other.actor.send(addEvent('6_1_0_'));
    await other.settle();
    cart.actor.send(addEvent('1_2_0_'));
    cart.api.user = 'u1';
    cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
    await cart.settle();
    expect(quantities(cart.context().items)).toEqual(['1_3_0_=3', '6_1_0_=1']);
    expect(cart.context().items).toEqual(cart.server.cartOf('u1'));
  });

  it('sends AddCartItem with CartCodes, CartCode, CartItemID and an idempotency key, after saving', async () => {
    const cart = signedIn({ gated: true });
    await cart.gate.deliver();
    cart.log.length = 0;
    cart.actor.send(addEvent('4_2_0_'));
    expect(cart.log).toEqual(['save', 'call addCartItem']);
    const request = cart.calls.at(-1)?.request;
    expect(request).toEqual({ cartCodes: '4_2_0_', cartCode: '4_2_0_', cartItemId: '0', idempotencyKey: expect.stringMatching(/^tab1\./) });
    expect(selectSaving(cart.actor.getSnapshot())).toBe(true);
    expect(selectLines(cart.actor.getSnapshot())[0]).toMatchObject({ saving: true, canIncrement: false });
    await cart.gate.deliver();
    expect(selectSaving(cart.actor.getSnapshot())).toBe(false);
    expect(cart.context().items[0]?.cartItemID).not.toBe('0');
  });

  it('serialises ten rapid increments: one call at a time, ending at the right quantity here and on the server', async () => {
    const cart = signedIn({ gated: true });
    await cart.gate.deliver();
    cart.actor.send(addEvent('4_1_0_'));
    await cart.gate.deliver();
    for (let i = 0; i < 10; i += 1) cart.actor.send({ type: 'INCREMENT', key: '4_0_' });
    expect(cart.context().items[0]?.quantity).toBe(11);
    while (cart.gate.held.length > 0) {
      expect(cart.gate.held).toHaveLength(1);
      await cart.gate.deliver();
    }
    expect(quantities(cart.context().items)).toEqual(['4_11_0_=11']);
    expect(quantities(cart.server.cartOf('u1'))).toEqual(['4_11_0_=11']);
  });

  it('keeps an item added while a slow answer was on its way', async () => {
    const cart = signedIn({ gated: true });
    await cart.gate.deliver();
    cart.actor.send(addEvent('1_1_0_'));
    cart.actor.send(addEvent('2_1_0_'));
    await cart.gate.deliver(); // the answer to the first add knows nothing of the second
    expect(quantities(cart.context().items)).toEqual(['1_1_0_=1', '2_1_0_=1']);
    await cart.gate.deliver();
    expect(cart.context().items).toEqual(cart.server.cartOf('u1'));
  });

  it('removes an item and an add-on locally first, then on the server', async () => {
    const cart = signedIn({ gated: true });
    await cart.gate.deliver();
    cart.actor.send(addEvent('3_1_0_1,2'));
    cart.actor.send(addEvent('5_1_0_'));
    await cart.gate.deliver();
    await cart.gate.deliver();
    const saved = cart.context().items.find((item) => item.cartItemCode === '5_1_0_')!;
    cart.actor.send({ type: 'REMOVE', cartItemID: saved.cartItemID });
    cart.actor.send({ type: 'REMOVE_ADDON', key: '3_0_1,2', cartAddonID: '2' });
    expect(quantities(cart.context().items)).toEqual(['3_1_0_1=1']);
    expect(cart.gate.labels).toEqual(['removeCartItem']);
    await cart.gate.deliver();
    expect(cart.gate.labels).toEqual(['removeCartAddon']);
    await cart.gate.deliver();
    expect(quantities(cart.server.cartOf('u1'))).toEqual(['3_1_0_1=1']);
  });

  it('clears the cart and storage at sign-out', async () => {
    const cart = signedIn();
    cart.actor.send(addEvent('1_1_0_'));
    await cart.settle();
    cart.actor.send({ type: 'SIGNED_OUT' });
    expect(cart.context().items).toEqual([]);
    expect(cart.storage.text).toBeNull();
    expect(cart.server.cartOf('u1')).toHaveLength(1);
  });

  it("clears a stored customer's cart when the token turns out to be a guest's", async () => {
    const first = signedIn();
    first.actor.send(addEvent('1_1_0_'));
    await first.settle();
    const reloaded = startCart({ storage: new MemoryStorage(first.storage.text) });
    expect(reloaded.context().owner).toBe('u1');
    reloaded.actor.send({ type: 'TOKEN_GUEST' });
    expect(reloaded.context().items).toEqual([]);
    expect(reloaded.storage.text).toBeNull();
  });

  it("never shows or merges one customer's cart into another's", async () => {
    const cart = signedIn();
    cart.actor.send(addEvent('1_1_0_'));
    await cart.settle();
    cart.api.user = 'u2';
    cart.actor.send({ type: 'SIGNED_IN', userId: 'u2' });
    await cart.settle();
    expect(cart.context().items).toEqual([]);
    expect(cart.server.cartOf('u2')).toEqual([]);
  });

  it('makes no customer call before the token confirms who is signed in', async () => {
    const first = signedIn();
    first.actor.send(addEvent('1_1_0_'));
    await first.settle();
    const reloaded = startCart({ stored: first.storage.text, server: first.server });
    reloaded.actor.send(addEvent('2_1_0_'));
    await reloaded.settle();
    expect(reloaded.calls).toEqual([]);
    reloaded.api.user = 'u1';
    reloaded.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
    await reloaded.settle();
    expect(quantities(reloaded.server.cartOf('u1'))).toEqual(['1_1_0_=1', '2_1_0_=1']);
    expect(parseStoredCart(reloaded.storage.text).state.pending).toEqual([]);
  });
});
