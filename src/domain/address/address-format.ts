/**
 * An address as its country writes it (the postal layouts of the Universal Postal Union's member
 * guides, as Google's address data and Shopify's formats follow them): "Boston, MA 02110" in the US,
 * "8000 Aarhus C" in Denmark, the postcode on a line of its own in the UK. Countries not listed use the
 * continental European order, postcode before town, which most of the world's layouts share.
 */
import { countryCodeOf, countryLabel } from './countries';
import type { ShippingAddress } from '../orders/checkout-contact';

/** The lines after the street lines, with `{city}`, `{region}` and `{postal}` filled in: each layout
 * names all three, so nothing the shopper typed is left out where the country rarely uses it. */
type LocalityLayout = readonly string[];

const CITY_REGION_POSTAL: LocalityLayout = ['{city}, {region} {postal}'];
const CITY_REGION_POSTAL_NO_COMMA: LocalityLayout = ['{city} {region} {postal}'];
const CITY_THEN_POSTAL: LocalityLayout = ['{city}', '{region}', '{postal}'];
const POSTAL_CITY: LocalityLayout = ['{postal} {city}', '{region}'];

const LAYOUTS: Record<string, LocalityLayout> = {
  US: CITY_REGION_POSTAL,
  CA: CITY_REGION_POSTAL,
  PR: CITY_REGION_POSTAL,
  JP: CITY_REGION_POSTAL,
  TW: CITY_REGION_POSTAL,
  PH: CITY_REGION_POSTAL,
  AU: CITY_REGION_POSTAL_NO_COMMA,
  NZ: ['{city} {postal}', '{region}'],
  GB: CITY_THEN_POSTAL,
  IM: CITY_THEN_POSTAL,
  JE: CITY_THEN_POSTAL,
  GG: CITY_THEN_POSTAL,
  IE: CITY_THEN_POSTAL,
  SG: ['{city} {postal}', '{region}'],
  HK: ['{city}', '{region}', '{postal}'],
  IN: ['{city} {postal}', '{region}'],
  BR: ['{city} - {region}', '{postal}'],
  MX: ['{postal} {city}, {region}'],
  IT: ['{postal} {city} {region}'],
  ES: ['{postal} {city}', '{region}'],
  KR: ['{city}, {region} {postal}'],
  CN: ['{city}, {region} {postal}'],
};

function fill(template: string, address: ShippingAddress): string {
  return (
    template
      .replace('{city}', address.city.trim())
      .replace('{region}', address.region.trim())
      .replace('{postal}', address.postalCode.trim())
      // A part left empty leaves its separator behind: "Boston,  02110" or ", MA".
      .replace(/,\s{2,}/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/\s+,/g, ',')
      .replace(/^[\s,-]+|[\s,-]+$/g, '')
      .replace(/,(?=,)/g, '')
  );
}

/** The address's lines as its country writes them, the country's name last; no empty line. */
export function addressLines(address: ShippingAddress): string[] {
  const code = countryCodeOf(address.country) ?? '';
  const layout = LAYOUTS[code] ?? POSTAL_CITY;
  return [
    address.line1.trim(),
    address.line2.trim(),
    ...layout.map((line) => fill(line, address)),
    countryLabel(address.country.trim()),
  ].filter((line) => line !== '');
}
