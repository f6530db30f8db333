/**
 * A shipping method's money as its row stores it (numeric columns and tier rates: base-currency
 * decimal text) read into the domain's base cents (docs/decisions.md 38), and written back. The
 * checkout's settings, the banners' threshold and the owner's setup read and write rows through here.
 */
import { centsText, toCents } from '../../../src/domain/orders/order-totals';
import type { RateKind, RateTier } from '../../../src/domain/orders/shipping-charge';

interface MethodMoneyRow {
  rate: string;
  freeOver: string | null;
  kind: string;
  tiers: ReadonlyArray<{ from: number; rate: string }>;
}

const asRateKind = (kind: string): RateKind => (kind === 'weight' || kind === 'subtotal' ? kind : 'flat');

/** A stored threshold in base cents; null when the method never ships free. */
export const freeOverCentsOf = (freeOver: string | null): number | null => (freeOver === null ? null : toCents(freeOver));

/** The row's rate, threshold, kind and tiers in base cents. */
export function methodMoneyOf({ rate, freeOver, kind, tiers }: MethodMoneyRow) {
  return {
    rateCents: toCents(rate),
    freeOverCents: freeOverCentsOf(freeOver),
    kind: asRateKind(kind),
    tiers: tiers.map((tier): RateTier => ({ from: tier.from, rateCents: toCents(tier.rate) })),
  };
}

/** Base-cents money as the row stores it. */
export function methodMoneyRow(method: { rateCents: number; freeOverCents: number | null; tiers: readonly RateTier[] }) {
  return {
    rate: centsText(method.rateCents),
    freeOver: method.freeOverCents === null ? null : centsText(method.freeOverCents),
    tiers: method.tiers.map((tier) => ({ from: tier.from, rate: centsText(tier.rateCents) })),
  };
}
