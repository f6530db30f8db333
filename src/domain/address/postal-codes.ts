/**
 * Postal-code rules per country: the format of the main countries' codes (with an example the
 * message shows), the countries that have no postal codes (the field is optional there), and for
 * every other country the general rule (2 to 12 letters, digits, spaces or dashes). The checkout
 * form, the PlaceOrder contract and the domain check all ask `postalCodeProblem`.
 */
import { countryCodeOf, countryName } from './countries';

interface PostalFormat {
  pattern: RegExp;
  /** What the message shows ("12345 or 12345-6789"). */
  example: string;
}

const FORMATS: Record<string, PostalFormat> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '12345 or 12345-6789' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'K1A 0B1' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i, example: 'D02 X285' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  ES: { pattern: /^\d{5}$/, example: '28013' },
  FI: { pattern: /^\d{5}$/, example: '00100' },
  EE: { pattern: /^\d{5}$/, example: '10111' },
  MX: { pattern: /^\d{5}$/, example: '06000' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  NZ: { pattern: /^\d{4}$/, example: '6011' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '114 55' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  KR: { pattern: /^\d{5}$/, example: '03187' },
  CN: { pattern: /^\d{6}$/, example: '100000' },
  IN: { pattern: /^\d{6}$/, example: '110001' },
  SG: { pattern: /^\d{6}$/, example: '018956' },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '01310-100' },
};

/** Countries without postal codes: the field is optional for them (a code given must still be well formed). */
const NO_POSTAL_CODES = new Set(
  (
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK JM KI KM KN KP LY ML MO MR MW ' +
    'NR NU QA RW SB SC SL SO SR SS ST SY TD TF TG TK TL TO TV UG VU YE ZW'
  ).split(' '),
);

const GENERAL = { min: 2, max: 12, characters: /^[A-Za-z0-9 -]*$/ } as const;

/** True when addresses in the country need a postal code. */
export function postalCodeRequired(country: string): boolean {
  const code = countryCodeOf(country);
  return code === null || !NO_POSTAL_CODES.has(code);
}

/** The example the field shows for the country ('' when there is none). */
export function postalCodeExample(country: string): string {
  const code = countryCodeOf(country);
  return code ? (FORMATS[code]?.example ?? '') : '';
}

/**
 * Why `value` is not a postal code of `country`, or null when it is. Each way to miss gets its own
 * sentence (spec section 5's "at least N characters" / "at most N characters").
 */
export function postalCodeProblem(country: string, value: string): string | null {
  const postal = value.trim();
  const code = countryCodeOf(country);
  if (postal === '') return postalCodeRequired(country) ? 'Postal code is required' : null;
  if (!GENERAL.characters.test(postal)) return 'Postal code must be letters, digits, spaces or dashes';
  const format = code ? FORMATS[code] : undefined;
  if (format) return format.pattern.test(postal) ? null : `Postal code for ${countryName(code!)} must look like ${format.example}`;
  if (postal.length < GENERAL.min) return `Postal code must be at least ${GENERAL.min} characters`;
  if (postal.length > GENERAL.max) return `Postal code must be at most ${GENERAL.max} characters`;
  return null;
}
