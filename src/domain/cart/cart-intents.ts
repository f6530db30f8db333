/**
 * Changes a shopper made that the server has not confirmed yet. The cart shown is always the last
 * cart the server agreed to with the pending changes replayed on top (`rebase`), so an answer that
 * arrives late never hides a change made meanwhile, and the final cart is the one the server agreed to.
 * Each change carries its own id, sent as the idempotency key, so a retry is never applied twice.
 */
import { buildCartCode, parseCartCode } from './cart-code';
import { lineKey } from './cart-item';
import { addItem, removeAddon, removeItem, setItemQuantity } from './cart-rules';
import type { CartItem } from './cart-types';

export type CartIntent =
  | { kind: 'add'; id: string; item: CartItem }
  | { kind: 'remove'; id: string; key: string }
  | { kind: 'removeAddon'; id: string; key: string; cartAddonID: string }
  | { kind: 'setQuantity'; id: string; key: string; quantity: number }
  /** A guest cart joining a customer's cart at sign-in (SyncCart). */
  | { kind: 'sync'; id: string; items: CartItem[] }
  /** Ask for the cart again (GetCart); `key` names the line whose verdict the shopper waits for. */
  | { kind: 'refresh'; id: string; key?: string };

export function applyIntent(items: readonly CartItem[], intent: CartIntent): CartItem[] {
  switch (intent.kind) {
    case 'add':
      return addItem(items, intent.item);
    case 'remove':
      return removeItem(items, intent.key);
    case 'removeAddon':
      return removeAddon(items, intent.key, intent.cartAddonID);
    case 'setQuantity':
      return setItemQuantity(items, intent.key, intent.quantity);
    case 'sync':
      return intent.items.reduce(addItem, [...items]);
    case 'refresh':
      return [...items];
  }
}

export function rebase(base: readonly CartItem[], pending: readonly CartIntent[]): CartItem[] {
  return pending.reduce(applyIntent, [...base]);
}

/** The keys of lines some pending change is about (their controls wait for the server). */
export function pendingKeys(pending: readonly CartIntent[]): Set<string> {
  const keys = new Set<string>();
  for (const intent of pending) {
    if (intent.kind === 'add') keys.add(lineKey(intent.item));
    else if (intent.kind === 'sync') intent.items.forEach((item) => keys.add(lineKey(item)));
    else if (intent.kind === 'removeAddon') keys.add(intent.key).add(keyWithoutAddon(intent.key, intent.cartAddonID));
    else if (intent.kind !== 'refresh') keys.add(intent.key);
  }
  return keys;
}

function keyWithoutAddon(key: string, cartAddonID: string): string {
  const [productID, variantID, addons = ''] = key.split('_');
  const line = parseCartCode(`${productID}_1_${variantID}_${addons}`);
  if (!line) return key;
  return lineKey({ cartItemCode: buildCartCode({ ...line, addonIDs: line.addonIDs.filter((id) => String(id) !== cartAddonID) }) });
}
