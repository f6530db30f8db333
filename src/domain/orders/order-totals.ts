/**
 * An order's money: each line is unit price × quantity plus its add-ons × quantity, the subtotal is
 * the sum of the lines, the total adds shipping. Worked in whole cents so 0.1 × 3 is 0.30, never
 * 0.30000000000000004; a broken or negative price counts as 0, so no total can go below zero.
 */

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

export function lineCents(line: TotalsLine): { item: number; addons: number } {
  const q = count(line.quantity);
  return { item: toCents(line.unitPrice) * q, addons: line.addons.reduce((sum, addon) => sum + toCents(addon.price) * q, 0) };
}

export function orderTotals(lines: readonly TotalsLine[], shippingRate: string): OrderTotals {
  let items = 0;
  let addons = 0;
  for (const line of lines) {
    const cents = lineCents(line);
    items += cents.item;
    addons += cents.addons;
  }
  const shipping = toCents(shippingRate);
  return {
    itemsTotal: centsText(items),
    addonsTotal: centsText(addons),
    subtotal: centsText(items + addons),
    shipping: centsText(shipping),
    total: centsText(items + addons + shipping),
  };
}

/** A base-currency amount as the shopper saw it: converted at the store's rate, to the cent (a broken rate counts as 1). */
export function shownAmount(amount: string, rate: string | number): string {
  const r = Number(rate);
  return centsText(toCents(amount) * (Number.isFinite(r) && r > 0 ? r : 1));
}
