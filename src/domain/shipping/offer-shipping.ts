/**
 * What one unit of a product costs to ship, zone by zone, for its structured data's
 * OfferShippingDetails: in each zone that names its countries, what the zone's first method (the
 * one checkout chooses until the shopper picks another) charges an order of that one unit
 * (shippingCharge: tiers, free-shipping threshold). Not the cheapest: a zone's cheapest is often a
 * pick-up in store, which is not shipping. A "rest of the world" zone is left out, since a search
 * engine's destination is a country; a zone without a method offers nothing to publish.
 */
import { shippingCharge, type ChargedMethod } from '../orders/shipping-charge';
import type { ShippingZone } from './shipping-zones';

/** A store's zones and enabled methods, money in base cents: what checkout charges by. */
export interface StoreShippingRates {
  zones: ShippingZone[];
  methods: Array<ChargedMethod & { zoneId: number }>;
}

export interface UnitShipping {
  /** ISO 3166-1 alpha-2 codes, as the zone lists them. */
  countries: readonly string[];
  /** Base-currency cents. */
  chargeCents: number;
}

export function unitShippingByZone(
  zones: readonly ShippingZone[],
  methods: ReadonlyArray<ChargedMethod & { zoneId: number }>,
  unit: { priceCents: number; weightGrams: number },
): UnitShipping[] {
  const line = { unitCents: unit.priceCents, quantity: 1, addons: [] };
  return zones.flatMap((zone) => {
    if (zone.countries.length === 0) return [];
    const first = methods.find((method) => method.zoneId === zone.id);
    return first ? [{ countries: zone.countries, chargeCents: shippingCharge(first, [line], unit.weightGrams) }] : [];
  });
}
