/**
 * The order of a product group chosen by hand (decision 107): the owner names its products in their new
 * order. Only the group's own products may be named, each once; a member the owner did not name (one
 * another owner added while this one was reordering) keeps its place relative to the others, after
 * the named ones, so a save never drops or duplicates a member.
 */

/** How many products one reorder may name. */
export const MAX_ORDERED_MEMBERS = 5_000;

export type GroupOrderOutcome = { ok: true; order: number[] } | { ok: false; index: number; message: string };

/** The group's new order from its members (in their current order) and the owner's list. */
export function groupOrder(members: readonly number[], named: readonly number[]): GroupOrderOutcome {
  const inGroup = new Set(members);
  const seen = new Set<number>();
  for (const [index, id] of named.entries()) {
    if (!inGroup.has(id)) return { ok: false, index, message: 'This product is not in the group' };
    if (seen.has(id)) return { ok: false, index, message: 'This product is named twice' };
    seen.add(id);
  }
  return { ok: true, order: [...named, ...members.filter((id) => !seen.has(id))] };
}
