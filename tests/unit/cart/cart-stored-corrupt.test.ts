/** A stored cart whose values cannot even be converted (the property test's counterexample) is read, never thrown on. */
import { describe, expect, it } from 'vitest';
import { parseStoredCart } from '../../../src/domain/cart/cart-persisted';

const line = (quantity: unknown) => ({
  cartItemID: '0',
  cartItemCode: '1_1_0_',
  quantity,
  price: '10.50',
  status: 'ok',
  product: {
    productID: 1,
    variantID: 0,
    sku: 'SKU-1-0',
    itemName: 'Product 1',
    variantName: '',
    price: '10.50',
    imageFile: 'media://p1.png',
    thumbnailFile: 'media://p1-t.png',
    productURL: '/product/1',
  },
  addons: [],
});

describe('a corrupt stored cart', () => {
  it('drops a line whose quantity is an object that cannot become a number, says so, and keeps the rest', () => {
    const raw = JSON.stringify({
      visible: false,
      base: [line({ toString: false }), { ...line('2'), cartItemCode: '1_1_0_1' }],
      pending: [],
      owner: null,
    });
    expect(() => parseStoredCart(raw)).not.toThrow();
    const { state, issues } = parseStoredCart(raw);
    expect(state.base).toHaveLength(1);
    expect(state.base[0]!.quantity).toBe(2);
    expect(issues).toContainEqual({ action: 'dropped', reason: 'non-numeric quantity' });
  });
});
