/**
 * An order's money: each line is unit price × quantity plus its add-ons × quantity, the subtotal is
 * the sum of the lines, the total adds shipping. Worked in whole cents so 0.1 × 3 is 0.30, never
 * 0.30000000000000004; a broken or negative price counts as 0, so no total can go below zero.
 * The same sums in the shopper's currency (shownTotals) add each unit price as shown, in that
 * currency's minor units: a line is its shown unit price × quantity, a total the sum of its lines.
 */
import type { CartItem } from '../cart/cart-types';
import { convertCents, minorText, type ShownCurrency } from '../money/minor-units';

export interface TotalsLine {
  /** Decimal text in the store's base currency. */
  unitPrice: string;
  quantity: number;
  addons: ReadonlyArray<{ price: string }>;
}

export interface OrderTotals {
  /** Lines without their add-ons. */
  itemsTotal: string;
  addonsTotal: string;
  subtotal: string;
  shipping: string;
  total: string;
}

/** Whole cents of a decimal text; anything not a finite, non-negative amount is 0. */
export function toCents(amount: string | number): number {
  const cents = Math.round(Number(amount) * 100);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : 0;
}

export function centsText(cents: number): string {
  return (Math.max(0, Math.round(cents)) / 100).toFixed(2);
}

const count = (quantity: number) => (Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0);

/** How a base amount in cents is counted: as it is, or in the shopper's minor units. */
type Unit = (baseCents: number) => number;
const asCents: Unit = (cents) => cents;
const inCurrency = (currency: ShownCurrency): Unit => (cents) => convertCents(cents, currency);

function lineIn(line: TotalsLine, unit: Unit): { item: number; addons: number } {
  const q = count(line.quantity);
  const price = (text: string) => unit(toCents(text));
  return { item: price(line.unitPrice) * q, addons: line.addons.reduce((sum, addon) => sum + price(addon.price) * q, 0) };
}

function totalsIn(lines: readonly TotalsLine[], shippingRate: string, unit: Unit, text: (minor: number) => string): OrderTotals {
  let items = 0;
  let addons = 0;
  for (const line of lines) {
    const amounts = lineIn(line, unit);
    items += amounts.item;
    addons += amounts.addons;
  }
  const shipping = unit(toCents(shippingRate));
  return { itemsTotal: text(items), addonsTotal: text(addons), subtotal: text(items + addons), shipping: text(shipping), total: text(items + addons + shipping) };
}

export function lineCents(line: TotalsLine): { item: number; addons: number } {
  return lineIn(line, asCents);
}

export function orderTotals(lines: readonly TotalsLine[], shippingRate: string): OrderTotals {
  return totalsIn(lines, shippingRate, asCents, centsText);
}

/** A cart line as the totals count it. */
export function totalsLineOf(item: Pick<CartItem, 'product' | 'quantity' | 'addons'>): TotalsLine {
  return { unitPrice: item.product.price, quantity: Number(item.quantity), addons: item.addons };
}

/** One line with its add-ons in the shopper's minor units: each unit price converted and rounded first, then × quantity. */
export function shownLineMinor(line: TotalsLine, currency: ShownCurrency): number {
  const { item, addons } = lineIn(line, inCurrency(currency));
  return item + addons;
}

/** shownLineMinor as decimal text with the currency's digits. */
export function shownLineTotal(line: TotalsLine, currency: ShownCurrency): string {
  return minorText(shownLineMinor(line, currency), currency.abbreviation);
}

/** The order's totals as the shopper sees and pays them: decimal text with the currency's digits ("77999" for yen). */
export function shownTotals(lines: readonly TotalsLine[], shippingRate: string, currency: ShownCurrency): OrderTotals {
  return totalsIn(lines, shippingRate, inCurrency(currency), (minor) => minorText(minor, currency.abbreviation));
}
