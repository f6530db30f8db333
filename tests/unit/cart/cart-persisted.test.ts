import { describe, expect, it } from 'vitest';
import { newCartItem } from '../../../src/domain/cart/cart-item';
import { parseStoredCart, serializeCart } from '../../../src/domain/cart/cart-persisted';
import { STORED_CART_FORMAT } from '../../../src/domain/cart/cart-stored-entries';
import type { CartItem } from '../../../src/domain/cart/cart-types';
import { decimalText } from '../../../src/domain/money/money';
import { addonOf, productOf } from './cart-fakes';
import { startCart } from './cart-harness';

const line = (code: string): CartItem => {
  const [productID, , variantID] = code.split('_').map(Number);
  return newCartItem({ code, product: productOf(productID!, variantID), addons: [addonOf(1), addonOf(2)] })!;
};
/** The spec's fields as this version writes them: money in base cents, under the format marker. */
const spec = (data: unknown[]) => JSON.stringify({ data, visible: false, codes: '', format: STORED_CART_FORMAT });
const codesOf = (text: string) =>
  parseStoredCart(text).state.base.map((item) => `${item.cartItemCode}|${item.quantity}|${decimalText(item.totalCents)}`);

describe('restoring a stored cart that may have been tampered with', () => {
  it('reads back what it wrote, pending changes included', () => {
    const state = {
      base: [line('1_2_0_')],
      pending: [{ kind: 'add' as const, id: 'a.1', item: line('2_1_0_1') }],
      visible: true,
      owner: 'u1',
    };
    const text = serializeCart(state);
    expect(parseStoredCart(text)).toEqual({ state, issues: [] });
    expect(JSON.parse(text)).toMatchObject({ codes: '1_2_0_|2_1_0_1', visible: true });
  });

  it('reads a cart an earlier version wrote, its money in decimal text, as the same lines and writes it back in cents', () => {
    const product = (id: number, price: string) => ({
      productID: id,
      variantID: 0,
      sku: `SKU-${id}-0`,
      itemName: `Product ${id}`,
      variantName: '',
      price,
      imageFile: `media://p${id}.png`,
      thumbnailFile: `media://p${id}-t.png`,
      productURL: `/product/${id}`,
    });
    const saved = {
      cartItemID: '41',
      cartItemCode: '1_2_0_',
      quantity: '2',
      price: '21.00',
      status: 'ok',
      product: product(1, '10.50'),
      addons: [],
    };
    const added = {
      cartItemID: '0',
      cartItemCode: '2_3_0_1',
      quantity: '3',
      price: '61.50',
      status: 'ok',
      product: product(2, '20.50'),
      addons: [{ cartItemID: '0', cartAddonID: '1', addonName: 'Add-on 1', quantity: '3', price: '1.25', totalPrice: '3.75' }],
    };
    // Exactly what the cart stored before money became minor units: no format marker.
    const version1 = JSON.stringify({
      data: [saved, added],
      visible: true,
      codes: '1_2_0_|2_3_0_1',
      base: [saved],
      pending: [
        { kind: 'add', id: 'a.1', item: added },
        { kind: 'setQuantity', id: 'a.2', key: '1_0_', quantity: 2 },
      ],
      owner: 'u1',
    });
    const { state, issues } = parseStoredCart(version1);
    expect(issues).toEqual([]);
    expect(state.base).toEqual([{ ...line('1_2_0_'), cartItemID: '41' }]);
    expect(state.pending).toEqual([
      { kind: 'add', id: 'a.1', item: line('2_3_0_1') },
      { kind: 'setQuantity', id: 'a.2', key: '1_0_', quantity: 2 },
    ]);
    expect(codesOf(version1)).toEqual(['1_2_0_|2|21.00']);
    expect(state.pending[0]).toMatchObject({ item: { totalCents: 6150, addons: [{ unitCents: 125, totalCents: 375 }] } });
    const rewritten = serializeCart(state);
    expect(JSON.parse(rewritten)).toMatchObject({
      format: STORED_CART_FORMAT,
      base: [{ quantity: 2, totalCents: 2100, product: { unitCents: 1050 } }],
    });
    expect(parseStoredCart(rewritten)).toEqual({ state, issues: [] });
  });

  it("reads storage in the spec's shape (data, visible, codes) as a cart with nothing pending", () => {
    expect(codesOf(spec([line('3_2_1_')]))).toEqual(['3_2_1_|2|63.00']);
  });

  it('clamps huge, negative and fractional quantities and makes code and prices agree', () => {
    const tampered = [
      { ...line('1_1_0_'), quantity: '100000' },
      { ...line('2_1_0_'), quantity: '-3' },
      { ...line('3_1_0_'), quantity: 2.5 },
      { ...line('4_1_0_'), cartItemCode: '4_999999999_0_', quantity: undefined },
    ];
    const { issues } = parseStoredCart(spec(tampered));
    expect(codesOf(spec(tampered))).toEqual(['1_999_0_|999|10489.50', '2_1_0_|1|20.50', '3_2_0_|2|61.00', '4_999_0_|999|40459.50']);
    expect(issues.filter((issue) => issue.action === 'clamped')).toHaveLength(4);
  });

  it('drops lines with a non-numeric quantity, a broken code, a broken price or an unknown shape', () => {
    const tampered = [
      { ...line('1_1_0_'), quantity: 'lots' },
      { ...line('2_1_0_'), cartItemCode: '2_-1_0_' },
      { ...line('3_1_0_'), product: { ...productOf(3), unitCents: 'free' } },
      { ...line('4_1_0_'), product: productOf(5) },
      { ...line('6_1_0_'), cartItemID: '<script>' },
      'junk',
      null,
      42,
      [],
      line('7_1_0_'),
    ];
    const { state, issues } = parseStoredCart(spec(tampered));
    expect(state.base.map((item) => item.cartItemCode)).toEqual(['7_1_0_']);
    expect(issues.filter((issue) => issue.action === 'dropped')).toHaveLength(9);
  });

  it('merges duplicate lines instead of showing an item twice', () => {
    const { state, issues } = parseStoredCart(spec([line('1_2_0_2,1'), line('1_3_0_1,2')]));
    expect(state.base.map((item) => item.cartItemCode)).toEqual(['1_5_0_1,2']);
    expect(issues).toEqual([{ action: 'merged', reason: 'duplicate line 1_0_1,2' }]);
  });

  it('gives an empty cart for broken JSON or an unknown shape, never a crash', () => {
    for (const text of ['{"data": [', 'null', '[]', '"cart"', '{"data": 5}', '{"base": [], "pending": {"kind": "add"}}']) {
      const { state, issues } = parseStoredCart(text);
      expect(state.base).toEqual([]);
      expect(issues.length).toBeGreaterThan(0);
    }
  });

  it('drops pending changes it cannot understand and clamps their quantities', () => {
    const text = JSON.stringify({
      data: [],
      base: [line('1_1_0_')],
      visible: false,
      codes: '',
      owner: 'u1',
      format: STORED_CART_FORMAT,
      pending: [
        { kind: 'setQuantity', id: 'a.1', key: '1_0_', quantity: 1e9 },
        { kind: 'setQuantity', id: 'a.2', key: '1_0_', quantity: 'x' },
        { kind: 'drop-table', id: 'a.3' },
        { kind: 'remove', id: 'a.4', key: '../../etc' },
        { kind: 'remove', id: '', key: '1_0_' },
      ],
    });
    const { state, issues } = parseStoredCart(text);
    expect(state.pending).toEqual([{ kind: 'setQuantity', id: 'a.1', key: '1_0_', quantity: 999 }]);
    expect(issues).toHaveLength(5);
  });

  it('restores through the machine with a message about what was dropped', () => {
    const cart = startCart({ stored: spec([line('1_1_0_'), { ...line('2_1_0_'), quantity: 'NaN' }]) });
    expect(cart.lines()).toEqual(['1_1_0_#0']);
    expect(cart.emitted).toContainEqual({ type: 'notify', level: 'info', message: expect.stringContaining('could not be read') });
  });

  it('starts empty and quiet when nothing is stored', () => {
    const cart = startCart();
    expect(cart.actor.getSnapshot().matches('running')).toBe(true);
    expect(cart.context().items).toEqual([]);
    expect(cart.emitted).toEqual([]);
  });
});
