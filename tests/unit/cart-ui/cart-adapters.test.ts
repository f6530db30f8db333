// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoIdGenerator } from '../../../src/adapters/ids/crypto-id-generator';
import { QueuedPixel } from '../../../src/adapters/pixel/queued-pixel';
import { cartStorageKey, LocalStorageCart } from '../../../src/adapters/storage/local-storage-cart';
import { parseStoredCart, serializeCart } from '../../../src/domain/cart/cart-persisted';
import { STORED_CART_FORMAT } from '../../../src/domain/cart/cart-stored-entries';
import { newCartItem } from '../../../src/domain/cart/cart-item';
import { addonOf, productOf } from '../cart/cart-fakes';

afterEach(() => localStorage.clear());

const item = (code: string) => {
  const [productID, , variantID] = code.split('_').map(Number);
  return newCartItem({ code, product: productOf(productID!, variantID), addons: [addonOf(1)] })!;
};

describe('the cart in localStorage', () => {
  it('reads back what it saved, per store, and survives a new adapter (a reload)', () => {
    const text = serializeCart({ base: [item('12_2_3_1')], pending: [], visible: true, owner: null });
    new LocalStorageCart({ store: 'aurora' }).save(text);
    expect(new LocalStorageCart({ store: 'aurora' }).load()).toBe(text);
    expect(new LocalStorageCart({ store: 'nordic' }).load()).toBeNull();
    expect(localStorage.getItem(cartStorageKey('aurora'))).toBe(text);
    const { state, issues } = parseStoredCart(new LocalStorageCart({ store: 'aurora' }).load());
    expect(issues).toEqual([]);
    expect(state.base.map((line) => line.cartItemCode)).toEqual(['12_2_3_1']);
  });

  it('hands tampered text to the domain reader, which drops or clamps with a report instead of crashing', () => {
    const storage = new LocalStorageCart({ store: 'aurora' });
    localStorage.setItem(cartStorageKey('aurora'), '{"data": [{"cartItemCode": "12_abc_0_", "product": {}}');
    expect(parseStoredCart(storage.load())).toMatchObject({ state: { base: [] }, issues: [{ action: 'dropped', reason: 'broken JSON' }] });
    const huge = { ...item('5_1_0_'), quantity: '1000000' };
    const negative = { ...item('6_1_0_'), quantity: '-2' };
    localStorage.setItem(
      cartStorageKey('aurora'),
      JSON.stringify({ data: [huge, negative, { cartItemCode: 'x', product: {} }], visible: false, codes: '', format: STORED_CART_FORMAT }),
    );
    const { state, issues } = parseStoredCart(storage.load());
    expect(state.base.map((line) => line.cartItemCode)).toEqual(['5_999_0_', '6_1_0_']);
    expect(issues.map((issue) => issue.action).sort()).toEqual(['clamped', 'clamped', 'dropped']);
  });

  it('clears its own key only', () => {
    localStorage.setItem('other', 'kept');
    const storage = new LocalStorageCart({ store: 'aurora' });
    storage.save('{}');
    storage.clear();
    expect(storage.load()).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
  });

  it("reports other tabs' changes to its key (and a cleared storage), not to other keys", () => {
    const storage = new LocalStorageCart({ store: 'aurora' });
    const seen: Array<string | null> = [];
    const stop = storage.watch((text) => seen.push(text));
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey('aurora'), newValue: 'new' }));
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey('nordic'), newValue: 'other store' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey('aurora'), newValue: 'after stop' }));
    expect(seen).toEqual(['new', null]);
  });

  it('reads nothing and refuses writes where storage is blocked, without throwing on read', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const storage = new LocalStorageCart({ store: 'aurora', storage: blocked });
    expect(storage.load()).toBeNull();
    expect(() => storage.save('{}')).toThrow();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => new LocalStorageCart({ store: 'aurora', storage: () => full }).save('{}')).toThrow('full');
  });
});

describe('the pixel queue', () => {
  it('keeps AddToCart events in order, bounded, until drained, and logs them when asked', () => {
    const log = vi.fn();
    const pixel = new QueuedPixel({ limit: 2, log });
    const event = (name: string) => ({
      content_name: name,
      content_ids: ['SKU'],
      content_type: 'product' as const,
      value: 1,
      currency: 'USD',
      category: '',
      brand: '',
    });
    pixel.track('AddToCart', event('a'));
    pixel.track('AddToCart', event('b'));
    pixel.track('AddToCart', event('c'));
    expect(pixel.drain().map((entry) => ('content_name' in entry.data ? entry.data.content_name : ''))).toEqual(['b', 'c']);
    expect(pixel.drain()).toEqual([]);
    expect(log).toHaveBeenCalledTimes(3);
  });
});

describe('ids', () => {
  it('are unique, from randomUUID or, outside secure contexts, from random bytes', () => {
    const ids = new CryptoIdGenerator();
    expect(new Set(Array.from({ length: 100 }, () => ids.newId())).size).toBe(100);
    const insecure = new CryptoIdGenerator({ crypto: { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) } });
    const id = insecure.newId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(insecure.newId()).not.toBe(id);
  });
});
