/**
 * The cart as browser storage keeps it: the spec's persisted cart (data, visible, codes) plus what
 * makes it survive a reload without losing a change: the last cart the server agreed to (`base`), the
 * changes still pending, and whose cart it is. Storage is shopper-editable, so reading trusts nothing:
 * entries that cannot be understood are dropped, out-of-range quantities clamped, and each is reported.
 */
import { rebase, type CartIntent } from './cart-intents';
import { cartCodes } from './cart-rules';
import { isRecord, list, parseIntent, parseLines, STORED_CART_FORMAT, STORED_LIMITS, type CartRestoreIssue } from './cart-stored-entries';
import type { CartItem, PersistedCart } from './cart-types';

export interface StoredCartState {
  base: CartItem[];
  pending: CartIntent[];
  visible: boolean;
  /** The customer whose cart this is; null for a guest. */
  owner: string | null;
}

const EMPTY_STORED_CART: StoredCartState = { base: [], pending: [], visible: false, owner: null };

export function serializeCart(state: StoredCartState): string {
  const data = rebase(state.base, state.pending);
  const persisted: PersistedCart = { data, visible: state.visible, codes: cartCodes(data) };
  return JSON.stringify({ ...persisted, format: STORED_CART_FORMAT, base: state.base, pending: state.pending, owner: state.owner });
}

export function parseStoredCart(text: string | null): { state: StoredCartState; issues: CartRestoreIssue[] } {
  const issues: CartRestoreIssue[] = [];
  const empty = (reason: string) => ({ state: EMPTY_STORED_CART, issues: [{ action: 'dropped' as const, reason }] });
  if (text === null || text.trim() === '') return { state: EMPTY_STORED_CART, issues };
  if (text.length > STORED_LIMITS.textChars) return empty('stored cart too large');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return empty('broken JSON');
  }
  if (!isRecord(raw)) return empty('unknown shape');
  // Storage written with only the spec's fields (no base) is a cart with nothing pending.
  const hasBase = Array.isArray(raw.base);
  // No marker: a cart an earlier version wrote, its money in decimal text.
  const money = raw.format === STORED_CART_FORMAT ? 'cents' : 'decimal';
  const base = parseLines(hasBase ? raw.base : raw.data, issues, money);
  const pending = hasBase
    ? list(raw.pending, STORED_LIMITS.intents, issues).flatMap((entry) => {
        const before = issues.length;
        const intent = parseIntent(entry, issues, money);
        if (!intent && issues.length === before) issues.push({ action: 'dropped', reason: 'unknown change' });
        return intent ? [intent] : [];
      })
    : [];
  const owner = typeof raw.owner === 'string' && raw.owner !== '' && raw.owner.length <= 100 ? raw.owner : null;
  return { state: { base, pending, visible: raw.visible === true, owner }, issues };
}
