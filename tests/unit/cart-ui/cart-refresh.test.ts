import { describe, expect, it } from 'vitest';
import { selectDialog } from '../../../src/application/cart/cart.selectors';
import { addEvent, FakeCartServer } from '../cart/cart-fakes';
import { startCart } from '../cart/cart-harness';

describe('reading the cart again when a view of it opens (REFRESH)', () => {
  it('prices a stored guest cart and shows the status dialog on the cart page for lines the store refused', async () => {
    const server = new FakeCartServer();
    const first = startCart({ server });
    first.actor.send(addEvent('3_1_0_'));
    first.actor.send(addEvent('4_2_0_'));
    await first.settle();
    // Later the store stops selling product 4; the shopper comes back to the cart page.
    server.unknown.add(4);
    const later = startCart({ server, stored: first.storage.text, input: { route: 'cart' }, gated: true });
    later.actor.send({ type: 'REFRESH' });
    expect(later.calls).toEqual([{ op: 'getCart', request: '3_1_0_|4_2_0_' }]);
    await later.gate.deliver();
    expect(later.lines()).toEqual(['3_1_0_#0']);
    expect(selectDialog(later.actor.getSnapshot())).toMatchObject({ heading: 'Your cart changed', button: { label: 'Continue' } });
  });

  it('asks nothing for an empty guest cart, or while a call is queued (its answer is the whole cart)', async () => {
    const empty = startCart();
    empty.actor.send({ type: 'REFRESH' });
    expect(empty.calls).toEqual([]);

    const busy = startCart({ gated: true });
    busy.actor.send(addEvent('5_1_0_'));
    busy.actor.send({ type: 'REFRESH' });
    expect(busy.calls.map((call) => call.op)).toEqual(['getCart']);
    await busy.gate.deliver();
    busy.actor.send({ type: 'REFRESH' });
    expect(busy.calls.map((call) => call.op)).toEqual(['getCart', 'getCart']);
  });
});
