/**
 * A line's money: unit price × quantity plus its add-ons × quantity (the order's sums, discounts,
 * shipping and totals are price-order.ts's). Held and worked in whole cents so 0.1 × 3 is 0.30, never
 * 0.30000000000000004; a broken or negative price counts as 0, so no total can go below zero.
 * In the shopper's currency a line is its unit prices as shown, in that currency's minor units,
 * × quantity, so a total that sums its lines adds up on the page.
 */
import type { CartItem } from '../cart/cart-types';
import { convertCents, minorText, type ShownCurrency } from '../money/minor-units';
import { decimalText, priceMinor } from '../money/money';

export interface TotalsLine {
  /** Base-currency cents of one unit. */
  unitCents: number;
  quantity: number;
  addons: ReadonlyArray<{ unitCents: number }>;
}

/** Whole cents of a decimal text; anything not a finite, non-negative amount is 0. */
export const toCents = (amount: string | number): number => priceMinor(amount);

export const centsText = (cents: number): string => decimalText(Math.max(0, cents));

const count = (quantity: number) => (Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0);

/** How a base amount in cents is counted: as it is, or in the shopper's minor units. */
type Unit = (baseCents: number) => number;
const asCents: Unit = (cents) => cents;
const inCurrency =
  (currency: ShownCurrency): Unit =>
  (cents) =>
    convertCents(cents, currency);

function lineIn(line: TotalsLine, unit: Unit): { item: number; addons: number } {
  const q = count(line.quantity);
  const price = (cents: number) => unit(Number.isSafeInteger(cents) && cents > 0 ? cents : 0);
  return { item: price(line.unitCents) * q, addons: line.addons.reduce((sum, addon) => sum + price(addon.unitCents) * q, 0) };
}

export function lineCents(line: TotalsLine): { item: number; addons: number } {
  return lineIn(line, asCents);
}

/** A cart line as the totals count it: its unit's and its add-ons' base cents. */
export function totalsLineOf(item: Pick<CartItem, 'product' | 'quantity' | 'addons'>): TotalsLine {
  return { unitCents: item.product.unitCents, quantity: item.quantity, addons: item.addons };
}

/** One line with its add-ons in the shopper's minor units: each unit price converted and rounded first, then × quantity. */
export function shownLineMinor(line: TotalsLine, currency: ShownCurrency): number {
  const { item, addons } = shownLineAmounts(line, currency);
  return item + addons;
}

/** A line's items and add-ons apart, in the shopper's minor units (price-order.ts sums them). */
export function shownLineAmounts(line: TotalsLine, currency: ShownCurrency): { item: number; addons: number } {
  return lineIn(line, inCurrency(currency));
}

/** shownLineMinor as decimal text with the currency's digits. */
export function shownLineTotal(line: TotalsLine, currency: ShownCurrency): string {
  return minorText(shownLineMinor(line, currency), currency.abbreviation);
}
