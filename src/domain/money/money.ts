/**
 * Money as the domain counts it (decision 38): a whole number of a currency's minor units (cents,
 * whole yen), never decimal text. Decimal text is how the wire, storage, mail and payment write an
 * amount; it is read into minor units at that edge (`minorOf`) and written back there (`decimalText`).
 * Integers add and multiply by a quantity exactly, so 0.1 × 3 is 30 cents, never 0.30000000000000004.
 *
 * Two currencies meet in a store: its base currency, in which the catalogue, carts and orders are
 * priced with the spec's 2 decimals (`BASE_DIGITS`, so base minor units are cents), and the shown
 * currency, reached by the store's rate and counted in its own unit (minor-units.ts: 0 for yen).
 */

/** Decimals of the base currency's minor unit: the catalogue's prices have at most 2. */
export const BASE_DIGITS = 2;

/** Base-currency cents: what a cart line, an add-on or an order's sum holds. */
export type BaseMinor = number;

/** Minor units of an amount (decimal text or a number), rounded half away from zero; null when not a finite amount. */
export function minorOf(amount: string | number, digits: number = BASE_DIGITS): number | null {
  if (typeof amount === 'string' && amount.trim() === '') return null;
  const value = Number(amount);
  if (!Number.isFinite(value)) return null;
  const minor = Math.sign(value) * Math.round(Math.abs(value) * 10 ** digits);
  // `|| 0` folds -0 into 0 so a tiny negative never reads as "-0.00".
  return Number.isSafeInteger(minor) ? minor || 0 : null;
}

/** A price read from outside: its minor units, or 0 when it is broken or negative (no total can go below zero). */
export function priceMinor(amount: string | number, digits: number = BASE_DIGITS): number {
  const minor = minorOf(amount, digits);
  return minor !== null && minor > 0 ? minor : 0;
}

/** Minor units as plain decimal text with `digits` decimals ("19.90", "1200"): how the wire writes money. */
export function decimalText(minor: number, digits: number = BASE_DIGITS): string {
  const whole = Math.round(minor);
  const unit = 10 ** digits;
  const magnitude = Math.abs(whole);
  const fraction = digits > 0 ? `.${String(magnitude % unit).padStart(digits, '0')}` : '';
  return `${whole < 0 ? '-' : ''}${Math.floor(magnitude / unit)}${fraction}`;
}

/** A unit price × a quantity; a quantity that is not a positive whole number counts as 0. */
export function timesQuantity(unitMinor: number, quantity: number): number {
  return Number.isSafeInteger(quantity) && quantity > 0 ? unitMinor * quantity : 0;
}

/** The sum of amounts in one currency's minor units. */
export function sumMinor(amounts: Iterable<number>): number {
  let sum = 0;
  for (const amount of amounts) sum += amount;
  return sum;
}
