/**
 * The countries an address may name: the ISO 3166-1 alpha-2 codes (all 249 assigned), one list for
 * the checkout's select and the store API's check. Names come from Intl (English), so no table of
 * names ships. The API also takes a country's English name ("Japan") and stores its code, so a client
 * written before the list keeps working. Orders stored before it held free text ("United Kingdom");
 * `countryLabel` shows those as they were written.
 */
const CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const ISO_COUNTRY_CODES: readonly string[] = CODES;
const KNOWN = new Set(CODES);

export const UNKNOWN_COUNTRY_MESSAGE = 'Country must be one of the listed countries';

export interface CountryOption {
  code: string;
  name: string;
}

let names: Intl.DisplayNames | null = null;

/** The English name of a code, as shoppers read it in the list and on their order. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return names.of(code) ?? code;
}

export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}

let codesByName: Map<string, string> | null = null;

/** The code an address's country names (a code or an English name, any case), or null for none on the list. */
export function countryCodeOf(value: string): string | null {
  const wanted = value.trim().toUpperCase();
  if (KNOWN.has(wanted)) return wanted;
  codesByName ??= new Map(CODES.map((code) => [countryName(code).toUpperCase(), code]));
  return codesByName.get(wanted) ?? null;
}

/** Every country by name, the store's own first (most of its shoppers live there). */
export function countryOptions(storeCountry?: string): CountryOption[] {
  const all = CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const own = all.findIndex((option) => option.code === storeCountry);
  return own < 0 ? all : [all[own]!, ...all.slice(0, own), ...all.slice(own + 1)];
}

/** A stored address's country as shown: a code's name, or the free text of an older order as written. */
export function countryLabel(stored: string): string {
  return isCountryCode(stored) ? countryName(stored) : stored;
}
