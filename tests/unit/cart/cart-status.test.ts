import { describe, expect, it } from 'vitest';
import { selectDialog, selectPopups } from '../../../src/application/cart/cart.selectors';
import { addEvent } from './cart-fakes';
import { startCart } from './cart-harness';

async function customerOn(route: string) {
  const cart = startCart({ input: { route } });
  cart.api.user = 'u1';
  cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
  await cart.settle();
  return cart;
}

describe('status popups and dialog (CART_STATUS_ACTIONS, spec sections 4 and 9)', () => {
  it("shows 'Quantity Updated' for a lessstock add, fading at 3.7 s and gone at 4 s", async () => {
    const cart = await customerOn('cart');
    cart.server.stock.set('1_0_', 2);
    cart.actor.send(addEvent('1_5_0_'));
    await cart.settle();
    expect(cart.context().items.map((item) => item.quantity)).toEqual([2]);
    const [popup] = selectPopups(cart.actor.getSnapshot());
    expect(popup).toMatchObject({ status: 'lessstock', statusMessage: 'Only a few left', productName: 'Product 1', leaving: false });
    expect(popup?.product).toEqual({ thumbnailFile: 'media://p1-t.png', productURL: '/product/1', itemName: 'Product 1' });
    cart.clock.increment(3699);
    expect(selectPopups(cart.actor.getSnapshot())[0]?.leaving).toBe(false);
    cart.clock.increment(1);
    expect(selectPopups(cart.actor.getSnapshot())[0]?.leaving).toBe(true);
    cart.clock.increment(300);
    expect(selectPopups(cart.actor.getSnapshot())).toEqual([]);
  });

  it("removes an item the server refuses and says 'Item Removed' as a toast off the cart routes", async () => {
    const cart = await customerOn('product');
    cart.server.unknown.add(7);
    cart.actor.send(addEvent('7_1_0_'));
    await cart.settle();
    expect(cart.context().items).toEqual([]);
    expect(selectPopups(cart.actor.getSnapshot())).toEqual([]);
    expect(cart.emitted).toContainEqual({ type: 'notify', level: 'info', message: 'Item Removed: Product 7' });
  });

  it("lists troubled items in a dialog with the server's heading when the answer names no cart code", async () => {
    const cart = await customerOn('checkout');
    cart.actor.send(addEvent('1_3_0_'));
    cart.actor.send(addEvent('2_1_0_'));
    await cart.settle();
    cart.server.carts.set(
      'u1',
      cart.server.cartOf('u1').map((item) => (item.cartItemCode === '1_3_0_' ? { ...item, status: 'outofstock' } : item)),
    );
    cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
    await cart.settle();
    const dialog = selectDialog(cart.actor.getSnapshot());
    expect(dialog).toMatchObject({
      heading: 'Your cart changed',
      message: 'Some items changed since you added them',
      button: { label: 'Continue Checkout', action: 'dismiss' },
    });
    expect(dialog?.cart_items.map((item) => item.cartItemCode)).toEqual(['1_3_0_']);
    expect(cart.context().items.map((item) => item.cartItemCode)).toEqual(['2_1_0_']);
    cart.actor.send({ type: 'DIALOG_CONFIRM' });
    expect(selectDialog(cart.actor.getSnapshot())).toBeNull();
    expect(cart.emitted).not.toContainEqual({ type: 'navigate', to: '/' });
  });

  it('names a line whose product the store deleted by the name the shopper last saw, not "An item"', async () => {
    const cart = await customerOn('cart');
    cart.actor.send(addEvent('1_1_0_'));
    cart.actor.send(addEvent('2_1_0_'));
    await cart.settle();
    // The store no longer knows product 1: its line comes back without a name or picture.
    cart.server.carts.set(
      'u1',
      cart.server
        .cartOf('u1')
        .map((item) =>
          item.cartItemCode === '1_1_0_'
            ? { ...item, status: 'notavailable', product: { ...item.product, itemName: '', thumbnailFile: '', productURL: '' } }
            : item,
        ),
    );
    cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
    await cart.settle();
    const dialog = selectDialog(cart.actor.getSnapshot());
    expect(dialog?.cart_items.map((item) => item.product.itemName)).toEqual(['Product 1']);
    expect(dialog?.cart_items[0]?.product.productURL).toBe('');
  });

  it("offers 'Return to home' when nothing is left, and goes home", async () => {
    const cart = await customerOn('cart');
    cart.actor.send(addEvent('1_1_0_'));
    await cart.settle();
    cart.server.carts.set(
      'u1',
      cart.server.cartOf('u1').map((item) => ({ ...item, status: 'disabled' })),
    );
    cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
    await cart.settle();
    expect(selectDialog(cart.actor.getSnapshot())?.button).toEqual({ label: 'Return to home', action: 'home' });
    cart.actor.send({ type: 'DIALOG_CONFIRM' });
    expect(cart.emitted).toContainEqual({ type: 'navigate', to: '/' });
  });

  it('shows no dialog off the cart and checkout routes', async () => {
    const cart = await customerOn('home');
    cart.actor.send(addEvent('1_1_0_'));
    await cart.settle();
    cart.server.carts.set(
      'u1',
      cart.server.cartOf('u1').map((item) => ({ ...item, status: 'disabled' })),
    );
    cart.actor.send({ type: 'SIGNED_IN', userId: 'u1' });
    await cart.settle();
    expect(cart.context().dialog).toBeNull();
    cart.actor.send({ type: 'ROUTE_CHANGED', name: 'cart' });
    expect(selectDialog(cart.actor.getSnapshot())).toBeNull();
  });

  it('gives a guest the popup for the line just added when pricing cuts it down', async () => {
    const cart = startCart({ input: { route: 'cart' } });
    cart.server.stock.set('3_0_', 1);
    cart.actor.send(addEvent('3_4_0_'));
    await cart.settle();
    expect(selectPopups(cart.actor.getSnapshot()).map((popup) => popup.status)).toEqual(['lessstock']);
    expect(cart.context().dialog).toBeNull();
  });
});
