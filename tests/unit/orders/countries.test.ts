/**
 * The country of an address (it was free text): one ISO 3166 list for the checkout's select
 * and the store API's check, the store's own country first, older free-text orders still readable.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  countryCodeOf,
  countryLabel,
  countryName,
  countryOptions,
  ISO_COUNTRY_CODES,
  UNKNOWN_COUNTRY_MESSAGE,
} from '../../../src/domain/address/countries';
import { postalCodeExample } from '../../../src/domain/address/postal-codes';
import { checkAddress } from '../../../src/domain/orders/checkout-contact';

/** A postal code each country's rule takes: its example where it has a format (postal-codes.ts). */
const postalCodeOf = (country: string) => postalCodeExample(country).split(' or ')[0] || '12345';
const address = (country: string) => ({
  line1: '1 Main St',
  line2: '',
  city: 'Town',
  region: '',
  postalCode: postalCodeOf(country),
  country,
});

describe('countries', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes once each, each with a name of its own', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    for (const code of ISO_COUNTRY_CODES) expect(countryName(code), code).not.toBe(code);
  });

  it("puts the store's own country first, then every country by name", () => {
    const options = countryOptions('JP');
    expect(options[0]).toEqual({ code: 'JP', name: 'Japan' });
    expect(options).toHaveLength(249);
    const rest = options.slice(1).map((option) => option.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countryOptions('')[0]!.name).toBe('Afghanistan');
  });

  it('rejects an unknown code with a message naming the field, in the browser and the store API alike', () => {
    expect(checkAddress(address('XX'))).toEqual([{ field: 'ShippingAddress.Country', message: UNKNOWN_COUNTRY_MESSAGE }]);
    expect(UNKNOWN_COUNTRY_MESSAGE).toMatch(/^Country /);
    expect(checkAddress(address('Atlantis'))).toEqual([{ field: 'ShippingAddress.Country', message: UNKNOWN_COUNTRY_MESSAGE }]);
    expect(checkAddress(address(''))).toEqual([{ field: 'ShippingAddress.Country', message: 'Country is required' }]);
  });

  test.prop([fc.constantFrom(...ISO_COUNTRY_CODES)])("takes every code, and every country's English name, as that code", (code) => {
    expect(checkAddress(address(code))).toEqual([]);
    expect(countryCodeOf(code.toLowerCase())).toBe(code);
    expect(countryCodeOf(countryName(code))).toBe(code);
  });

  it("shows a stored code by its name and an older order's free text as it was written", () => {
    expect(countryLabel('GB')).toBe('United Kingdom');
    expect(countryLabel('United Kingdom')).toBe('United Kingdom');
    expect(countryLabel('Republic of Freedonia')).toBe('Republic of Freedonia');
  });
});
