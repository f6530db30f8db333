import { describe, expect, it } from 'vitest';
import { cartInput } from '../../../src/application/cart/cart.machine';
import { selectCount, selectDrawerOpen, selectItems, selectLines, selectSaving } from '../../../src/application/cart/cart.selectors';
import { lineTotal } from '../../../src/domain/cart/cart-item';
import { addEvent } from './cart-fakes';
import { startCart } from './cart-harness';

describe('cart selectors and input', () => {
  it('counts items, reports the drawer and progress, and gives each line its key and limits', async () => {
    const cart = startCart();
    cart.actor.send(addEvent('1_2_0_'));
    cart.actor.send(addEvent('2_999_0_'));
    expect(selectSaving(cart.actor.getSnapshot())).toBe(true); // a guest's cart is being priced
    await cart.settle();
    const snapshot = cart.actor.getSnapshot();
    expect(selectItems(snapshot)).toHaveLength(2);
    expect(selectCount(snapshot)).toBe(1001);
    expect(selectDrawerOpen(snapshot)).toBe(true);
    expect(selectSaving(snapshot)).toBe(false);
    expect(
      selectLines(snapshot).map(({ key, canIncrement, canDecrement, item }) => ({
        key,
        canIncrement,
        canDecrement,
        total: lineTotal(item),
      })),
    ).toEqual([
      { key: '1_0_', canIncrement: true, canDecrement: true, total: 21 },
      { key: '2_0_', canIncrement: false, canDecrement: true, total: 20479.5 },
    ]);
  });

  it('gives each actor a fresh id prefix for its idempotency keys', () => {
    let n = 0;
    const ids = { newId: () => `id${(n += 1)}` };
    const settings = { addToCartAction: 'OPEN_CART' as const, currency: 'USD' };
    expect(cartInput(ids, settings).idPrefix).not.toBe(cartInput(ids, settings).idPrefix);
  });
});
