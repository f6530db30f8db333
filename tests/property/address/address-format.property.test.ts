import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressLines } from '../../../src/domain/address/address-format';
import { ISO_COUNTRY_CODES, countryName } from '../../../src/domain/address/countries';

const address = (country: string, parts: Partial<Record<'line1' | 'line2' | 'city' | 'region' | 'postalCode', string>> = {}) => ({
  line1: '1 Main St',
  line2: '',
  city: 'Boston',
  region: 'MA',
  postalCode: '02110',
  country,
  ...parts,
});

describe('an address as its country writes it', () => {
  it.each([
    ['US', ['1 Main St', 'Boston, MA 02110', 'United States']],
    ['DK', ['1 Main St', '02110 Boston', 'MA', 'Denmark']],
    ['GB', ['1 Main St', 'Boston', 'MA', '02110', 'United Kingdom']],
    ['AU', ['1 Main St', 'Boston MA 02110', 'Australia']],
  ])('%s', (country, lines) => {
    expect(addressLines(address(country))).toEqual(lines);
  });

  it('leaves out an empty part with its separator: no stray comma, no empty line', () => {
    expect(addressLines(address('US', { region: '' }))).toEqual(['1 Main St', 'Boston 02110', 'United States']);
    expect(addressLines(address('US', { city: '' }))).toEqual(['1 Main St', 'MA 02110', 'United States']);
    expect(addressLines(address('DE', { region: '', line2: 'Hinterhaus' }))).toEqual([
      '1 Main St',
      'Hinterhaus',
      '02110 Boston',
      'Germany',
    ]);
  });

  it('shows an order stored before the country list as it was written', () => {
    expect(addressLines(address('United Kingdom')).slice(1)).toEqual(['Boston', 'MA', '02110', 'United Kingdom']);
  });

  it('keeps every part the shopper typed, once, in any country', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9.']{1,12}( [A-Za-z0-9.']{1,12})?$/);
    fc.assert(
      fc.property(fc.constantFrom(...ISO_COUNTRY_CODES), part, part, part, part, (country, line1, city, region, postalCode) => {
        const lines = addressLines({ line1, line2: '', city, region, postalCode, country });
        const text = lines.join('\n');
        for (const value of [line1, city, region, postalCode]) expect(text).toContain(value);
        for (const line of lines) expect(line).toMatch(/^\S(.*\S)?$/);
        expect(lines.at(-1)).toBe(countryName(country));
      }),
    );
  });
});
