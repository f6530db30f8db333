/**
 * One cart line: built from what the product page knows at add time, and repriced when its quantity
 * changes (spec section 4: price becomes unit price × quantity and add-on totals follow).
 */
import { buildCartCode, cartItemKey, parseCartCode } from './cart-code';
import { normalizeQuantity } from './quantity';
import { UNSAVED_CART_ITEM_ID, type CartItem, type CartProduct } from './cart-types';

export interface CartAddonSnapshot {
  cartAddonID: string;
  addonName: string;
  price: string;
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

/** unit × quantity, computed in cents so 0.1 × 3 reads "0.30"; a broken unit price counts as 0. */
export function times(unitPrice: string, quantity: number): string {
  const cents = Math.round(Number(unitPrice) * 100);
  return Number.isFinite(cents) ? ((cents * quantity) / 100).toFixed(2) : '0.00';
}

/** The line at another quantity (normalised: at least 1, at most MAX_QUANTITY), code and prices following. */
export function withQuantity(item: CartItem, quantity: number | string): CartItem {
  const q = normalizeQuantity(quantity);
  const line = parseCartCode(item.cartItemCode);
  return {
    ...item,
    cartItemCode: line ? buildCartCode({ ...line, quantity: q }) : item.cartItemCode,
    quantity: String(q),
    price: times(item.product.price, q),
    addons: item.addons.map((addon) => ({ ...addon, quantity: String(q), totalPrice: times(addon.price, q) })),
  };
}

/** A new unsaved line, or null when the code is not a cart code of that product. */
export function newCartItem(snapshot: CartAddSnapshot): CartItem | null {
  const line = parseCartCode(snapshot.code);
  if (!line || line.productID !== snapshot.product.productID) return null;
  // Add-ons the page gave no details for still go in (the code is what the server prices); their name and price come with the next answer.
  const addons = line.addonIDs.map((id) => {
    const known = snapshot.addons.find((addon) => addon.cartAddonID === String(id));
    return { cartItemID: UNSAVED_CART_ITEM_ID, cartAddonID: String(id), addonName: known?.addonName ?? '', quantity: '0', price: known?.price ?? '0', totalPrice: '0' };
  });
  const item: CartItem = {
    cartItemID: UNSAVED_CART_ITEM_ID,
    cartItemCode: buildCartCode(line),
    quantity: '0',
    price: '0',
    status: 'ok',
    product: { ...snapshot.product, variantID: line.variantID },
    addons,
  };
  return withQuantity(item, line.quantity);
}

/** What the line costs with its add-ons, in base currency. */
export function lineTotal(item: CartItem): number {
  const cents = (text: string) => Math.round(Number(text) * 100) || 0;
  return (cents(item.price) + item.addons.reduce((sum, addon) => sum + cents(addon.totalPrice), 0)) / 100;
}
