/**
 * The cart machine's context changes as pure functions (context in, partial context out), so the
 * machine file only wires them to events and effects.
 */
import { applyIntent, rebase, type CartIntent } from '../../domain/cart/cart-intents';
import { lineKey } from '../../domain/cart/cart-item';
import { parseStoredCart, serializeCart } from '../../domain/cart/cart-persisted';
import { findLine } from '../../domain/cart/cart-rules';
import { UNSAVED_CART_ITEM_ID, type CartItem } from '../../domain/cart/cart-types';
import { canDecrement, canIncrement, decrement, increment, normalizeQuantity } from '../../domain/cart/quantity';
import type { CartContext, CartEvent } from './cart.context';

export type Patch = Partial<CartContext>;

export function cartOf(base: CartItem[], pending: CartIntent[]): Pick<CartContext, 'base' | 'pending' | 'items'> {
  return { base, pending, items: rebase(base, pending) };
}

/** Fresh ids for this actor: prefix.seq never repeats, so the server never mistakes a new change for a retry. */
function ids(context: CartContext, count: number): { seq: number; next: string[] } {
  const next = Array.from({ length: count }, (_, i) => `${context.idPrefix}.${context.seq + i + 1}`);
  return { seq: context.seq + count, next };
}

/**
 * A shopper's change. A customer's cart queues it for the server; a guest's cart is the truth, so it
 * changes at once and, when prices or stock could matter, is priced again by GetCart.
 */
export function recordChange(context: CartContext, make: (id: string) => CartIntent): Patch {
  const { seq, next } = ids(context, 2);
  const intent = make(next[0]!);
  if (context.owner !== null) return { seq, ...cartOf(context.base, [...context.pending, intent]) };
  const base = applyIntent(context.base, intent);
  const focus = intent.kind === 'add' ? lineKey(intent.item) : intent.kind === 'setQuantity' ? intent.key : undefined;
  const pending = intent.kind === 'remove' ? context.pending : withRefresh(context.pending, next[1]!, focus);
  return { seq, ...cartOf(base, pending) };
}

/** One GetCart waiting behind the call in flight is enough: it reads the cart when it is sent. */
function withRefresh(pending: CartIntent[], id: string, key?: string): CartIntent[] {
  const last = pending[pending.length - 1];
  const refresh: CartIntent = key ? { kind: 'refresh', id, key } : { kind: 'refresh', id };
  if (last?.kind === 'refresh' && pending.length > 1) return [...pending.slice(0, -1), key ? { ...last, key } : last];
  return [...pending, refresh];
}

/**
 * A view of the cart opened (the cart or checkout page, the drawer): ask for it again, so a guest sees
 * today's prices and stock and a customer the server's cart. Nothing is asked when a call is already
 * queued (its answer is the whole cart) or a guest's cart is empty.
 */
export function refreshRequested(context: CartContext): Patch | null {
  if (context.pending.length > 0 || (context.owner === null && context.items.length === 0)) return null;
  const { seq, next } = ids(context, 1);
  return { seq, ...cartOf(context.base, withRefresh(context.pending, next[0]!)) };
}

/** The queued change an edit event asks for, or null when it would change nothing (no such line, already at the limit). */
export function changeFor(context: CartContext, event: CartEvent): ((id: string) => CartIntent) | null {
  const key =
    'key' in event && event.key !== undefined ? event.key : event.type === 'REMOVE' ? keyOfId(context.items, event.cartItemID) : undefined;
  const line = key === undefined ? undefined : findLine(context.items, key);
  if (!line || key === undefined) return null;
  const quantity = Number(line.quantity);
  // Until a customer's cart has been read the line may hold more than shown, so a typed quantity is sent even when it matches.
  const whole = !context.pending.some((intent) => intent.kind === 'sync');
  const setTo = (next: number) =>
    next === quantity && whole ? null : (id: string): CartIntent => ({ kind: 'setQuantity', id, key, quantity: next });
  switch (event.type) {
    case 'REMOVE':
      return (id) => ({ kind: 'remove', id, key });
    case 'REMOVE_ADDON': {
      const { cartAddonID } = event;
      return line.addons.some((addon) => addon.cartAddonID === cartAddonID)
        ? (id) => ({ kind: 'removeAddon', id, key, cartAddonID })
        : null;
    }
    case 'SET_QUANTITY':
      return setTo(normalizeQuantity(event.quantity));
    case 'INCREMENT':
      return canIncrement(quantity) ? setTo(increment(quantity)) : null;
    case 'DECREMENT':
      return canDecrement(quantity) ? setTo(decrement(quantity)) : null;
    default:
      return null;
  }
}

function keyOfId(items: readonly CartItem[], cartItemID: string | undefined): string | undefined {
  const item = cartItemID && cartItemID !== UNSAVED_CART_ITEM_ID ? items.find((line) => line.cartItemID === cartItemID) : undefined;
  return item && lineKey(item);
}

export function stored(context: CartContext): string {
  return serializeCart({ base: context.base, pending: context.pending, visible: context.visible, owner: context.owner });
}

/**
 * The stored cart in this actor. The stored drawer flag is not read back (docs/decisions.md): the
 * drawer is this document's, so a new page or tab opens with it closed, and another tab's add
 * never opens it here; the actor keeps it across the page's own re-renders.
 */
export function restore(context: CartContext, text: string | null): { patch: Patch; issues: number } {
  const { state, issues } = parseStoredCart(text);
  const patch: Patch = {
    ...cartOf(state.base, state.pending),
    visible: context.visible,
    owner: state.owner,
    // Only this tab's token says who is signed in; a cart restored for someone else waits for SIGNED_IN.
    signedIn: context.signedIn && state.owner === context.owner,
    attempt: 0,
  };
  return { patch, issues: issues.length };
}

export function cleared(): Patch {
  return { ...cartOf([], []), visible: false, owner: null, signedIn: false, offline: false, attempt: 0, popups: [], dialog: null };
}

/** After an order: no lines, nothing queued (the order took them), still the same shopper. */
export function emptied(): Patch {
  return { ...cartOf([], []), visible: false, offline: false, attempt: 0, popups: [], dialog: null };
}

/**
 * Sign-in: another customer's cart is dropped (never shown to or merged into this one); lines the
 * server has never seen (a guest's cart) join the customer's cart through SyncCart, ahead of any
 * queued change so the cart shown stays the same; a cart already this customer's is read again.
 */
export function signIn(context: CartContext, userId: string): Patch {
  const mine = context.owner === null || context.owner === userId ? context : { ...context, ...cleared() };
  const unsaved = mine.base.filter((item) => item.cartItemID === UNSAVED_CART_ITEM_ID);
  const saved = mine.base.filter((item) => item.cartItemID !== UNSAVED_CART_ITEM_ID);
  // A guest's queued GetCart priced codes as a guest; the customer's cart is read by SyncCart/GetCart instead.
  const queued = mine.owner === null ? [] : mine.pending;
  const { seq, next } = ids(mine, 1);
  // A cart new to this customer is not known until the server answers (a sync without lines is a
  // plain GetCart), so the shopper is never shown an empty cart that is merely unread.
  const joining = unsaved.length > 0 || mine.owner !== userId;
  const pending: CartIntent[] = joining ? [{ kind: 'sync', id: next[0]!, items: unsaved }, ...queued] : withRefresh(queued, next[0]!);
  return { ...mine, seq, owner: userId, signedIn: true, attempt: 0, ...cartOf(saved, pending) };
}
