/**
 * The one place an order is priced (issue 19). The cart's summary, the checkout's quote, PlaceOrder,
 * the order page and its mail all ask this module, so what a shopper is shown is what the order
 * charges. Every amount is whole minor units: first in the store's base currency (cents, what the
 * order stores), then in the shopper's currency (what the page shows and the payment asks for).
 *
 * Order of the sums: lines → subtotal → discount (never more than the subtotal) → shipping → tax →
 * gift card (never more than what is left) → total. No step can take the total below zero.
 */
import { convertCents, minorText, type ShownCurrency } from '../money/minor-units';
import { centsText, lineCents, shownLineAmounts, type TotalsLine } from './order-totals';
import type { OrderTotalsView } from './order-types';
import { shippingCharge, type ChargedMethod } from './shipping-charge';

/** An order's sums in whole minor units of one currency. */
export interface PricedAmounts {
  /** Lines without their add-ons. */
  itemsTotal: number;
  addonsTotal: number;
  subtotal: number;
  /** Taken off the subtotal (a code or an automatic discount); 0 when none applies. */
  discount: number;
  shipping: number;
  /** Added to the total; 0 where no tax is charged. */
  tax: number;
  /** Paid with a gift card; 0 when none. */
  giftCard: number;
  total: number;
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
  adjustments?: PriceAdjustments;
}

const whole = (amount: number | undefined) => (amount !== undefined && Number.isSafeInteger(amount) && amount > 0 ? amount : 0);

/** The sums after the lines: the same rule in base cents and in the shopper's minor units. */
function settle(lines: PricedOrder['lines'], asked: { discount: number; shipping: number; tax: number; giftCard: number }): PricedOrder {
  const itemsTotal = lines.reduce((sum, line) => sum + line.item, 0);
  const addonsTotal = lines.reduce((sum, line) => sum + line.addons, 0);
  const subtotal = itemsTotal + addonsTotal;
  const discount = Math.min(whole(asked.discount), subtotal);
  const shipping = whole(asked.shipping);
  const tax = whole(asked.tax);
  const due = subtotal - discount + shipping + tax;
  const giftCard = Math.min(whole(asked.giftCard), due);
  return { lines, itemsTotal, addonsTotal, subtotal, discount, shipping, tax, giftCard, total: due - giftCard };
}

/** The order in base cents: the lines from the catalogue's prices, the method's charge, the rules' adjustments. */
export function priceOrder(input: PriceOrderInput): PricedOrder {
  const adjustments = input.adjustments ?? {};
  const charged = input.shipping === null || adjustments.freeShipping ? 0 : Math.round(Number(shippingCharge(input.shipping, input.lines)) * 100);
  return settle(input.lines.map(lineCents), {
    discount: whole(adjustments.discount), shipping: charged, tax: whole(adjustments.tax), giftCard: whole(adjustments.giftCardBalance),
  });
}

/**
 * The same order in the shopper's currency: each line from its unit prices converted and rounded
 * first (so the lines on the page add up), and every base amount the rules settled converted once.
 * The order page recomputes it from what the order stored, so it always matches the charge.
 */
export function shownPrice(lines: readonly TotalsLine[], base: Pick<PricedAmounts, 'discount' | 'shipping' | 'tax' | 'giftCard'>, currency: ShownCurrency): PricedOrder {
  const convert = (cents: number) => convertCents(whole(cents), currency);
  return settle(lines.map((line) => shownLineAmounts(line, currency)), {
    discount: convert(base.discount), shipping: convert(base.shipping), tax: convert(base.tax), giftCard: convert(base.giftCard),
  });
}

function asText(amounts: PricedAmounts, text: (minor: number) => string): OrderTotalsView {
  return {
    itemsTotal: text(amounts.itemsTotal), addonsTotal: text(amounts.addonsTotal), subtotal: text(amounts.subtotal), discount: text(amounts.discount),
    shipping: text(amounts.shipping), tax: text(amounts.tax), giftCard: text(amounts.giftCard), total: text(amounts.total),
  };
}

/** Base cents as the API's decimal text ("115.00"). */
export const baseTotalsText = (amounts: PricedAmounts): OrderTotalsView => asText(amounts, centsText);

/** Shown minor units as decimal text with the currency's digits ("77999" for yen). */
export const shownTotalsText = (amounts: PricedAmounts, currency: ShownCurrency): OrderTotalsView => asText(amounts, (minor) => minorText(minor, currency.abbreviation));

/** Both views of one order: its base totals and what the shopper is shown and charged. */
export function orderPricing(input: PriceOrderInput, currency: ShownCurrency): { base: PricedOrder; totals: OrderTotalsView; shownTotals: OrderTotalsView } {
  const base = priceOrder(input);
  return { base, totals: baseTotalsText(base), shownTotals: shownTotalsText(shownPrice(input.lines, base, currency), currency) };
}
