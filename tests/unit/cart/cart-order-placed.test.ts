/** After an order the cart is empty, in memory and in storage, and still belongs to the same shopper (field lesson: cart not reset after checkout). */
import { describe, expect, it } from 'vitest';
import { parseStoredCart } from '../../../src/domain/cart/cart-persisted';
import { addEvent } from './cart-fakes';
import { startCart } from './cart-harness';

describe('ORDER_PLACED', () => {
  it('empties a guest cart and its storage', () => {
    const cart = startCart();
    cart.actor.send(addEvent('12_2_0_'));
    cart.actor.send({ type: 'OPEN' });
    cart.actor.send({ type: 'ORDER_PLACED' });
    expect(cart.context().items).toEqual([]);
    expect(cart.context().visible).toBe(false);
    expect(parseStoredCart(cart.storage.text).state.base).toEqual([]);
  });

  it('keeps the customer signed in with an empty cart and nothing queued', () => {
    const cart = startCart();
    cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
    cart.actor.send(addEvent('12_1_0_'));
    cart.actor.send({ type: 'ORDER_PLACED' });
    expect(cart.context()).toMatchObject({ owner: 'u1', signedIn: true, items: [], pending: [] });
    expect(parseStoredCart(cart.storage.text).state.owner).toBe('u1');
  });
});
