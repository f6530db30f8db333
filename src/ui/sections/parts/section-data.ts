/**
 * Resolved catalogue data arrives as `unknown` (the loader or the editor may hand in anything), so
 * sections keep only list entries that are objects and render an empty state for the rest.
 */
export function listData<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data.filter((item) => typeof item === 'object' && item !== null) as T[]) : [];
}
