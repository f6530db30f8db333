/**
 * The checkout's shipping methods on the wire, both ways (GetCheckoutOptions, GetQuote): the rate,
 * the free-shipping threshold, each tier's rate and what a method charges the quoted cart are
 * base-currency decimal text there ("5.00") and base cents in the domain (docs/decisions.md 38).
 * Zod-free at run time, as orders.wire.ts, which reads and writes the answers through these.
 */
import type { z } from 'zod';
import { decimalText, minorOf } from '../domain/money/money';
import type { ShippingMethod } from '../domain/orders/order-types';
import type { checkoutOptionsAnswer, quoteAnswer } from './orders-answers.contract';

type MethodWire = z.output<typeof checkoutOptionsAnswer>['shippingMethods'][number];
type QuotedWire = z.output<typeof quoteAnswer>['shippingMethods'][number];
type Quoted = ShippingMethod & { chargeCents: number };

/** Base cents of wire text; the schemas let no broken amount through, so 0 is never reached in practice. */
const wireCents = (text: string) => minorOf(text) ?? 0;

export const shippingMethodFromWire = ({ rate, freeOver, tiers, ...method }: MethodWire): ShippingMethod => ({
  ...method,
  rateCents: wireCents(rate),
  freeOverCents: freeOver === null ? null : wireCents(freeOver),
  tiers: tiers.map((tier) => ({ from: tier.from, rateCents: wireCents(tier.rate) })),
});

export const shippingMethodToWire = ({ rateCents, freeOverCents, tiers, ...method }: ShippingMethod): MethodWire => ({
  ...method,
  rate: decimalText(rateCents),
  freeOver: freeOverCents === null ? null : decimalText(freeOverCents),
  tiers: tiers.map((tier) => ({ from: tier.from, rate: decimalText(tier.rateCents) })),
});

/** A method of the quoted zone with what it charges the cart. */
export const quotedMethodFromWire = ({ charge, ...method }: QuotedWire): Quoted => ({
  ...shippingMethodFromWire(method),
  chargeCents: wireCents(charge),
});

export const quotedMethodToWire = ({ chargeCents, ...method }: Quoted): QuotedWire => ({
  ...shippingMethodToWire(method),
  charge: decimalText(chargeCents),
});
