/**
 * A shipping method's money as its row stores it (numeric columns and tier rates: base-currency
 * decimal text) read into the domain's base cents (docs/decisions.md 38). The checkout's settings
 * and the banners' threshold read rows through here.
 */
import { toCents } from '../../../src/domain/orders/order-totals';
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
