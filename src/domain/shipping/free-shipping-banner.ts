/**
 * The storefront's "free shipping over ..." (decision 37) reads the threshold checkout charges by, so a
 * banner cannot promise what the checkout does not keep. Owner text (an announcement bar, a feature,
 * a page) writes FREE_SHIPPING_TOKEN where the amount goes; the store API fills it in every theme it
 * serves with the home threshold: the lowest free-shipping threshold among the methods that ship to
 * the store's own country (its zone's, as the checkout picks them; the first zone when the store names
 * no country), shown in the store's currency.
 * A store whose home methods never ship free shows an empty amount, and the studio says so.
 */
import { zoneFor, type ShippingZone } from './shipping-zones';

export const FREE_SHIPPING_TOKEN = '{free_shipping_threshold}';

interface ThresholdMethod {
  zoneId: number;
  /** Base-currency cents; null when the method never ships free. */
  freeOverCents: number | null;
}

/** The lowest free-shipping threshold of the methods shipping to `country`, in base cents, or null. */
export function freeShippingOver(zones: readonly ShippingZone[], methods: readonly ThresholdMethod[], country: string): number | null {
  // A store that has not said where it ships from: its first zone, the one the owner put on top.
  const zone = country ? zoneFor(zones, country) : (zones[0] ?? null);
  if (!zone) return null;
  let lowest: number | null = null;
  for (const method of methods) {
    if (method.zoneId !== zone.id || method.freeOverCents === null) continue;
    if (lowest === null || method.freeOverCents < lowest) lowest = method.freeOverCents;
  }
  return lowest;
}

/**
 * Owner text with the token replaced by the shown amount. `quote` escapes the amount for where the
 * text sits (JSON.stringify's inside for a serialized theme); currency symbols never hold < or >
 * (currencyProblems), so the amount is safe in sanitized rich text too.
 */
export function withFreeShippingAmount(text: string, shown: string, quote: (amount: string) => string = (amount) => amount): string {
  return text.includes(FREE_SHIPPING_TOKEN) ? text.split(FREE_SHIPPING_TOKEN).join(quote(shown)) : text;
}

/** A shown amount quoted for the inside of a JSON string. */
export const insideJsonString = (amount: string) => JSON.stringify(amount).slice(1, -1);
