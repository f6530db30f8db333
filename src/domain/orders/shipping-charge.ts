/**
 * What a shipping method charges for an order: its flat rate, or nothing once the order's subtotal
 * (items and add-ons, in the base currency) reaches the method's free-shipping threshold. The quote
 * on the checkout page and PlaceOrder both ask this one rule, so the "free shipping over ..." a store
 * promises is what its checkout charges (issue 17; zones and tiers are issue 19's).
 */
import { centsText, lineCents, toCents, type TotalsLine } from './order-totals';

export interface ChargedMethod {
  /** Flat rate, base-currency decimal text. */
  rate: string;
  /** Subtotal from which the method is free, base-currency decimal text; null when it never is. */
  freeOver: string | null;
}

/** True when the lines' subtotal reaches the method's threshold. */
export function shipsFree(method: ChargedMethod, lines: readonly TotalsLine[]): boolean {
  if (toCents(method.rate) === 0) return true;
  if (method.freeOver === null) return false;
  const subtotal = lines.reduce((sum, line) => {
    const { item, addons } = lineCents(line);
    return sum + item + addons;
  }, 0);
  return subtotal >= toCents(method.freeOver);
}

/** The rate the order pays for the method, as base-currency decimal text. */
export function shippingCharge(method: ChargedMethod, lines: readonly TotalsLine[]): string {
  return shipsFree(method, lines) ? centsText(0) : centsText(toCents(method.rate));
}

/** The method's description with its free-shipping threshold, as the checkout lists it ("3-5 business days · free on orders over $100"). */
export function shippingNote(method: ChargedMethod & { description: string }, price: (amount: string) => string): string {
  if (method.freeOver === null || toCents(method.rate) === 0) return method.description;
  const free = `free on orders over ${price(method.freeOver)}`;
  return method.description ? `${method.description} · ${free}` : free.charAt(0).toUpperCase() + free.slice(1);
}
