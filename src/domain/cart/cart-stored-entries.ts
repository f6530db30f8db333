/**
 * Reading stored cart lines and pending changes, which a shopper can edit by hand: whatever cannot
 * be understood is dropped, quantities out of range are clamped, duplicates merged, and each of these
 * is reported so the shopper can be told.
 */
import { parseCartCode } from './cart-code';
import { lineKey, newCartItem, withQuantity } from './cart-item';
import type { CartIntent } from './cart-intents';
import { addItem, findLine } from './cart-rules';
import type { CartItem } from './cart-types';
import { MAX_QUANTITY, MIN_QUANTITY, normalizeQuantity } from './quantity';
import { priceMinor } from '../money/money';

export interface CartRestoreIssue {
  action: 'dropped' | 'clamped' | 'merged';
  reason: string;
}

/** Bounds on what is read, so a stored megabyte of junk costs nothing. */
export const STORED_LIMITS = { textChars: 1_000_000, lines: 200, intents: 500, fieldChars: 500 } as const;

/**
 * How stored lines write money. Version 1 (no marker, the carts of earlier versions) wrote the wire's
 * decimal text (`price`, `totalPrice`, quantities as text); version 2 writes the domain's whole
 * numbers and base cents (`unitCents`, `totalCents`). Both are read, so no cart is lost by an upgrade.
 */
export const STORED_CART_FORMAT = 2;
export type StoredMoney = 'decimal' | 'cents';

export function parseLines(raw: unknown, issues: CartRestoreIssue[], money: StoredMoney): CartItem[] {
  return list(raw, STORED_LIMITS.lines, issues).reduce<CartItem[]>((lines, entry) => {
    const item = parseLine(entry, issues, money);
    if (!item) return lines;
    if (findLine(lines, lineKey(item))) issues.push({ action: 'merged', reason: `duplicate line ${lineKey(item)}` });
    return addItem(lines, item);
  }, []);
}

/**
 * A stored value as a string or number, else null: anything else (an object whose toString is not a
 * function, say) would throw when converted, and storage is the shopper's to corrupt.
 */
function scalar(value: unknown): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function parseLine(raw: unknown, issues: CartRestoreIssue[], money: StoredMoney): CartItem | null {
  const price = (record: Record<string, unknown>) => (money === 'cents' ? cents(record.unitCents) : decimalCents(record.price));
  if (!isRecord(raw) || !isRecord(raw.product) || typeof raw.cartItemCode !== 'string') return drop(issues, 'unknown line shape');
  const line = parseCartCode(raw.cartItemCode);
  if (!line) return drop(issues, 'bad cart code');
  const id = raw.cartItemID === undefined || raw.cartItemID === null ? '0' : String(scalar(raw.cartItemID) ?? '');
  const quantity = raw.quantity === undefined ? line.quantity : Number(scalar(raw.quantity) ?? Number.NaN);
  const unit = price(raw.product);
  if (!/^\d{1,18}$/.test(id)) return drop(issues, 'bad cart item id');
  if (!Number.isFinite(quantity) || typeof raw.quantity === 'boolean') return drop(issues, 'non-numeric quantity');
  if (unit === null) return drop(issues, 'bad price');
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY)
    issues.push({ action: 'clamped', reason: `quantity ${quantity}` });
  const addons = (Array.isArray(raw.addons) ? raw.addons : []).filter(isRecord).map((addon) => ({
    cartAddonID: String(scalar(addon.cartAddonID) ?? ''),
    addonName: field(addon.addonName),
    unitCents: price(addon) ?? 0,
  }));
  const p = raw.product;
  const product = {
    productID: Number(scalar(p.productID) ?? Number.NaN),
    variantID: line.variantID,
    sku: field(p.sku),
    itemName: field(p.itemName),
    variantName: field(p.variantName),
    unitCents: unit,
    imageFile: field(p.imageFile),
    thumbnailFile: field(p.thumbnailFile),
    productURL: field(p.productURL),
  };
  // Rebuilt from the parsed code and clamped quantity, so code, quantity and prices agree again.
  const fresh = newCartItem({ code: `${line.productID}_1_${line.variantID}_${line.addonIDs.join(',')}`, product, addons });
  if (!fresh) return drop(issues, 'line of another product');
  const status = field(raw.status) || 'ok';
  return withQuantity({ ...fresh, cartItemID: id, status, addons: fresh.addons.map((addon) => ({ ...addon, cartItemID: id })) }, quantity);
}

export function parseIntent(raw: unknown, issues: CartRestoreIssue[], money: StoredMoney): CartIntent | null {
  if (!isRecord(raw) || typeof raw.id !== 'string' || raw.id === '' || raw.id.length > 100) return null;
  const { id } = raw;
  const key = typeof raw.key === 'string' && /^\d{1,16}_\d{1,16}_[\d,]{0,400}$/.test(raw.key) ? raw.key : null;
  switch (raw.kind) {
    case 'add': {
      const item = parseLine(raw.item, issues, money);
      return item && { kind: 'add', id, item };
    }
    case 'sync':
      return { kind: 'sync', id, items: parseLines(raw.items, issues, money) };
    case 'refresh':
      return key ? { kind: 'refresh', id, key } : { kind: 'refresh', id };
    case 'remove':
      return key ? { kind: 'remove', id, key } : null;
    case 'removeAddon':
      return key && typeof raw.cartAddonID === 'string' ? { kind: 'removeAddon', id, key, cartAddonID: raw.cartAddonID } : null;
    case 'setQuantity': {
      const quantity = Number(scalar(raw.quantity) ?? Number.NaN);
      if (!key || !Number.isFinite(quantity) || typeof raw.quantity === 'boolean') return null;
      const q = normalizeQuantity(quantity);
      if (q !== quantity) issues.push({ action: 'clamped', reason: `quantity ${quantity}` });
      return { kind: 'setQuantity', id, key, quantity: q };
    }
    default:
      return null;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const field = (value: unknown) => (typeof value === 'string' ? value.slice(0, STORED_LIMITS.fieldChars) : '');

/** A version 1 price: decimal text (or a number) of the base currency, in cents. */
function decimalCents(value: unknown): number | null {
  const n = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n < 1e12 ? priceMinor(n) : null;
}

/** A version 2 price: whole base cents. */
function cents(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value < 1e14 ? value : null;
}

export function list(raw: unknown, max: number, issues: CartRestoreIssue[]): unknown[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    drop(issues, 'unknown list shape');
    return [];
  }
  if (raw.length > max) issues.push({ action: 'dropped', reason: `${raw.length - max} entries over the limit` });
  return raw.slice(0, max);
}

function drop(issues: CartRestoreIssue[], reason: string): null {
  issues.push({ action: 'dropped', reason });
  return null;
}
