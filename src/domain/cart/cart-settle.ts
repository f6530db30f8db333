/**
 * A stored cart priced after a call: lines the store can sell stay (clamped to stock), lines it
 * cannot leave the cart and are reported once with their status, and the line the call was about
 * gets its verdict (cartResponse). The answer's heading and message say what changed (spec section 4).
 */
import { isKept } from './cart-rules';
import { applyCartWrite, ledgerKey, type LedgerChange, type LedgerLine } from './cart-ledger';
import { priceLine, type PricedLine, type SellableProduct } from './cart-pricing';
import type { CartAnswer, CartItem, CartResponse } from './cart-types';
import type { CartLine } from './cart-code';

export interface SettledLine extends PricedLine {
  /** The line as it should be stored: quantity clamped to what the store can sell. */
  line: LedgerLine;
  kept: boolean;
}

export interface SettledCart {
  lines: SettledLine[];
  response: CartResponse | null;
}

export function settleCart(change: LedgerChange, catalog: ReadonlyMap<number, SellableProduct>): SettledCart {
  const lines = change.lines.map((line): SettledLine => {
    const key = ledgerKey(line);
    const priced = priceLine(line, catalog.get(line.productID), change.asked.get(key) ?? line.quantity);
    const kept = isKept(priced.item.status);
    return { ...priced, kept, line: kept ? { ...line, quantity: priced.item.quantity } : line };
  });
  const target = change.target === null ? undefined : lines.find((settled) => ledgerKey(settled.line) === change.target);
  const response = target ? { cartCode: target.item.cartItemCode, status: target.item.status, statusMessage: target.statusMessage } : null;
  return { lines, response };
}

/** A guest's cart: the codes as sent (merged when two name one item), `added` added, all priced; nothing is stored. */
export function settleGuestCart(
  codes: readonly CartLine[],
  added: CartLine | null,
  catalog: ReadonlyMap<number, SellableProduct>,
): SettledCart {
  const cart = applyCartWrite([], { op: 'sync', lines: codes });
  const change = added ? applyCartWrite(cart.lines, { op: 'add', line: added, cartItemId: 0 }) : { ...cart, target: null };
  return settleCart(change, catalog);
}

/** The line with its saved id, on the line and on each add-on. */
export function withCartItemId(item: CartItem, cartItemID: string): CartItem {
  return { ...item, cartItemID, addons: item.addons.map((addon) => ({ ...addon, cartItemID })) };
}

/** The answer's heading and message: empty when every line is ok. */
export function cartStatusOf(items: readonly Pick<CartItem, 'status'>[]): Pick<CartAnswer, 'cartStatusHeading' | 'cartStatusMessage'> {
  const removed = items.some((item) => !isKept(item.status));
  const lowered = items.some((item) => item.status === 'lessstock');
  if (removed && lowered) {
    return {
      cartStatusHeading: 'Your cart changed',
      cartStatusMessage: 'Some items can no longer be bought and were removed, and some quantities were lowered to what is in stock.',
    };
  }
  if (removed) return { cartStatusHeading: 'Some items are no longer available', cartStatusMessage: 'They were removed from your cart.' };
  if (lowered) return { cartStatusHeading: 'Some quantities changed', cartStatusMessage: 'They were lowered to what is in stock.' };
  return { cartStatusHeading: '', cartStatusMessage: '' };
}

/** The call's answer over priced lines whose ids are already set. */
export function cartAnswerOf(items: CartItem[], response: CartResponse | null): CartAnswer {
  return { items, cartResponse: response, ...cartStatusOf(items) };
}
