/**
 * The cart code of spec section 3: `productID_quantity_variantID_addonIDs`, add-on ids joined by
 * commas, variant 0 when there is none, and a trailing underscore when there are no add-ons
 * (`12_2_0_`). Add-on ids are written in ascending order without repeats, so one choice always
 * gives one code and codes can be compared while ignoring the quantity (spec section 4).
 */

export interface CartLine {
  productID: number;
  quantity: number;
  /** 0 for a product without variants. */
  variantID: number;
  addonIDs: readonly number[];
}

const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

export function canonicalAddonIds(addonIDs: readonly number[]): number[] {
  return [...new Set(addonIDs)].filter(isId).sort((a, b) => a - b);
}

export function buildCartCode(line: CartLine): string {
  if (!isId(line.productID)) throw new RangeError('productID must be a positive integer');
  if (!isId(line.quantity)) throw new RangeError('quantity must be a positive integer');
  const variant = Number.isSafeInteger(line.variantID) && line.variantID > 0 ? line.variantID : 0;
  return `${line.productID}_${line.quantity}_${variant}_${canonicalAddonIds(line.addonIDs).join(',')}`;
}

const CODE = /^([1-9]\d{0,15})_([1-9]\d{0,8})_(0|[1-9]\d{0,15})_((?:[1-9]\d{0,15})(?:,[1-9]\d{0,15})*)?$/;

/** Reads a cart code back; null for anything that is not one. */
export function parseCartCode(code: string): CartLine | null {
  const match = CODE.exec(code);
  if (!match) return null;
  const productID = Number(match[1]);
  const variantID = Number(match[3]);
  if (!isId(productID) || !Number.isSafeInteger(variantID)) return null;
  const addonIDs = match[4] ? match[4].split(',').map(Number) : [];
  if (!addonIDs.every(isId)) return null;
  return { productID, quantity: Number(match[2]), variantID, addonIDs: canonicalAddonIds(addonIDs) };
}

/** The code without its quantity: two cart lines are the same item when these are equal. */
export function cartItemKey(code: string): string | null {
  const line = parseCartCode(code);
  return line ? `${line.productID}_${line.variantID}_${line.addonIDs.join(',')}` : null;
}
