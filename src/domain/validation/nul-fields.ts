/**
 * Where a payload holds the NUL character (decision 71). PostgreSQL can keep NUL in neither text nor
 * jsonb, so a NUL anywhere in what a call sends would fail the statement that stores it (a 5xx)
 * unless every field's contract refused it; this finds them all at once, for the store API to refuse
 * before any handler runs. Field names are written as zod writes an issue's path (`zones.0.name`).
 */

const NUL = '\u0000';

/** Keys a field name may hold NUL too; it is shown escaped so the answer names it readably. */
const shownKey = (key: string | number): string => String(key).replaceAll(NUL, '\\u0000');

/** The paths of every string (value or object key) in `value` that holds NUL, at most `limit` of them. */
export function nulFieldPaths(value: unknown, limit = 10): string[] {
  const found: string[] = [];
  // One path stack for the whole walk, joined only where NUL is found: every store API call passes
  // here, theme drafts among them, so no path is copied per node.
  const path: Array<string | number> = [];
  const named = () => path.map(shownKey).join('.');
  const visit = (node: unknown): void => {
    if (found.length >= limit) return;
    if (typeof node === 'string') {
      if (node.includes(NUL)) found.push(named() || '(root)');
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        path.push(index);
        visit(item);
        path.pop();
      });
      return;
    }
    if (!isPlainRecord(node)) return;
    for (const [key, item] of Object.entries(node)) {
      path.push(key);
      if (key.includes(NUL)) found.push(named());
      else visit(item);
      path.pop();
      if (found.length >= limit) return;
    }
  };
  visit(value);
  return found;
}

/**
 * A parsed JSON object or query, never a Buffer or a stream. Fastify's query parser makes its objects
 * from a prototype that itself has none (no `__proto__` or `constructor` key to collide with).
 */
function isPlainRecord(node: unknown): node is Record<string, unknown> {
  if (node === null || typeof node !== 'object') return false;
  const prototype = Object.getPrototypeOf(node) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}
