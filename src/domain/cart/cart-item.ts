/**
 * One cart line: built from what the product page knows at add time, and repriced when its quantity
 * changes (spec section 4: price becomes unit price × quantity and add-on totals follow).
 */
import { buildCartCode, cartItemKey, parseCartCode } from './cart-code';
import { normalizeQuantity } from './quantity';
import { BASE_DIGITS, timesQuantity, type BaseMinor } from '../money/money';
import { UNSAVED_CART_ITEM_ID, type CartItem, type CartProduct } from './cart-types';

export interface CartAddonSnapshot {
  cartAddonID: string;
  addonName: string;
  unitCents: BaseMinor;
}

/** What the page shows the shopper when they add: enough to draw the line before any server answer. */
export interface CartAddSnapshot {
  code: string;
  product: CartProduct;
  addons: readonly CartAddonSnapshot[];
}

/** The line's identity: its code without the quantity. Codes that do not parse stand for themselves. */
export function lineKey(item: Pick<CartItem, 'cartItemCode'>): string {
  return cartItemKey(item.cartItemCode) ?? item.cartItemCode;
}

/** The line at another quantity (normalised: at least 1, at most MAX_QUANTITY), code and prices following. */
export function withQuantity(item: CartItem, quantity: number | string): CartItem {
  const q = normalizeQuantity(quantity);
  const line = parseCartCode(item.cartItemCode);
  return {
    ...item,
    cartItemCode: line ? buildCartCode({ ...line, quantity: q }) : item.cartItemCode,
    quantity: q,
    totalCents: timesQuantity(item.product.unitCents, q),
    addons: item.addons.map((addon) => ({ ...addon, quantity: q, totalCents: timesQuantity(addon.unitCents, q) })),
  };
}

/** A new unsaved line, or null when the code is not a cart code of that product. */
export function newCartItem(snapshot: CartAddSnapshot): CartItem | null {
  const line = parseCartCode(snapshot.code);
  if (!line || line.productID !== snapshot.product.productID) return null;
  // Add-ons the page gave no details for still go in (the code is what the server prices); their name and price come with the next answer.
  const addons = line.addonIDs.map((id) => {
    const known = snapshot.addons.find((addon) => addon.cartAddonID === String(id));
    return {
      cartItemID: UNSAVED_CART_ITEM_ID,
      cartAddonID: String(id),
      addonName: known?.addonName ?? '',
      quantity: 0,
      unitCents: known?.unitCents ?? 0,
      totalCents: 0,
    };
  });
  const item: CartItem = {
    cartItemID: UNSAVED_CART_ITEM_ID,
    cartItemCode: buildCartCode(line),
    quantity: 0,
    totalCents: 0,
    status: 'ok',
    product: { ...snapshot.product, variantID: line.variantID },
    addons,
  };
  return withQuantity(item, line.quantity);
}

/** What the line costs with its add-ons, in base currency (an ad event's value). */
export function lineTotal(item: CartItem): number {
  return (item.totalCents + item.addons.reduce((sum, addon) => sum + addon.totalCents, 0)) / 10 ** BASE_DIGITS;
}
