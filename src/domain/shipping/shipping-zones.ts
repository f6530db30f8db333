/**
 * Where a store ships: zones of countries (ISO 3166-1 alpha-2), each with its methods and its tax
 * rate. A country belongs to the first zone that lists it; a zone that lists no country is the
 * store's "rest of the world" and takes every country no other zone names. A country in no zone
 * is one the store does not ship to. The checkout lists, and PlaceOrder accepts, only the methods
 * of the address's zone.
 */
import { countryName } from '../address/countries';

export interface ShippingZone {
  id: number;
  name: string;
  /** Empty: the rest of the world. */
  countries: readonly string[];
  /** Thousandths of a percent (tax.ts). */
  taxRate: number;
}

/** The zone an address in `country` ships by, or null when the store does not ship there. */
export function zoneFor<Z extends ShippingZone>(zones: readonly Z[], country: string): Z | null {
  const code = country.trim().toUpperCase();
  return zones.find((zone) => zone.countries.includes(code)) ?? zones.find((zone) => zone.countries.length === 0) ?? null;
}

/** The methods that ship to `country`: those of its zone, in the store's order. */
export function methodsFor<M extends { zoneId: number }>(zones: readonly ShippingZone[], methods: readonly M[], country: string): M[] {
  const zone = zoneFor(zones, country);
  return zone ? methods.filter((method) => method.zoneId === zone.id) : [];
}

export const notShippedTo = (country: string) => `We do not ship to ${countryName(country)}`;

/** Why a chosen method cannot ship to the country, or null when it can. */
export function methodRefusal(zones: readonly ShippingZone[], method: { zoneId: number; name: string }, country: string): string | null {
  const zone = zoneFor(zones, country);
  if (!zone) return notShippedTo(country);
  return zone.id === method.zoneId
    ? null
    : `${method.name} does not ship to ${countryName(country)}: choose one of the methods offered for it`;
}

/** An owner's zones, checked: a country in two zones or two rest-of-world zones would make a country's zone a guess. */
export function zoneProblems(
  zones: ReadonlyArray<{ name: string; countries: readonly string[] }>,
): Array<{ index: number; field: 'countries' | 'name'; message: string }> {
  const problems: Array<{ index: number; field: 'countries' | 'name'; message: string }> = [];
  const seen = new Map<string, string>();
  let restOfWorld: string | null = null;
  zones.forEach((zone, index) => {
    if (zone.countries.length === 0) {
      if (restOfWorld !== null)
        problems.push({
          index,
          field: 'countries',
          message: `Only one zone can cover the rest of the world ("${restOfWorld}" already does): list this zone's countries`,
        });
      restOfWorld ??= zone.name;
    }
    for (const code of zone.countries) {
      const other = seen.get(code);
      if (other !== undefined)
        problems.push({ index, field: 'countries', message: `${countryName(code)} is already in the zone "${other}"` });
      else seen.set(code, zone.name);
    }
  });
  return problems;
}
