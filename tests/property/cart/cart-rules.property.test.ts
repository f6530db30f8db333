import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { parseCartCode } from '../../../src/domain/cart/cart-code';
import { lineKey } from '../../../src/domain/cart/cart-item';
import { rebase, type CartIntent } from '../../../src/domain/cart/cart-intents';
import {
  acceptServerCart,
  addItem,
  applyPricing,
  cartCodes,
  removeAddon,
  removeItem,
  setItemQuantity,
  unsavedCodes,
} from '../../../src/domain/cart/cart-rules';
import { CART_POPUP_ROUTES, dialogButton, popupText, showsCartPopups } from '../../../src/domain/cart/cart-status';
import type { CartItem } from '../../../src/domain/cart/cart-types';
import { MAX_QUANTITY, normalizeQuantity } from '../../../src/domain/cart/quantity';
import { codeArb, itemArb, itemOf, savedItemArb, statusArb } from './cart-arbitraries';

const cartArb = fc.array(itemArb(), { maxLength: 8 }).map((items) => items.reduce<CartItem[]>(addItem, []));
const totals = (items: readonly CartItem[]) => {
  const map = new Map<string, number>();
  for (const item of items) map.set(lineKey(item), (map.get(lineKey(item)) ?? 0) + Number(item.quantity));
  return map;
};
const keysAreUnique = (items: readonly CartItem[]) => new Set(items.map(lineKey)).size === items.length;
/** A line agrees with itself: code quantity = quantity, price = unit × quantity, add-ons follow. */
const consistent = (item: CartItem) =>
  parseCartCode(item.cartItemCode)?.quantity === item.quantity &&
  item.totalCents === item.product.unitCents * item.quantity &&
  item.addons.every((addon) => addon.quantity === item.quantity && addon.totalCents === addon.unitCents * item.quantity);

test.prop([cartArb, itemArb(fc.integer({ min: 1, max: 999 }))])(
  'add: same code ignoring quantity adds quantities (capped), else appends',
  (cart, added) => {
    const next = addItem(cart, added);
    const key = lineKey(added);
    const before = totals(cart).get(key);
    expect(keysAreUnique(next)).toBe(true);
    expect(totals(next).get(key)).toBe(Math.min(MAX_QUANTITY, (before ?? 0) + Number(added.quantity)));
    expect(next.length).toBe(cart.length + (before === undefined ? 1 : 0));
    if (before === undefined) expect(next.at(-1)).toBe(added);
    expect(next.every(consistent)).toBe(true);
  },
);

test.prop([cartArb, fc.nat()])('remove: only that line goes, the others keep their order', (cart, pick) => {
  const victim = cart[pick % Math.max(1, cart.length)];
  const next = victim ? removeItem(cart, lineKey(victim)) : removeItem(cart, '1_0_');
  expect(next).toEqual(cart.filter((item) => item !== victim));
});

test.prop([
  cartArb,
  fc.nat(),
  fc.oneof(fc.integer({ min: -5, max: 2000 }).map(String), fc.constantFrom('', ' ', 'abc', '2.5'), fc.integer()),
])('set quantity: normalised (below 1 or empty gives 1), prices and add-on totals follow, other lines untouched', (cart, pick, input) => {
  const target = cart[pick % Math.max(1, cart.length)];
  if (!target) return;
  const next = setItemQuantity(cart, lineKey(target), input);
  const changed = next.find((item) => lineKey(item) === lineKey(target))!;
  expect(changed.quantity).toBe(normalizeQuantity(input));
  expect(consistent(changed)).toBe(true);
  expect(next.filter((item) => item !== changed)).toEqual(cart.filter((item) => item !== target));
});

test.prop([cartArb, fc.nat(), fc.constantFrom('1', '2', '3')])(
  'remove add-on: it leaves code and list; a line that becomes another merges with it',
  (cart, pick, addonID) => {
    const target = cart[pick % Math.max(1, cart.length)];
    if (!target) return;
    const next = removeAddon(cart, lineKey(target), addonID);
    if (!target.addons.some((addon) => addon.cartAddonID === addonID)) {
      expect(next).toEqual(cart);
      return;
    }
    const line = parseCartCode(target.cartItemCode)!;
    const strippedKey = `${line.productID}_${line.variantID}_${line.addonIDs.filter((id) => String(id) !== addonID).join(',')}`;
    const expected = totals(cart);
    expected.delete(lineKey(target));
    expected.set(strippedKey, Math.min(MAX_QUANTITY, (expected.get(strippedKey) ?? 0) + Number(target.quantity)));
    expect(totals(next)).toEqual(expected);
    expect(keysAreUnique(next)).toBe(true);
    expect(next.find((item) => lineKey(item) === strippedKey)?.addons.map((addon) => addon.cartAddonID)).toEqual(
      line.addonIDs.map(String).filter((id) => id !== addonID),
    );
  },
);

