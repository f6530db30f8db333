/**
 * The cart rules of spec section 4 as pure functions over a list of lines. A cart never holds two
 * lines with the same key: every rule that could create one merges instead, so no item is shown twice.
 */
import { buildCartCode, parseCartCode } from './cart-code';
import { lineKey, withQuantity } from './cart-item';
import { UNSAVED_CART_ITEM_ID, type CartItem, type CartItemStatus } from './cart-types';

export function findLine(items: readonly CartItem[], key: string): CartItem | undefined {
  return items.find((item) => lineKey(item) === key);
}

/** Same code ignoring quantity: the quantities add up (capped); otherwise the line is appended. */
export function addItem(items: readonly CartItem[], added: CartItem): CartItem[] {
  const key = lineKey(added);
  const current = findLine(items, key);
  if (!current) return [...items, added];
  const merged = withQuantity(current, current.quantity + added.quantity);
  return items.map((item) => (item === current ? merged : item));
}

export function removeItem(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((item) => lineKey(item) !== key);
}

/** Below 1 or empty gives 1 (normalizeQuantity); lines other than `key` are untouched. */
export function setItemQuantity(items: readonly CartItem[], key: string, quantity: number | string): CartItem[] {
  return items.map((item) => (lineKey(item) === key ? withQuantity(item, quantity) : item));
}

/** The add-on leaves the line and its code; if the line is then the same item as another, they merge. */
export function removeAddon(items: readonly CartItem[], key: string, cartAddonID: string): CartItem[] {
  const item = findLine(items, key);
  const line = item && parseCartCode(item.cartItemCode);
  if (!item || !line || !line.addonIDs.some((id) => String(id) === cartAddonID)) return [...items];
  const stripped: CartItem = {
    ...item,
    cartItemCode: buildCartCode({ ...line, addonIDs: line.addonIDs.filter((id) => String(id) !== cartAddonID) }),
    addons: item.addons.filter((addon) => addon.cartAddonID !== cartAddonID),
  };
  const twin = findLine(items, lineKey(stripped));
  if (twin) return addItem(removeItem(items, key), stripped);
  return items.map((other) => (other === item ? stripped : other));
}

export function isKept(status: CartItemStatus): boolean {
  return status === 'ok' || status === 'lessstock';
}

/**
 * A server's cart as the shopper keeps it: ok and lessstock lines stay, others go. The server's
 * quantity is what it allowed (lessstock), so the code is rewritten to it and later calls ask for that.
 */
export function acceptServerCart(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => isKept(item.status)).map(alignCode);
}

function alignCode(item: CartItem): CartItem {
  const line = parseCartCode(item.cartItemCode);
  const { quantity } = item;
  if (!line || !Number.isSafeInteger(quantity) || quantity < 1 || quantity === line.quantity) return item;
  return { ...item, cartItemCode: buildCartCode({ ...line, quantity }) };
}

/**
 * A guest's cart after GetCart priced `sentCodes`: lines still exactly as sent take the server's
 * version (prices, names, lessstock quantity) or leave when refused; lines changed since are kept,
 * as the next pricing covers them. Lines the answer does not mention stay: the guest's cart is the truth.
 */
export function applyPricing(local: readonly CartItem[], sentCodes: readonly string[], answer: readonly CartItem[]): CartItem[] {
  const sent = new Set(sentCodes);
  return local.flatMap((item) => {
    const priced = sent.has(item.cartItemCode) ? findLine(answer, lineKey(item)) : undefined;
    if (!priced) return [item];
    if (!isKept(priced.status)) return [];
    return [
      alignCode({
        ...priced,
        cartItemID: item.cartItemID,
        addons: priced.addons.map((addon) => ({ ...addon, cartItemID: item.cartItemID })),
      }),
    ];
  });
}

/** Lines the server refused or cut down, for the status dialog. */
export function troubledItems(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => item.status !== 'ok');
}

/** GetCart's CartCodes: every line's code joined by '|'. */
export function cartCodes(items: readonly CartItem[]): string {
  return items.map((item) => item.cartItemCode).join('|');
}

/** SyncCart's CartCodes: the codes of lines the server has not saved yet, joined by '|'. */
export function unsavedCodes(items: readonly CartItem[]): string {
  return cartCodes(items.filter((item) => item.cartItemID === UNSAVED_CART_ITEM_ID));
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + (item.quantity || 0), 0);
}
