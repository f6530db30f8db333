import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ISO_COUNTRY_CODES } from '../../../src/domain/address/countries';
import { postalCodeExample, postalCodeProblem, postalCodeRequired } from '../../../src/domain/address/postal-codes';

const country = fc.constantFrom(...ISO_COUNTRY_CODES);

describe('postal codes by country', () => {
  test.prop([country])('every example a message shows is a code its country takes', (code) => {
    for (const example of postalCodeExample(code).split(' or ').filter(Boolean)) expect(postalCodeProblem(code, example)).toBeNull();
  });

  test.prop([country])('an empty code is refused exactly where the country has postal codes', (code) => {
    expect(postalCodeProblem(code, '  ') === null).toBe(!postalCodeRequired(code));
  });

  test.prop([country, fc.string({ maxLength: 20 })])('a refusal is one sentence about the postal code, never a crash', (code, value) => {
    const problem = postalCodeProblem(code, value);
    if (problem !== null) expect(problem).toMatch(/^Postal code /);
  });

  test.prop([country, fc.stringMatching(/^[A-Za-z0-9 -]{0,12}$/)])('a code taken in one case is taken in the other', (code, value) => {
    expect(postalCodeProblem(code, value.toLowerCase()) === null).toBe(postalCodeProblem(code, value.toUpperCase()) === null);
  });
});
