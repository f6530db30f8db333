/**
 * The bulk editor's arithmetic (docs/decisions.md 92): prices counted in cents (the catalogue keeps
 * base-currency amounts with 2 decimals), a percentage change rounded half away from zero to the cent
 * and never below 0, stock set or added and never below 0. Shared by the studio's grid and the tests;
 * the store API takes the resulting cents and counts.
 */

/** At most this many variants (or products without variants) are edited, and saved, at once. */
export const MAX_BULK_ROWS = 500;

/** The largest amount numeric(12, 2) keeps: 9,999,999,999.99. */
export const MAX_PRICE_CENTS = 999_999_999_999;

/** The largest stock count the catalogue's int4 holds, as the product contract caps it. */
export const MAX_STOCK = 1_000_000_000;

/** Cents of decimal text with at most 2 decimals ("12.5" is 1250), or null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Decimal text with 2 decimals of `cents` ("12.50"), as the catalogue keeps it. */
export function amountOf(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * `cents` changed by `percent` (positive: up, negative: down), rounded to the cent, never below 0
 * nor above the largest price. Computed on integers of hundredths of a percent, so 10% of 0.05 is
 * exactly half a cent and rounds up, as the owner expects, instead of floating point's 0.0049999.
 */
export function changeByPercent(cents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  const scaled = BigInt(cents) * BigInt(10_000 + basisPoints);
  const divisor = 10_000n;
  const rounded = scaled >= 0n ? (scaled + divisor / 2n) / divisor : -((-scaled + divisor / 2n) / divisor);
  const result = Number(rounded);
  return Math.min(MAX_PRICE_CENTS, Math.max(0, result));
}

/** A stock count plus `delta` (negative to take away), never below 0 nor above the largest count. */
export function addStock(stock: number, delta: number): number {
  return Math.min(MAX_STOCK, Math.max(0, stock + delta));
}

/** Whether a percentage is one the editor offers: 0.01 to 1000 up, 0.01 to 100 down, at most 2 decimals. */
export function isUsablePercent(percent: number, direction: 'increase' | 'decrease'): boolean {
  if (!Number.isFinite(percent) || percent <= 0) return false;
  if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-6) return false;
  return direction === 'increase' ? percent <= 1000 : percent <= 100;
}
