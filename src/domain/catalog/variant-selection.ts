/**
 * Choosing a variant value by value. Attributes are ordered (Size, then Colour): a value of one
 * attribute is offered when an in-stock variant has it together with the values chosen for the
 * attributes before it, and choosing a value moves later attributes to values that still work.
 * So the first attribute never locks a shopper out of a combination that exists further down.
 */
import type { ProductAttribute, ProductVariant } from './product-detail';

/** The chosen value id of each attribute id. */
export type Selection = Readonly<Record<number, number>>;

/** available: an in-stock variant has it; soldout: only out-of-stock ones; impossible: none. */
export type ValueState = 'available' | 'soldout' | 'impossible';

function agreesBefore(variant: ProductVariant, attributes: readonly ProductAttribute[], selection: Selection, index: number): boolean {
  for (const attribute of attributes.slice(0, index)) {
    const chosen = selection[attribute.attributeID];
    if (chosen !== undefined && !variant.valueIDs.includes(chosen)) return false;
  }
  return true;
}

export function valueState(
  attributes: readonly ProductAttribute[],
  variants: readonly ProductVariant[],
  selection: Selection,
  attributeIndex: number,
  valueID: number,
): ValueState {
  const candidates = variants.filter((v) => v.valueIDs.includes(valueID) && agreesBefore(v, attributes, selection, attributeIndex));
  if (candidates.length === 0) return 'impossible';
  return candidates.some((v) => v.stock > 0) ? 'available' : 'soldout';
}

/** The variant carrying every chosen value, or null while the choice is incomplete or matches none. */
export function matchVariant(
  attributes: readonly ProductAttribute[],
  variants: readonly ProductVariant[],
  selection: Selection,
): ProductVariant | null {
  if (attributes.length === 0) return null;
  const chosen = attributes.map((a) => selection[a.attributeID]);
  if (chosen.some((id) => id === undefined)) return null;
  return variants.find((v) => chosen.every((id) => v.valueIDs.includes(id!))) ?? null;
}

export function selectionOf(attributes: readonly ProductAttribute[], variant: ProductVariant): Selection {
  const selection: Record<number, number> = {};
  for (const attribute of attributes) {
    const value = attribute.values.find((v) => variant.valueIDs.includes(v.valueID));
    if (value) selection[attribute.attributeID] = value.valueID;
  }
  return selection;
}

/** The asked-for variant (from a shared URL), else the first in stock, else the first. */
export function initialSelection(
  attributes: readonly ProductAttribute[],
  variants: readonly ProductVariant[],
  variantID: number | null,
): Selection {
  const chosen = variants.find((v) => v.variantID === variantID) ?? variants.find((v) => v.stock > 0) ?? variants[0];
  return chosen ? selectionOf(attributes, chosen) : {};
}

/**
 * Chooses a value. Each later attribute keeps its value while it is still available, else moves
 * to the first available value (or a sold-out one when nothing is in stock, so the price shows).
 */
export function selectValue(
  attributes: readonly ProductAttribute[],
  variants: readonly ProductVariant[],
  selection: Selection,
  attributeID: number,
  valueID: number,
): Selection {
  const index = attributes.findIndex((a) => a.attributeID === attributeID);
  if (index < 0 || !attributes[index]!.values.some((v) => v.valueID === valueID)) return selection;
  const next: Record<number, number> = { ...selection, [attributeID]: valueID };
  for (let later = index + 1; later < attributes.length; later += 1) {
    const attribute = attributes[later]!;
    const stateOf = (id: number) => valueState(attributes, variants, next, later, id);
    const current = next[attribute.attributeID];
    if (current !== undefined && stateOf(current) === 'available') continue;
    const replacement =
      attribute.values.find((v) => stateOf(v.valueID) === 'available') ??
      (current !== undefined && stateOf(current) === 'soldout'
        ? undefined
        : attribute.values.find((v) => stateOf(v.valueID) === 'soldout'));
    if (replacement) next[attribute.attributeID] = replacement.valueID;
  }
  return next;
}
