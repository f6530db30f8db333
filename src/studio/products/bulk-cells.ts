/**
 * The bulk editor's cells as the owner types them (decision 92): each changed price, compare-at price
 * and stock kept as text until saved, checked as it is typed, applied in bulk to the ticked rows, and
 * turned into the one save's changes. A compare-at price is the product's, so it is kept per product.
 */
import type { BulkChange, BulkChoice, BulkRow, ProductStatus } from '../../application/ports/owner-products-api.port';
import { BULK_EDIT_LINK } from './product-links';
import { addStock, amountOf, centsOf, changeByPercent, MAX_STOCK } from '../../domain/catalog/bulk-edit';

export type BulkColumn = 'price' | 'compareAt' | 'stock';

/** What the owner typed, by row (`productID/variantID`) and, for compare-at prices, by product. */
export interface BulkEdits {
  price: Record<string, string>;
  stock: Record<string, string>;
  compareAt: Record<number, string>;
}

export const NO_EDITS: BulkEdits = { price: {}, stock: {}, compareAt: {} };

export const rowKey = (row: Pick<BulkRow, 'productID' | 'variantID'>) => `${row.productID}/${row.variantID}`;

/** The cell's text as loaded: "20.00", "" for no compare-at price, "7". */
export function loadedText(row: BulkRow, column: BulkColumn): string {
  if (column === 'price') return amountOf(row.priceCents);
  if (column === 'stock') return String(row.stock);
  return row.compareAtCents === null ? '' : amountOf(row.compareAtCents);
}

export function cellText(edits: BulkEdits, row: BulkRow, column: BulkColumn): string {
  const typed = column === 'compareAt' ? edits.compareAt[row.productID] : edits[column][rowKey(row)];
  return typed ?? loadedText(row, column);
}

/** What is wrong with the text of a cell, or null. */
export function cellProblem(column: BulkColumn, text: string): string | null {
  const trimmed = text.trim();
  if (column === 'stock') {
    if (!/^\d{1,10}$/.test(trimmed) || Number(trimmed) > MAX_STOCK) return 'Stock must be a whole number, 0 or more';
    return null;
  }
  if (column === 'compareAt' && trimmed === '') return null;
  return centsOf(trimmed) === null ? 'Enter an amount such as 12.50 (at most 2 decimals)' : null;
}

/** Whether the cell's text says something else than the loaded value (12.5 and 12.50 are the same). */
export function isChanged(edits: BulkEdits, row: BulkRow, column: BulkColumn): boolean {
  const text = cellText(edits, row, column).trim();
  if (column === 'stock') return text !== String(row.stock);
  if (column === 'compareAt' && text === '') return row.compareAtCents !== null;
  const typed = centsOf(text);
  return typed === null || typed !== (column === 'price' ? row.priceCents : row.compareAtCents);
}

export function editCell(edits: BulkEdits, row: BulkRow, column: BulkColumn, text: string): BulkEdits {
  if (column === 'compareAt') return { ...edits, compareAt: { ...edits.compareAt, [row.productID]: text } };
  return { ...edits, [column]: { ...edits[column], [rowKey(row)]: text } };
}

export type BulkAction =
  { column: 'price'; how: 'set' | 'increase' | 'decrease'; value: number } | { column: 'stock'; how: 'set' | 'add'; value: number };

/**
 * The action applied to each ticked row, from what its cell says now (a price typed a moment ago is
 * the one increased); a cell whose text is not a number is left for the owner to mend.
 */
export function applyAction(edits: BulkEdits, rows: readonly BulkRow[], ticked: ReadonlySet<string>, action: BulkAction): BulkEdits {
  let next = edits;
  for (const row of rows) {
    if (!ticked.has(rowKey(row))) continue;
    const text = cellText(next, row, action.column);
    if (action.column === 'price') {
      const cents = centsOf(text);
      if (cents === null) continue;
      const after = action.how === 'set' ? action.value : changeByPercent(cents, action.how === 'increase' ? action.value : -action.value);
      next = editCell(next, row, 'price', amountOf(after));
    } else {
      if (cellProblem('stock', text)) continue;
      const after = action.how === 'set' ? action.value : addStock(Number(text), action.value);
      next = editCell(next, row, 'stock', String(after));
    }
  }
  return next;
}

export interface BulkProblem {
  row: BulkRow;
  column: BulkColumn;
  message: string;
}

/** The save's changes, one per changed row, or the cells that stop it. */
export function changesOf(
  rows: readonly BulkRow[],
  edits: BulkEdits,
): { changes: BulkChange[]; rowsOf: BulkRow[]; problems: BulkProblem[] } {
  const changes: BulkChange[] = [];
  const rowsOf: BulkRow[] = [];
  const problems: BulkProblem[] = [];
  const compareAtGiven = new Set<number>();
  for (const row of rows) {
    const change: BulkChange = { productID: row.productID, variantID: row.variantID, version: row.version };
    for (const column of ['price', 'compareAt', 'stock'] as const) {
      if (!isChanged(edits, row, column)) continue;
      const text = cellText(edits, row, column).trim();
      const problem = cellProblem(column, text);
      if (problem) {
        problems.push({ row, column, message: problem });
        continue;
      }
      if (column === 'price') change.priceCents = centsOf(text)!;
      if (column === 'stock') Object.assign(change, { stock: Number(text), stockWas: row.stock });
      // A product's compare-at price travels once, with its first row.
      if (column === 'compareAt' && !compareAtGiven.has(row.productID)) {
        compareAtGiven.add(row.productID);
        change.compareAtCents = text === '' ? null : centsOf(text)!;
      }
    }
    if (change.priceCents !== undefined || change.compareAtCents !== undefined || change.stock !== undefined) {
      changes.push(change);
      rowsOf.push(row);
    }
  }
  return { changes, rowsOf, problems };
}

/** The editor's address of a choice: `#products/bulk?ids=1,2` or `#products/bulk?search=mug&status=active`. */
export function bulkLink(choice: BulkChoice): string {
  const query =
    'productIDs' in choice
      ? new URLSearchParams({ ids: choice.productIDs.join(',') })
      : new URLSearchParams({ search: choice.search, status: choice.status });
  return `${BULK_EDIT_LINK}?${query.toString()}`;
}

const STATUSES: ReadonlyArray<ProductStatus | 'all'> = ['all', 'draft', 'active', 'archived'];

/** The choice an address names (bulkLink's inverse); every product when it names none. */
export function choiceOf(hash: string): BulkChoice {
  const query = new URLSearchParams(hash.split('?')[1] ?? '');
  const ids = (query.get('ids') ?? '')
    .split(',')
    .filter((id) => /^\d{1,9}$/.test(id))
    .map(Number);
  if (ids.length > 0) return { productIDs: ids };
  const status = query.get('status') as ProductStatus | 'all' | null;
  return { search: (query.get('search') ?? '').slice(0, 100), status: status && STATUSES.includes(status) ? status : 'all' };
}
