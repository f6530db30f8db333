/**
 * The one place an order is priced (decision 29). The cart's summary, the checkout's quote, PlaceOrder,
 * the order page and its mail all ask this module, so what a shopper is shown is what the order
 * charges. Every amount is whole minor units: first in the store's base currency (cents, what the
 * order stores), then in the shopper's currency (what the page shows and the payment asks for).
 *
 * Order of the sums: lines → subtotal → discount (never more than the subtotal) → shipping → tax →
 * gift card (never more than what is left) → total. No step can take the total below zero.
 * Shipping is the zone's method's charge for the lines and their weight; tax is the zone's rule
 * (src/domain/tax/tax.ts) on the discounted lines and the shipping, added to the total where prices
 * exclude it and only reported where they include it (decision 32).
 */
import { convertCents, type ShownCurrency } from '../money/minor-units';
import { centsText, lineCents, shownLineAmounts, type TotalsLine } from './order-totals';
import type { OrderTotalsView } from './order-types';
import { shippingCharge, type ChargedMethod } from './shipping-charge';
import { shareOut, taxLines, type TaxRule } from '../tax/tax';

/** An order's sums in whole minor units of one currency, and whether its tax is part of the total. */
export interface PricedAmounts extends OrderTotalsView {
  /** Prices include the tax: the total does not add it. */
  taxIncluded: boolean;
}

export interface PricedOrder extends PricedAmounts {
  /** Each line's items and add-ons, in the request's order. */
  lines: Array<{ item: number; addons: number }>;
}

/** What the order takes off or adds besides its lines and shipping, in base cents, as the rules decided them. */
export interface PriceAdjustments {
  /** Asked for; capped at the subtotal. */
  discount?: number;
  /** A free-shipping discount: shipping costs nothing whatever the method charges. */
  freeShipping?: boolean;
  tax?: number;
  /** A gift card's usable balance; only what the order needs is spent. */
  giftCardBalance?: number;
}

export interface PriceOrderInput {
  lines: readonly TotalsLine[];
  /** The chosen method; null before one is chosen (the cart), when shipping is 0. */
  shipping: ChargedMethod | null;
  /** What the lines weigh (grams), for a method priced by weight tiers. */
  weightGrams?: number;
  /** The address zone's tax rule; when given it works the tax (adjustments.tax is then unused). */
  tax?: TaxRule;
  adjustments?: PriceAdjustments;
}

const whole = (amount: number | undefined) => (amount !== undefined && Number.isSafeInteger(amount) && amount > 0 ? amount : 0);

/** The sums after the lines: the same rule in base cents and in the shopper's minor units. */
function settle(
  lines: PricedOrder['lines'],
  asked: { discount: number; shipping: number; tax: number; taxIncluded: boolean; giftCard: number },
): PricedOrder {
  const itemsTotal = lines.reduce((sum, line) => sum + line.item, 0);
  const addonsTotal = lines.reduce((sum, line) => sum + line.addons, 0);
  const subtotal = itemsTotal + addonsTotal;
  const discount = Math.min(whole(asked.discount), subtotal);
  const shipping = whole(asked.shipping);
  const tax = whole(asked.tax);
  const due = subtotal - discount + shipping + (asked.taxIncluded ? 0 : tax);
  const giftCard = Math.min(whole(asked.giftCard), due);
  return {
    lines,
    itemsTotal,
    addonsTotal,
    subtotal,
    discount,
    shipping,
    tax,
    taxIncluded: asked.taxIncluded,
    giftCard,
    total: due - giftCard,
  };
}

/** The order in base cents: the lines from the catalogue's prices, the method's charge, the rules' adjustments. */
export function priceOrder(input: PriceOrderInput): PricedOrder {
  const adjustments = input.adjustments ?? {};
  const charged =
    input.shipping === null || adjustments.freeShipping ? 0 : shippingCharge(input.shipping, input.lines, input.weightGrams ?? 0);
  const lines = input.lines.map(lineCents);
  const tax = input.tax ? taxOf(lines, whole(adjustments.discount), charged, input.tax) : whole(adjustments.tax);
  return settle(lines, {
    discount: whole(adjustments.discount),
    shipping: charged,
    tax,
    taxIncluded: input.tax?.mode === 'inclusive',
    giftCard: whole(adjustments.giftCardBalance),
  });
}

/** The tax on each line less its share of the discount, and on the shipping, by the rule's rounding. */
function taxOf(lines: PricedOrder['lines'], discount: number, shipping: number, rule: TaxRule): number {
  const amounts = lines.map((line) => line.item + line.addons);
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  const shares = shareOut(amounts, Math.min(discount, subtotal));
  return taxLines([...amounts.map((amount, index) => amount - shares[index]!), shipping], rule).total;
}

/**
 * The same order in the shopper's currency: each line from its unit prices converted and rounded
 * first (so the lines on the page add up), and every base amount the rules settled converted once.
 * The order page recomputes it from what the order stored, so it always matches the charge.
 */
export function shownPrice(
  lines: readonly TotalsLine[],
  base: Pick<PricedAmounts, 'discount' | 'shipping' | 'tax' | 'taxIncluded' | 'giftCard'>,
  currency: ShownCurrency,
): PricedOrder {
  const convert = (cents: number) => convertCents(whole(cents), currency);
  return settle(
    lines.map((line) => shownLineAmounts(line, currency)),
    {
      discount: convert(base.discount),
      shipping: convert(base.shipping),
      tax: convert(base.tax),
      taxIncluded: base.taxIncluded,
      giftCard: convert(base.giftCard),
    },
  );
}

/** The eight sums an order's views show, from its priced amounts (in their own minor units). */
export function totalsView(amounts: PricedAmounts): OrderTotalsView {
  const { itemsTotal, addonsTotal, subtotal, discount, shipping, tax, giftCard, total } = amounts;
  return { itemsTotal, addonsTotal, subtotal, discount, shipping, tax, giftCard, total };
}

/** Base cents as the decimal text ("115.00") the order's row stores. */
export function baseTotalsText(amounts: PricedAmounts): Record<keyof OrderTotalsView, string> {
  const view = totalsView(amounts);
  return Object.fromEntries(Object.entries(view).map(([key, cents]) => [key, centsText(cents)])) as Record<keyof OrderTotalsView, string>;
}

/** Both views of one order: its base totals (cents) and what the shopper is shown and charged (the shown currency's minor units). */
export function orderPricing(
  input: PriceOrderInput,
  currency: ShownCurrency,
): { base: PricedOrder; totals: OrderTotalsView; shownTotals: OrderTotalsView } {
  const base = priceOrder(input);
  return { base, totals: totalsView(base), shownTotals: totalsView(shownPrice(input.lines, base, currency)) };
}
