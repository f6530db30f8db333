/**
 * Tax of an order, in whole minor units. A store enters its prices either without tax (the tax line
 * is added to the total) or with it (the tax line says how much of the total is tax). The rate is
 * the shipping zone's, in thousandths of a percent (20% = 20000, 8.875% = 8875), so every rate a
 * tax office publishes is exact. Rounding is half up, by one of two rules a store picks:
 * - 'total': the order's tax is the sum's tax rounded once, then shared out to the lines by the
 *   largest remainders, so the lines add up to it and each is within one minor unit of its exact tax;
 * - 'line': each line's tax is rounded on its own and the order's tax is their sum (as an invoice
 *   that shows tax per line does).
 * Worked in BigInt: an amount times a rate can pass 2^53.
 */

export type TaxMode = 'exclusive' | 'inclusive';
export type TaxRounding = 'total' | 'line';

export interface TaxRule {
  /** Thousandths of a percent: 20% is 20000. */
  rate: number;
  mode: TaxMode;
  rounding: TaxRounding;
}

export const RATE_SCALE = 100_000;
/** The highest rate an owner may set: 100%. */
export const MAX_RATE = RATE_SCALE;

const asBig = (n: number) => BigInt(Math.max(0, Math.round(n)));

/** The exact tax of `amount` as a fraction numerator/denominator (both BigInt). */
function exact(amount: number, rule: TaxRule): { n: bigint; d: bigint } {
  const rate = asBig(Math.min(rule.rate, MAX_RATE));
  const d = rule.mode === 'exclusive' ? BigInt(RATE_SCALE) : BigInt(RATE_SCALE) + rate;
  return { n: asBig(amount) * rate, d };
}

/** n/d rounded half up (n ≥ 0, d > 0). */
const roundHalfUp = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);

/** The tax of each amount (minor units), by the rule's rounding; `total` is their sum. */
export function taxLines(amounts: readonly number[], rule: TaxRule): { lines: number[]; total: number } {
  if (rule.rate <= 0 || amounts.length === 0) return { lines: amounts.map(() => 0), total: 0 };
  const parts = amounts.map((amount) => exact(amount, rule));
  if (rule.rounding === 'line') {
    const lines = parts.map(({ n, d }) => Number(roundHalfUp(n, d)));
    return { lines, total: lines.reduce((sum, tax) => sum + tax, 0) };
  }
  const d = parts[0]!.d;
  const sum = parts.reduce((total, part) => total + part.n, 0n);
  const total = roundHalfUp(sum, d);
  const floors = parts.map(({ n }) => n / d);
  let left = total - floors.reduce((s, f) => s + f, 0n);
  // Largest remainder first (ties: the earlier line), so the lines add up to the rounded total.
  const order = parts
    .map(({ n }, index) => ({ index, remainder: n % d }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const lines = floors.map(Number);
  for (const { index } of order) {
    if (left <= 0n) break;
    lines[index]! += 1;
    left -= 1n;
  }
  return { lines, total: Number(total) };
}

/** What the shopper pays for amounts that come to `net` (minor units) with `tax` on them. */
export function grossOf(net: number, tax: number, mode: TaxMode): number {
  return mode === 'exclusive' ? net + tax : net;
}

/** A rate as an owner writes it ("20", "8.875", "0") in thousandths of a percent; null for anything else. */
export function parseTaxRate(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,3})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  const rate = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return rate <= MAX_RATE ? rate : null;
}

/** A rate in thousandths of a percent as percent text, without trailing zeros ("20", "8.875"). */
export function taxRateText(rate: number): string {
  const whole = Math.floor(rate / 1000);
  const fraction = String(rate % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * `total` shared out over `amounts` in proportion to each (floors, then the largest remainders),
 * so the shares add up to it exactly: how an order's discount lowers each line's taxable amount.
 */
export function shareOut(amounts: readonly number[], total: number): number[] {
  const sum = amounts.reduce((s, amount) => s + Math.max(0, amount), 0);
  if (sum <= 0 || total <= 0) return amounts.map(() => 0);
  const parts = amounts.map((amount) => BigInt(Math.max(0, Math.round(amount))) * BigInt(Math.round(total)));
  const d = BigInt(sum);
  const shares = parts.map((part) => Number(part / d));
  let left = Math.round(total) - shares.reduce((s, share) => s + share, 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part % d }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
