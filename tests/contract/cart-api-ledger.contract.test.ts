/**
 * Random sequences of customer cart calls against the mock backend, which runs the same domain
 * rules as the store API (cart-ledger.ts, cart-settle.ts): after every call the cart holds each item
 * once, within stock, priced unit × quantity, with distinct saved ids; a repeated idempotency key
 * never changes the cart; and adds alone end at min(total asked, stock) per item.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { CartApiResult } from '../../src/application/ports/cart-api.port';
import { MockCartApi } from '../../src/adapters/mock-backend/mock-cart-api';
import { MOCK_PRODUCT_DETAILS } from '../../src/adapters/mock-backend/mock-product-fixtures';
import { buildCartCode, cartItemKey } from '../../src/domain/cart/cart-code';
import type { CartAnswer } from '../../src/domain/cart/cart-types';

const token = `e30.${Buffer.from(JSON.stringify({ WebID: 1, UserID: 'c-model', typ: 'access' })).toString('base64url')}.mock`;
/** Two products with variants (and sold-out ones), one with add-ons, one out of stock, one unknown. */
const PRODUCTS = [...MOCK_PRODUCT_DETAILS.slice(0, 5), { productID: 999, variants: [], addons: [], stock: 0 }];
/** What the store can sell of a code's item: its stock, or 0 when an add-on is not offered. */
const stockOf = (productID: number, variantID: number, addonIDs: readonly number[] = []) => {
  const product = MOCK_PRODUCT_DETAILS.find((p) => p.productID === productID);
  if (!product || !addonIDs.every((id) => product.addons.some((addon) => addon.addonID === id))) return 0;
  return variantID ? (product.variants.find((v) => v.variantID === variantID)?.stock ?? 0) : product.stock;
};

const codeArb = fc
  .record({
    product: fc.constantFrom(...PRODUCTS),
    quantity: fc.integer({ min: 1, max: 12 }),
    variant: fc.nat(),
    addonIDs: fc.subarray([1, 2]),
  })
  .map(({ product, quantity, variant, addonIDs }) =>
    buildCartCode({
      productID: product.productID,
      quantity,
      addonIDs,
      variantID: product.variants.length > 0 ? product.variants[variant % product.variants.length]!.variantID : 0,
    }),
  );

type Call =
  | { op: 'add'; code: string; line: number | null }
  | { op: 'remove'; line: number }
  | { op: 'removeAddon'; line: number; addon: number }
  | { op: 'sync'; codes: string[] }
  | { op: 'repeat'; call: number };

const callArb: fc.Arbitrary<Call> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), code: codeArb, line: fc.option(fc.nat(), { nil: null }) }),
  fc.record({ op: fc.constant('remove' as const), line: fc.nat() }),
  fc.record({ op: fc.constant('removeAddon' as const), line: fc.nat(), addon: fc.constantFrom(1, 2) }),
  fc.record({ op: fc.constant('sync' as const), codes: fc.array(codeArb, { maxLength: 4 }) }),
  fc.record({ op: fc.constant('repeat' as const), call: fc.nat() }),
);

function answer(result: CartApiResult): CartAnswer {
  if (!result.ok) throw new Error(`${result.reason} ${result.status}: ${result.message}`);
  return result.answer;
}

function checkCart(cart: CartAnswer) {
  const kept = cart.items.filter((item) => item.status === 'ok' || item.status === 'lessstock');
  expect(cart.items).toEqual(kept);
  expect(new Set(kept.map((item) => cartItemKey(item.cartItemCode))).size).toBe(kept.length);
  expect(new Set(kept.map((item) => item.cartItemID)).size).toBe(kept.length);
  for (const item of kept) {
    const { quantity } = item;
    expect(quantity).toBeGreaterThanOrEqual(1);
    expect(quantity).toBeLessThanOrEqual(stockOf(item.product.productID, item.product.variantID));
    expect(item.totalCents).toBe(item.product.unitCents * quantity);
    expect(item.cartItemID).toMatch(/^[1-9]\d*$/);
    expect(item.addons.every((addon) => addon.cartItemID === item.cartItemID && addon.quantity === item.quantity)).toBe(true);
  }
}

test.prop([fc.array(callArb, { maxLength: 25 })], { numRuns: 300 })(
  'a customer cart stays whole under any sequence of calls',
  async (calls) => {
    const api = new MockCartApi({ accessToken: () => token });
    const sent: Array<() => Promise<CartApiResult>> = [];
    for (const [index, call] of calls.entries()) {
      const before = answer(await api.getCart(''));
      const pick = (n: number) => before.items[n % Math.max(1, before.items.length)]?.cartItemID ?? '1';
      const key = `k.${index}`;
      const send: () => Promise<CartApiResult> =
        call.op === 'add'
          ? () =>
              api.addCartItem({
                cartCodes: '',
                cartCode: call.code,
                cartItemId: call.line === null ? '0' : pick(call.line),
                idempotencyKey: key,
              })
          : call.op === 'remove'
            ? () => api.removeCartItem({ cartItemId: pick(call.line), idempotencyKey: key })
            : call.op === 'removeAddon'
              ? () => api.removeCartAddon({ cartItemId: pick(call.line), cartAddonId: String(call.addon), idempotencyKey: key })
              : call.op === 'sync'
                ? () => api.syncCart({ cartCodes: call.codes.join('|'), idempotencyKey: key })
                : (sent[call.call % Math.max(1, sent.length)] ?? (() => api.getCart('')));
      const result = await send();
      if (call.op === 'repeat') {
        // A repeat is answered, not applied (the same key with the same request).
        expect(answer(await api.getCart('')).items).toEqual(before.items);
      } else {
        answer(result);
        sent.push(send);
      }
      checkCart(answer(await api.getCart('')));
    }
  },
);

test.prop([fc.array(codeArb, { minLength: 1, maxLength: 30 })], { numRuns: 200 })(
  'adds alone end at min(total asked, stock) per item',
  async (codes) => {
    const api = new MockCartApi({ accessToken: () => token });
    for (const [index, code] of codes.entries())
      answer(await api.addCartItem({ cartCodes: '', cartCode: code, cartItemId: '0', idempotencyKey: `a.${index}` }));
    const asked = new Map<string, { total: number; stock: number }>();
    for (const code of codes) {
      const [productID, quantity, variantID] = code.split('_').map(Number) as [number, number, number];
      const addonIDs = code.split('_')[3]!.split(',').filter(Boolean).map(Number);
      const key = cartItemKey(code)!;
      asked.set(key, { total: (asked.get(key)?.total ?? 0) + quantity, stock: stockOf(productID, variantID, addonIDs) });
    }
    const cart = answer(await api.getCart(''));
    const expected = [...asked].filter(([, { stock }]) => stock > 0).map(([key, { total, stock }]) => [key, Math.min(total, stock)]);
    expect(cart.items.map((item) => [cartItemKey(item.cartItemCode), item.quantity]).sort()).toEqual(expected.sort());
  },
);
