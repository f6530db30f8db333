/**
 * Site data `compare` (spec sections 3 and 4): product ids in the order they were added. A product
 * is added whenever absent (the spec sets no cap; the table scrolls sideways with its first column
 * kept), removed by position, or the list is cleared. What a browser keeps is bounded all the same,
 * as anything read back from storage or a URL must be: past COMPARE_KEPT the oldest goes.
 */

export const COMPARE_KEPT = 50;

export type CompareList = readonly number[];

export type AddOutcome = 'added' | 'present';

const isProductId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function addOutcome(list: CompareList, productId: number): AddOutcome {
  return list.includes(productId) ? 'present' : 'added';
}

export function addToCompare(list: CompareList, productId: number, limit = COMPARE_KEPT): CompareList {
  if (!isProductId(productId) || addOutcome(list, productId) !== 'added') return list;
  return [...list, productId].slice(-limit);
}

export function removeCompareAt(list: CompareList, index: number): CompareList {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return list;
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

export function clearCompare(): CompareList {
  return [];
}

/**
 * A list restored from browser storage or a shared URL, which anyone could have edited: keeps
 * positive whole ids, drops repeats, and stops at the limit.
 */
export function sanitizeCompareList(raw: unknown, limit = COMPARE_KEPT): CompareList {
  if (!Array.isArray(raw)) return [];
  const list: number[] = [];
  for (const item of raw) {
    const id = typeof item === 'string' && /^\d{1,15}$/.test(item) ? Number(item) : item;
    if (isProductId(id) && !list.includes(id)) list.push(id);
    if (list.length >= limit) break;
  }
  return list;
}

/** `1,2,3` for the `ids` query parameter of /compare. */
export function compareIdsParam(list: CompareList): string {
  return list.join(',');
}

export function parseCompareIdsParam(text: string | null, limit = COMPARE_KEPT): CompareList {
  if (!text) return [];
  // Enough characters for the kept ids (15 digits and a comma each), no more.
  return sanitizeCompareList(text.slice(0, limit * 16).split(','), limit);
}

export function sameCompareList(a: CompareList, b: CompareList): boolean {
  return a.length === b.length && a.every((id, index) => b[index] === id);
}