test.prop([fc.array(fc.tuple(savedItemArb, statusArb), { maxLength: 8 })])(
  'a server answer keeps ok and lessstock lines only, codes at the allowed quantity',
  (pairs) => {
    const answer = pairs.map(([item, status]) => ({ ...item, status }));
    const kept = acceptServerCart(answer);
    expect(kept.map((item) => item.cartItemID)).toEqual(
      answer.filter((item) => item.status === 'ok' || item.status === 'lessstock').map((item) => item.cartItemID),
    );
    expect(kept.every((item) => parseCartCode(item.cartItemCode)?.quantity === Number(item.quantity))).toBe(true);
  },
);

test.prop([cartArb, fc.array(fc.tuple(fc.nat(), statusArb, fc.integer({ min: 1, max: 20 })), { maxLength: 8 })])(
  'guest pricing: refused lines go, allowed quantities apply, nothing is added',
  (cart, verdicts) => {
    const answer = verdicts.flatMap(([pick, status, allowed]) => {
      const item = cart[pick % Math.max(1, cart.length)];
      return item ? [{ ...itemOf(item.cartItemCode.replace(/^(\d+)_\d+_/, `$1_${allowed}_`)), status }] : [];
    });
    const next = applyPricing(
      cart,
      cart.map((item) => item.cartItemCode),
      answer,
    );
    expect(next.every((item) => cart.some((line) => lineKey(line) === lineKey(item)))).toBe(true);
    for (const item of cart) {
      const verdict = answer.find((line) => lineKey(line) === lineKey(item));
      const after = next.find((line) => lineKey(line) === lineKey(item));
      if (!verdict) expect(after).toBe(item);
      else if (verdict.status === 'ok' || verdict.status === 'lessstock') expect(after?.quantity).toBe(verdict.quantity);
      else expect(after).toBeUndefined();
    }
  },
);

test.prop([fc.array(savedItemArb, { maxLength: 8 })])("SyncCart codes are the unsaved lines' codes joined by |", (items) => {
  const codes = unsavedCodes(items);
  expect(codes === '' ? [] : codes.split('|')).toEqual(items.filter((item) => item.cartItemID === '0').map((item) => item.cartItemCode));
  expect(cartCodes(items).split('|').filter(Boolean)).toHaveLength(items.length);
});

test.prop([statusArb])('popup text: Quantity Updated for lessstock, Item Removed otherwise', (status) => {
  expect(popupText(status)).toBe(status === 'lessstock' ? 'Quantity Updated' : 'Item Removed');
});

test.prop([fc.boolean(), fc.option(fc.constantFrom('cart', 'checkout', 'checkout-id', 'home', 'product', ''))])(
  'dialog button: home when empty, Continue Checkout on checkout, else Continue',
  (empty, route) => {
    const button = dialogButton(empty, route);
    if (empty) expect(button).toEqual({ label: 'Return to home', action: 'home' });
    else expect(button.label).toBe(route === 'checkout' || route === 'checkout-id' ? 'Continue Checkout' : 'Continue');
    expect(showsCartPopups(route)).toBe((CART_POPUP_ROUTES as readonly (string | null)[]).includes(route));
  },
);

const intentArb: fc.Arbitrary<CartIntent> = fc.oneof(
  itemArb().map((item) => ({ kind: 'add' as const, id: 'i', item })),
  codeArb().map((code) => ({ kind: 'remove' as const, id: 'i', key: lineKey({ cartItemCode: code }) })),
  fc
    .tuple(codeArb(), fc.integer({ min: 1, max: 30 }))
    .map(([code, quantity]) => ({ kind: 'setQuantity' as const, id: 'i', key: lineKey({ cartItemCode: code }), quantity })),
  fc
    .tuple(codeArb(), fc.constantFrom('1', '2', '3'))
    .map(([code, cartAddonID]) => ({ kind: 'removeAddon' as const, id: 'i', key: lineKey({ cartItemCode: code }), cartAddonID })),
  fc.array(itemArb(), { maxLength: 3 }).map((items) => ({ kind: 'sync' as const, id: 'i', items })),
  fc.constant({ kind: 'refresh' as const, id: 'i' }),
);

test.prop([cartArb, fc.array(intentArb, { maxLength: 8 }), fc.array(intentArb, { maxLength: 8 })])(
  'rebase: replaying changes in two steps is replaying them at once, and never duplicates a line',
  (base, first, second) => {
    const all = rebase(base, [...first, ...second]);
    expect(rebase(rebase(base, first), second)).toEqual(all);
    expect(keysAreUnique(all)).toBe(true);
    expect(all.every(consistent)).toBe(true);
  },
);
