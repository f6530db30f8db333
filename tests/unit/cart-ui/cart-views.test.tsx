// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorefrontServices } from '../../../src/application/storefront/storefront-services';
import type { CheckoutQuote } from '../../../src/domain/orders/order-types';
import { setBrowserApp } from '../../../src/ui/app/services-holder';
import { MOCK_STORE } from '../../../src/adapters/mock-backend/mock-fixtures';
import { createCartMachine } from '../../../src/application/cart/cart.machine';
import { CartActorContext } from '../../../src/ui/cart/cart-actor-context';
import { createPageStores, PageStoresContext } from '../../../src/ui/app/page-stores';
import { cartBridgeOf } from '../../../src/ui/components/cart-bridge';
import { CartDrawer } from '../../../src/ui/cart/cart-drawer';
import { CartLink } from '../../../src/ui/components/cart-link';
import { cartLinkExtras } from '../../../src/ui/cart/cart-link-extras';
import { CartPageContent } from '../../../src/ui/cart/cart-page-body';
import { addEvent, FakeCartApi, FakeCartServer, MemoryStorage, RecordingPixel } from '../cart/cart-fakes';

afterEach(cleanup);

function startActor(storage = new MemoryStorage()) {
  const actor = createActor(createCartMachine({ api: new FakeCartApi(new FakeCartServer()), storage, pixel: new RecordingPixel() }), {
    input: { idPrefix: 't', addToCartAction: 'OPEN_DRAWER', currency: 'USD', route: 'cart' },
  });
  actor.start();
  return actor;
}

const stores = createPageStores();
const cartBridge = cartBridgeOf(stores);

/**
 * The store's pricing, faked: each cart's totals are whatever the store says (here a total that no
 * sum of the lines gives), so a page showing them shows the store's figures, not its own sums.
 */
const asked: string[] = [];
function storeQuote(codes: string): CheckoutQuote {
  const totals = {
    itemsTotal: 0,
    addonsTotal: 0,
    subtotal: codes === '2_3_4_1' ? 7725 : 2450,
    discount: 245,
    shipping: 500,
    tax: 194,
    giftCard: 0,
    total: codes === '2_3_4_1' ? 9111 : 2899,
  };
  return {
    data: [],
    cartStatusHeading: '',
    cartStatusMessage: '',
    shippingMethod: {
      id: 1,
      name: 'Standard',
      description: '',
      rateCents: 500,
      freeOverCents: 10_000,
      zoneId: 1,
      kind: 'flat',
      tiers: [],
      chargeCents: 500,
    },
    country: 'US',
    shippingMethods: [],
    shipsTo: true,
    tax: { rate: '8.875', included: false },
    totals,
    shownTotals: totals,
    shownDigits: 2,
    codes: { discount: { code: '', label: 'Spend more, save 10%', applied: true, message: '' }, giftCard: null },
  };
}
beforeAll(() => {
  const services = {
    orders: { quote: async (codes: string) => (asked.push(codes), storeQuote(codes)) },
    cookies: { get: () => undefined, set: () => undefined },
  } as unknown as StorefrontServices;
  setBrowserApp({ services, live: undefined as never, stores, keptLists: undefined as never });
});

function renderWith(ui: ReactNode) {
  const router = createMemoryRouter([{ id: 'root', element: <Outlet />, children: [{ path: '*', element: ui }] }], {
    initialEntries: ['/cart'],
    hydrationData: { loaderData: { root: { store: MOCK_STORE } } },
  });
  return render(
    <PageStoresContext.Provider value={stores}>
      <RouterProvider router={router} />
    </PageStoresContext.Provider>,
  );
}

