import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { parseCartCode } from '../../../src/domain/cart/cart-code';
import { lineKey } from '../../../src/domain/cart/cart-item';
import { parseStoredCart, serializeCart } from '../../../src/domain/cart/cart-persisted';
import { rebase } from '../../../src/domain/cart/cart-intents';
import { addItem, cartCodes } from '../../../src/domain/cart/cart-rules';
import type { CartItem } from '../../../src/domain/cart/cart-types';
import { MAX_QUANTITY } from '../../../src/domain/cart/quantity';
import { codeArb, itemArb, savedItemArb } from './cart-arbitraries';

const stateArb = fc.record({
  base: fc.array(savedItemArb, { maxLength: 6 }).map((items) => items.reduce<CartItem[]>(addItem, [])),
  pending: fc
    .array(
      fc.oneof(
        itemArb().map((item) => ({ kind: 'add' as const, item })),
        fc
          .tuple(codeArb(), fc.integer({ min: 1, max: 999 }))
          .map(([code, quantity]) => ({ kind: 'setQuantity' as const, key: lineKey({ cartItemCode: code }), quantity })),
        codeArb().map((code) => ({ kind: 'remove' as const, key: lineKey({ cartItemCode: code }) })),
      ),
      { maxLength: 5 },
    )
    .map((intents) => intents.map((intent, i) => ({ ...intent, id: `p.${i}` }))),
  visible: fc.boolean(),
  owner: fc.option(fc.constantFrom('u1', 'u2')),
});

test.prop([stateArb])('reads back exactly what it wrote', (state) => {
  expect(parseStoredCart(serializeCart(state))).toEqual({ state, issues: [] });
});

/**
 * A cart as the versions before minor units wrote it (no format marker): quantities as text and money
 * as the wire's decimal text, `price` for the line's and the unit's, `totalPrice` for an add-on's.
 */
const version1Line = (item: CartItem) => ({
  cartItemID: item.cartItemID,
  cartItemCode: item.cartItemCode,
  quantity: String(item.quantity),
  price: (item.totalCents / 100).toFixed(2),
  status: item.status,
  product: { ...item.product, unitCents: undefined, price: (item.product.unitCents / 100).toFixed(2) },
  addons: item.addons.map((addon) => ({
    cartItemID: addon.cartItemID,
    cartAddonID: addon.cartAddonID,
    addonName: addon.addonName,
    quantity: String(addon.quantity),
    price: (addon.unitCents / 100).toFixed(2),
    totalPrice: (addon.totalCents / 100).toFixed(2),
  })),
});
type StoredState = Parameters<typeof serializeCart>[0];
function writtenByVersion1(state: StoredState): string {
  const data = rebase(state.base, state.pending);
  const pending = state.pending.map((intent) => (intent.kind === 'add' ? { ...intent, item: version1Line(intent.item) } : intent));
  return JSON.stringify({
    data: data.map(version1Line),
    visible: state.visible,
    codes: cartCodes(data),
    base: state.base.map(version1Line),
    pending,
    owner: state.owner,
  });
}

test.prop([stateArb])('a cart an earlier version wrote in decimal text reads as the same cart: nothing is lost by the upgrade', (state) => {
  const text = writtenByVersion1(state);
  expect(JSON.parse(text)).not.toHaveProperty('format');
  expect(parseStoredCart(text)).toEqual({ state, issues: [] });
  // Written again, it is in this version's format, and still the same cart.
  expect(parseStoredCart(serializeCart(parseStoredCart(text).state)).state).toEqual(state);
});

/** Tampering: any JSON value anywhere, and any text. */
const tamperedArb = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .tuple(
      stateArb,
      fc.array(fc.tuple(fc.constantFrom('quantity', 'cartItemCode', 'cartItemID', 'product', 'addons', 'status'), fc.jsonValue()), {
        maxLength: 4,
      }),
    )
    .map(([state, edits]) => {
      const data = JSON.parse(serializeCart(state)) as { base: Array<Record<string, unknown>> };
      edits.forEach(([field, value], i) => {
        const line = data.base[i % Math.max(1, data.base.length)];
        if (line) line[field] = value;
      });
      return JSON.stringify(data);
    }),
);

test.prop([tamperedArb])('never throws on tampered storage; what it keeps is a sane cart', (text) => {
  const { state } = parseStoredCart(text);
  expect(new Set(state.base.map(lineKey)).size).toBe(state.base.length);
  for (const item of state.base) {
    const quantity = Number(item.quantity);
    expect(quantity >= 1 && quantity <= MAX_QUANTITY && Number.isInteger(quantity)).toBe(true);
    expect(parseCartCode(item.cartItemCode)?.quantity).toBe(quantity);
    expect(item.cartItemID).toMatch(/^\d+$/);
  }
});
