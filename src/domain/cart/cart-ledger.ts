/**
 * A stored cart (the server's, or the mock backend's) as plain lines, and the cart calls of
 * cart-api.port.ts as pure changes to it. The store API runs these under a lock on the cart and
 * writes the difference; the mock backend keeps the result in memory. Both then price the lines
 * (cart-settle.ts), so the two behave alike.
 */
import type { CartLine } from './cart-code';
import { MAX_QUANTITY } from './quantity';

/** A saved line: its id is the cartItemID; 0 until the store has saved it. */
export interface LedgerLine extends CartLine {
  id: number;
}

export type CartWrite =
  /** AddCartItem: id 0 adds to the line of the same item (or creates it); a saved id sets that line. */
  | { op: 'add'; line: CartLine; cartItemId: number }
  | { op: 'remove'; cartItemId: number }
  | { op: 'removeAddon'; cartItemId: number; addonId: number }
  /** SyncCart: each line added as with id 0. */
  | { op: 'sync'; lines: readonly CartLine[] };

export interface LedgerChange {
  lines: LedgerLine[];
  /** Per item key, the quantity the shopper asked for, which pricing checks against stock. */
  asked: Map<string, number>;
  /** The item the call was about, when it names one (AddCartItem's verdict). */
  target: string | null;
}

/** The item's identity: its code without the quantity (the same text as cartItemKey). */
export const ledgerKey = (line: Pick<CartLine, 'productID' | 'variantID' | 'addonIDs'>) =>
  `${line.productID}_${line.variantID}_${line.addonIDs.join(',')}`;

export function applyCartWrite(ledger: readonly LedgerLine[], write: CartWrite): LedgerChange {
  const change: LedgerChange = { lines: ledger.map((line) => ({ ...line })), asked: new Map(), target: null };
  switch (write.op) {
    case 'add':
      return write.cartItemId === 0 ? addLine(change, write.line) : setLine(change, write.line, write.cartItemId);
    case 'sync':
      return write.lines.reduce(addLine, change);
    case 'remove':
      return { ...change, lines: change.lines.filter((line) => line.id !== write.cartItemId) };
    case 'removeAddon':
      return removeAddon(change, write.cartItemId, write.addonId);
  }
}

function addLine(change: LedgerChange, line: CartLine): LedgerChange {
  const key = ledgerKey(line);
  const current = change.lines.find((other) => ledgerKey(other) === key);
  const asked = (current?.quantity ?? 0) + line.quantity;
  if (current) current.quantity = Math.min(asked, MAX_QUANTITY);
  else change.lines.push({ ...line, addonIDs: [...line.addonIDs], id: 0, quantity: Math.min(asked, MAX_QUANTITY) });
  change.asked.set(key, Math.max(asked, change.asked.get(key) ?? 0));
  return { ...change, target: key };
}

/** Setting a line that is gone, or that is now another item (changed in another tab), changes nothing. */
function setLine(change: LedgerChange, line: CartLine, id: number): LedgerChange {
  const current = change.lines.find((other) => other.id === id);
  const key = ledgerKey(line);
  if (!current || ledgerKey(current) !== key) return change;
  current.quantity = Math.min(line.quantity, MAX_QUANTITY);
  change.asked.set(key, line.quantity);
  return { ...change, target: key };
}

/** The add-on leaves the line; a line that then equals another item merges into it. */
function removeAddon(change: LedgerChange, id: number, addonId: number): LedgerChange {
  const current = change.lines.find((line) => line.id === id);
  if (!current || !current.addonIDs.includes(addonId)) return change;
  const stripped = { ...current, addonIDs: current.addonIDs.filter((other) => other !== addonId) };
  const key = ledgerKey(stripped);
  const twin = change.lines.find((line) => line !== current && ledgerKey(line) === key);
  if (!twin) {
    return { ...change, lines: change.lines.map((line) => (line === current ? stripped : line)) };
  }
  const asked = twin.quantity + current.quantity;
  twin.quantity = Math.min(asked, MAX_QUANTITY);
  change.asked.set(key, asked);
  return { ...change, lines: change.lines.filter((line) => line !== current) };
}
