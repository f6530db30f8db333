import { describe, expect, it } from 'vitest';
import { selectOffline } from '../../../src/application/cart/cart.selectors';
import { parseStoredCart } from '../../../src/domain/cart/cart-persisted';
import { addEvent } from './cart-fakes';
import { startCart } from './cart-harness';

async function customer() {
  const cart = startCart({ gated: true });
  cart.api.user = 'u1';
  cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
  await cart.gate.deliver();
  return cart;
}

const notices = (cart: ReturnType<typeof startCart>) => cart.emitted.filter((event) => event.type === 'notify');

describe('failures (network, 5xx, 4xx)', () => {
  it('keeps the item on a 500, tells the shopper once, and retries with backoff under the same key', async () => {
    const cart = await customer();
    cart.actor.send(addEvent('1_1_0_'));
    const key = (cart.calls.at(-1)?.request as { idempotencyKey: string }).idempotencyKey;
    await cart.gate.fail(500);
    expect(selectOffline(cart.actor.getSnapshot())).toBe(true);
    expect(cart.lines()).toEqual(['1_1_0_#0']);
    expect(parseStoredCart(cart.storage.text).state.pending).toHaveLength(1);
    expect(notices(cart)).toEqual([{ type: 'notify', level: 'error', message: expect.stringMatching(/^Something went wrong/) }]);
    cart.clock.increment(999);
    expect(cart.gate.held).toHaveLength(0);
    cart.clock.increment(1);
    expect(cart.gate.labels).toEqual(['addCartItem']);
    await cart.gate.fail(null);
    cart.clock.increment(1999);
    expect(cart.gate.held).toHaveLength(0);
    cart.clock.increment(1);
    expect((cart.calls.at(-1)?.request as { idempotencyKey: string }).idempotencyKey).toBe(key);
    expect(notices(cart)).toHaveLength(1);
    await cart.gate.deliver();
    expect(selectOffline(cart.actor.getSnapshot())).toBe(false);
    expect(cart.server.cartOf('u1').map((item) => item.quantity)).toEqual([1]);
  });

  it('retries at once when the browser is back online', async () => {
    const cart = await customer();
    cart.actor.send(addEvent('1_1_0_'));
    await cart.gate.fail(503);
    cart.actor.send({ type: 'ONLINE' });
    expect(cart.gate.labels).toEqual(['addCartItem']);
    await cart.gate.deliver();
    expect(cart.server.cartOf('u1')).toHaveLength(1);
  });

  it('applies an add once when the server saved it but the answer was lost', async () => {
    const cart = await customer();
    cart.actor.send(addEvent('1_2_0_'));
    await cart.gate.lose();
    cart.actor.send({ type: 'ONLINE' });
    await cart.gate.deliver();
    expect(cart.server.cartOf('u1').map((item) => item.quantity)).toEqual([2]);
    expect(cart.context().items.map((item) => item.quantity)).toEqual([2]);
  });

  it("drops a refused change with the server's message and keeps the rest", async () => {
    const cart = await customer();
    cart.actor.send(addEvent('1_1_0_'));
    cart.actor.send(addEvent('2_1_0_'));
    await cart.gate.refuse('This product cannot be bought');
    expect(cart.lines()).toEqual(['2_1_0_#0']);
    expect(notices(cart)).toEqual([{ type: 'notify', level: 'error', message: 'This product cannot be bought' }]);
    await cart.gate.deliver();
    expect(cart.server.cartOf('u1').map((item) => item.cartItemCode)).toEqual(['2_1_0_']);
  });

  it('keeps a guest cart when pricing fails, and prices it once the network is back', async () => {
    const cart = startCart({ gated: true });
    cart.actor.send(addEvent('1_1_0_'));
    await cart.gate.fail(null);
    expect(cart.lines()).toEqual(['1_1_0_#0']);
    cart.actor.send({ type: 'ONLINE' });
    expect(cart.gate.labels).toEqual(['getCart']);
  });

  it('drops a change whose line the server no longer has, without a call', async () => {
    const cart = await customer();
    cart.actor.send(addEvent('9_1_0_'));
    cart.server.unknown.add(9);
    cart.actor.send({ type: 'INCREMENT', key: '9_0_' });
    await cart.gate.deliver();
    expect(cart.gate.held).toHaveLength(0);
    expect(cart.context().items).toEqual([]);
    expect(cart.context().pending).toEqual([]);
  });
});
