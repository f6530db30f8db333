/**
 * Shipping and tax for an order going to a country: the zone its country falls in, the methods of
 * that zone with what each charges these lines, the chosen method (the first when none is asked),
 * and the tax rule (the zone's rate, the store's inclusive/exclusive setting and rounding). The
 * quote, the checkout summary and PlaceOrder all ask this one function on the server; a method of
 * another zone is refused naming ShippingMethodID, a country no zone covers naming the country.
 */
import { shippingCharge, type ChargedMethod } from '../orders/shipping-charge';
import type { TotalsLine } from '../orders/order-totals';
import type { TaxRounding, TaxRule } from '../tax/tax';
import { methodRefusal, notShippedTo, zoneFor, type ShippingZone } from './shipping-zones';

export interface StoreTax {
  pricesIncludeTax: boolean;
  rounding: TaxRounding;
}

export interface ZonedMethod extends ChargedMethod {
  id: number;
  zoneId: number;
  name: string;
}

export interface ShippingQuoteInput<M extends ZonedMethod> {
  zones: readonly ShippingZone[];
  methods: readonly M[];
  country: string;
  /** null: the zone's first method. */
  methodId: number | null;
  lines: readonly TotalsLine[];
  weightGrams: number;
  tax: StoreTax;
}

export type ShippingQuote<M extends ZonedMethod> =
  | {
      ok: true;
      zone: ShippingZone;
      methods: Array<M & { chargeCents: number }>;
      method: (M & { chargeCents: number }) | null;
      /** What the chosen method charges, in base cents; 0 when the zone has none. */
      chargeCents: number;
      tax: TaxRule;
    }
  | { ok: false; field: 'ShippingMethodID' | 'ShippingAddress.Country'; message: string };

export function taxRuleOf(zone: ShippingZone | null, tax: StoreTax): TaxRule {
  return { rate: zone?.taxRate ?? 0, mode: tax.pricesIncludeTax ? 'inclusive' : 'exclusive', rounding: tax.rounding };
}

export function shippingQuote<M extends ZonedMethod>(input: ShippingQuoteInput<M>): ShippingQuote<M> {
  const zone = zoneFor(input.zones, input.country);
  if (!zone) return { ok: false, field: 'ShippingAddress.Country', message: notShippedTo(input.country) };
  const methods = input.methods
    .filter((method) => method.zoneId === zone.id)
    .map((method) => ({ ...method, chargeCents: shippingCharge(method, input.lines, input.weightGrams) }));
  let method = methods[0] ?? null;
  if (input.methodId !== null) {
    const asked = input.methods.find((candidate) => candidate.id === input.methodId);
    if (!asked) return { ok: false, field: 'ShippingMethodID', message: 'Choose one of the shipping methods offered' };
    const refusal = methodRefusal(input.zones, asked, input.country);
    if (refusal) return { ok: false, field: 'ShippingMethodID', message: refusal };
    method = methods.find((candidate) => candidate.id === asked.id) ?? null;
  }
  return { ok: true, zone, methods, method, chargeCents: method?.chargeCents ?? 0, tax: taxRuleOf(zone, input.tax) };
}
