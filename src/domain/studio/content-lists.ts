/**
 * Editing the lists in a section's content (a hero's slides, a menu's links, a features list) from
 * the studio: a new item takes the shape of the list's last one with its values emptied, so it
 * renders and validates like its neighbours; items are removed or moved one place at a time.
 */

/** Keys that name what an item is (a link's target type, a source's kind), not what it says: copied as they are. */
const KIND_KEYS = new Set(['type', 'kind']);

/** The same shape with empty values: '' for text, 0 for numbers, false for switches, lists emptied; kinds kept. */
export function blankLike(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (typeof value === 'number') return 0;
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, KIND_KEYS.has(key) ? item : blankLike(item)]));
  return null;
}

/** The list with a blank item after its last; an empty list has no shape to copy and stays as it is. */
export function withItemAdded<T>(list: readonly T[]): T[] {
  if (list.length === 0) return [...list];
  return [...list, blankLike(list[list.length - 1]) as T];
}

export function withItemRemoved<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the item at `from` moved to `to`; out-of-range moves change nothing. */
export function withItemMoved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
