// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoIdGenerator } from '../../../src/adapters/ids/crypto-id-generator';
import { cartStorageKey, LocalStorageCart } from '../../../src/adapters/storage/local-storage-cart';
import type { CartApiResult } from '../../../src/application/ports/cart-api.port';
import { selectCount } from '../../../src/application/cart/cart.selectors';
import type { BrowserCart } from '../../../src/application/storefront/live-runtime';
import { startBrowserCart } from '../../../src/composition/cart-composition';
import { peekStoredCart as peekStorage } from '../../../src/composition/cart-peek';
import { customerOf } from '../../../src/composition/token-customer';
import { sharedPixel } from '../../../src/composition/pixel-hub';
import { parseStoredCart } from '../../../src/domain/cart/cart-persisted';
import { addEvent, FakeCartApi, FakeCartServer, settle } from '../cart/cart-fakes';

const started: BrowserCart[] = [];
afterEach(() => {
  started.splice(0).forEach((cart) => cart.stop());
  localStorage.clear();
});

function start(
  options: { action?: 'OPEN_DRAWER' | 'OPEN_CART'; api?: FakeCartApi; customerId?: string | null; currency?: [string, number] } = {},
) {
  const navigate = vi.fn();
  const notify = vi.fn();
  const api = options.api ?? new FakeCartApi(new FakeCartServer());
  const cart = startBrowserCart(
    {
      store: 'aurora',
      api,
      route: null,
      customerId: options.customerId ?? null,
      settings: {
        addToCartAction: options.action ?? 'OPEN_DRAWER',
        currency: options.currency?.[0] ?? 'USD',
        currencyRate: options.currency?.[1] ?? 1,
      },
      effects: { navigate, notify },
    },
    { storage: (store) => new LocalStorageCart({ store }), pixel: sharedPixel(), ids: new CryptoIdGenerator() },
  );
  started.push(cart);
  const codes = () => cart.actor.getSnapshot().context.items.map((item) => item.cartItemCode);
  return { cart, navigate, notify, api, codes };
}

const peekStoredCart = (store: string) => peekStorage(new LocalStorageCart({ store }));
const stored = () => parseStoredCart(localStorage.getItem(cartStorageKey('aurora'))).state;

describe('the browser cart', () => {
  it('saves an add to storage at once, and a reload (a new cart) shows it with its count', async () => {
    const first = start();
    first.cart.actor.send(addEvent('12_2_3_1'));
    expect(stored().base.map((item) => item.cartItemCode)).toEqual(['12_2_3_1']);
    await settle();
    expect(peekStoredCart('aurora')).toEqual({ count: 2 });
    first.cart.stop();
    const again = start();
    expect(again.codes()).toEqual(['12_2_3_1']);
    expect(selectCount(again.cart.actor.getSnapshot())).toBe(2);
    // The add opened the drawer in the first page; the reloaded page opens with it closed.
    expect(again.cart.actor.getSnapshot().context.visible).toBe(false);
  });

  it('opens the drawer in OPEN_DRAWER stores and navigates to /cart in OPEN_CART stores', () => {
    const drawer = start();
    drawer.cart.actor.send(addEvent('5_1_0_'));
    expect(drawer.cart.actor.getSnapshot().context.visible).toBe(true);
    expect(drawer.navigate).not.toHaveBeenCalled();
    drawer.cart.stop();
    localStorage.clear();
    const page = start({ action: 'OPEN_CART' });
    page.cart.actor.send(addEvent('5_1_0_'));
    expect(page.navigate).toHaveBeenCalledWith('/cart');
  });

  it('shows what another tab saved, keeping its own drawer closed', () => {
    const tab = start();
    const otherTab = start();
    otherTab.cart.actor.send(addEvent('7_3_0_'));
    const text = localStorage.getItem(cartStorageKey('aurora'));
    expect(JSON.parse(text!)).toMatchObject({ visible: true });
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey('aurora'), newValue: text }));
    expect(tab.codes()).toEqual(['7_3_0_']);
    expect(tab.cart.actor.getSnapshot().context.visible).toBe(false);
  });

  it('tells the shopper when stored items could not be read', () => {
    localStorage.setItem(cartStorageKey('aurora'), '{"data": [{"cartItemCode": "1_1_0_", "product": {"price": "abc"}}], "visible": false}');
    const { notify, codes } = start();
    expect(codes()).toEqual([]);
    expect(notify).toHaveBeenCalledWith(expect.stringContaining('could not be read'), 'info');
  });

  it('keeps an add made while the store API fails, says so once, and completes when the browser is back online', async () => {
    const server = new FakeCartServer();
    let up = false;
    const api = new FakeCartApi(server, async (_label, serve): Promise<CartApiResult> =>
      up ? { ok: true, answer: serve() } : { ok: false, reason: 'unavailable', status: 500, message: 'Server error' },
    );
    const { cart, notify, codes } = start({ api });
    cart.actor.send(addEvent('9_1_0_'));
    await settle();
    expect(codes()).toEqual(['9_1_0_']);
    expect(cart.actor.getSnapshot().context.offline).toBe(true);
    expect(notify).toHaveBeenCalledWith(expect.stringContaining('kept on this device'), 'error');
    up = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(cart.actor.getSnapshot().context.offline).toBe(false);
    expect(cart.actor.getSnapshot().context.pending).toEqual([]);
    expect(stored().base.map((item) => item.cartItemCode)).toEqual(['9_1_0_']);
  });

  it("queues the AddToCart ad event in the currency the shopper sees, in the page's pixel hub", () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    sharedPixel().drain();
    const { cart } = start({ currency: ['EUR', 0.92] });
    cart.actor.send(addEvent('2_2_0_'));
    // 2 × 20.50 = 41.00 in the base currency is €37.72.
    expect(
      sharedPixel()
        .drain()
        .map((queued) => [queued.event, queued.data]),
    ).toEqual([
      [
        'AddToCart',
        {
          content_name: 'Product 2',
          content_ids: ['SKU-2-0'],
          content_type: 'product',
          value: 37.72,
          currency: 'EUR',
          category: 'Shoes',
          brand: 'Acme',
        },
      ],
    ]);
    log.mockRestore();
  });

  it("clears a stored customer's cart when the token names a guest", () => {
    localStorage.setItem(cartStorageKey('aurora'), JSON.stringify({ data: [], base: [], pending: [], visible: false, owner: 'c-1' }));
    start({ customerId: null });
    expect(localStorage.getItem(cartStorageKey('aurora'))).toBeNull();
  });
});

describe('who the cart belongs to', () => {
  const token = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
  const services = (accessToken: string | null, signedIn: boolean) => ({
    isSignedIn: () => signedIn,
    tokens: { read: () => (accessToken ? { accessToken, refreshToken: 'r' } : null), write: () => undefined, clear: () => undefined },
  });

  it('is the customer the access token names, or a guest', () => {
    expect(customerOf(services(token({ UserID: 'c-1', WebID: 1 }), true))).toBe('c-1');
    expect(customerOf(services(token({ UserID: 'c-1', WebID: 1 }), false))).toBeNull();
    expect(customerOf(services(null, false))).toBeNull();
    expect(customerOf(services('not a token', true))).toBeNull();
  });
});