describe('the header Cart link', () => {
  it('is a plain "Cart" link until the cart reports, then names the count and opens the drawer on a plain click', () => {
    renderWith(
      <CartLink className="icon">
        <svg aria-hidden="true" />
      </CartLink>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    const open = vi.fn();
    act(() => cartBridge.set({ saving: false, link: cartLinkExtras(3, open), CartPage: () => null }));
    expect(screen.getByRole('link', { name: 'Cart, 3 items' }).getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(link, { ctrlKey: true });
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(open).toHaveBeenCalledTimes(1);
    act(() => cartBridge.set({ saving: false, link: cartLinkExtras(1, null), CartPage: () => null }));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' }).getAttribute('aria-haspopup')).toBeNull();
  });
});

describe('the cart page', () => {
  it("shows each line with its variant, add-ons, prices and the store's totals, and changes quantities", async () => {
    const actor = startActor();
    actor.send(addEvent('2_3_4_1'));
    renderWith(
      <CartActorContext.Provider value={actor}>
        <CartPageContent />
      </CartActorContext.Provider>,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Product 2');
    expect(row.textContent).toContain('Variant 4');
    expect(row.textContent).toContain('Add-on 1');
    // (24.50 + 1.25) × 3 on the line; the summary is the store's.
    expect(row.textContent).toContain('$77.25');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$91.11'));
    expect(summary.textContent).toContain('Tax (8.875%)$1.94');
    expect(summary.textContent).toContain('Discount (Spend more, save 10%)');
    expect(summary.textContent).toContain('Spend more, save 10% applied automatically');
    expect(summary.textContent).toContain('Add $22.75 more for free shipping (Standard).');
    expect(within(summary).getByRole('textbox', { name: 'Discount code' })).toBeTruthy();
    expect(asked).toContain('2_3_4_1');
    const quantity = within(row).getByRole('spinbutton', { name: 'Quantity of Product 2' }) as HTMLInputElement;
    expect(quantity.value).toBe('3');
    fireEvent.click(within(row).getByRole('button', { name: 'Decrease quantity of Product 2' }));
    expect(quantity.value).toBe('2');
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    expect(quantity.value).toBe('1');
    const minus = within(row).getByRole('button', { name: 'Decrease quantity of Product 2' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus);
    expect(quantity.value).toBe('1');
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('1');
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Add-on 1 from Product 2' }));
    // Without the add-on the line is another item (its code changed), drawn anew.
    const plain = screen.getAllByRole('row')[1]!;
    expect(plain.textContent).not.toContain('Add-on 1');
    // Priced again by the store for the cart as it is now.
    await waitFor(() => expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$28.99'));
    expect(asked.at(-1)).toBe('2_1_4_');
    fireEvent.click(within(plain).getByRole('button', { name: 'Remove Product 2 from cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });
});

describe('the cart drawer', () => {
  it('opens as a "Shopping Cart" dialog, closes on Escape and gives focus back to the opener', async () => {
    const actor = startActor();
    renderWith(
      <CartActorContext.Provider value={actor}>
        <button type="button">Add to cart</button>
        <CartDrawer />
      </CartActorContext.Provider>,
    );
    const opener = screen.getByRole('button', { name: 'Add to cart' });
    opener.focus();
    act(() => actor.send(addEvent('5_2_0_')));
    const dialog = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(dialog).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(within(dialog).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(within(dialog).getByRole('list', { name: 'Items in your cart' }).textContent).toContain('Product 5');
    // The store's subtotal and discount, and what checkout adds.
    await waitFor(() => expect(dialog.textContent).toContain('Subtotal$24.50'));
    expect(dialog.textContent).toContain('Discount (Spend more, save 10%)');
    expect(dialog.textContent).toContain('Shipping and tax are calculated at checkout.');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().context.visible).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('stays open while the page re-renders (even a remount of the layer), and a new page or tab over the same storage opens it closed', async () => {
    const storage = new MemoryStorage();
    const actor = startActor(storage);
    const drawer = (cart: typeof actor) => (
      <CartActorContext.Provider value={cart}>
        <CartDrawer />
      </CartActorContext.Provider>
    );
    renderWith(drawer(actor));
    act(() => actor.send(addEvent('5_1_0_')));
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeTruthy();
    cleanup();
    renderWith(drawer(actor));
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeTruthy();
    cleanup();

    // A reload or a new tab: a new cart over the stored cart (which still says visible, as the spec stores it).
    expect(JSON.parse(storage.text!)).toMatchObject({ visible: true });
    const reloaded = startActor(storage);
    renderWith(drawer(reloaded));
    expect(reloaded.getSnapshot().context.items.map((item) => item.cartItemCode)).toEqual(['5_1_0_']);
    expect(reloaded.getSnapshot().context.visible).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
