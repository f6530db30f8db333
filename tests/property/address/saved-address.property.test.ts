/**
 * The address book's rules: an address the checkout would ship to can always be kept (the book uses
 * the checkout's own rules), one it would refuse is refused naming the same field, and the
 * checkout preselects the default, else the first kept.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ISO_COUNTRY_CODES } from '../../../src/domain/address/countries';
import { postalCodeExample, postalCodeRequired } from '../../../src/domain/address/postal-codes';
import { checkAddressDraft, preselectedAddress, type AddressDraft, type SavedAddress } from '../../../src/domain/address/saved-address';
import { checkAddress } from '../../../src/domain/orders/checkout-contact';

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,30}[A-Za-z0-9]$/);
/** A postal code the country's rule takes (postal-codes.ts): its example where it has a format. */
const countryAndPostalCode = fc.constantFrom(...ISO_COUNTRY_CODES).chain((country) => {
  const example = postalCodeExample(country).split(' or ')[0];
  return fc.record({ country: fc.constant(country), postalCode: example ? fc.constant(example) : fc.stringMatching(/^[A-Z0-9]{2,8}$/) });
});
const draft = fc
  .record({
    label: fc.constantFrom('', 'Home', 'Office'),
    fullName: word,
    phone: fc.constantFrom('', '+1 555 0100', '030 1234567'),
    line1: word,
    line2: fc.constantFrom('', 'Flat 2'),
    city: word,
    region: fc.constantFrom('', 'IL'),
    where: countryAndPostalCode,
  })
  .map(({ where, ...rest }) => ({ ...rest, ...where }));

describe('checkAddressDraft', () => {
  test.prop([draft])('keeps every address the checkout would ship to', (address: AddressDraft) => {
    expect(checkAddress(address)).toEqual([]);
    expect(checkAddressDraft(address)).toEqual([]);
  });

  test.prop([
    draft,
    fc.constantFrom('line1', 'city', 'postalCode', 'country') as fc.Arbitrary<'line1' | 'city' | 'postalCode' | 'country'>,
  ])('refuses an address missing a required part, naming the field as the checkout does', (address, part) => {
    // Where a country has no postal codes the part is not required.
    fc.pre(part !== 'postalCode' || postalCodeRequired(address.country));
    const broken = { ...address, [part]: '' };
    const book = checkAddressDraft(broken).map((error) => error.field);
    const checkout = checkAddress(broken).map((error) => error.field.replace('ShippingAddress.', ''));
    expect(book).toEqual(checkout);
    expect(book.length).toBeGreaterThan(0);
  });

  it('asks for a name and a phone that is a phone', () => {
    const base: AddressDraft = {
      label: '',
      fullName: ' ',
      phone: 'ring me',
      line1: '1 Main St',
      line2: '',
      city: 'Springfield',
      region: '',
      postalCode: '62701',
      country: 'US',
    };
    expect(checkAddressDraft(base).map((error) => error.field)).toEqual(['FullName', 'Phone']);
  });
});

describe('preselectedAddress', () => {
  const saved = (id: number, isDefault: boolean): SavedAddress => ({
    addressID: id,
    isDefault,
    label: '',
    fullName: 'A',
    phone: '',
    line1: 'x',
    line2: '',
    city: 'y',
    region: '',
    postalCode: '12',
    country: 'US',
  });
  test.prop([fc.array(fc.boolean(), { maxLength: 6 })])('is the default when there is one, else the first, else none', (flags) => {
    const book = flags.map((flag, n) => saved(n + 1, flag));
    const chosen = preselectedAddress(book);
    if (book.length === 0) expect(chosen).toBeNull();
    else expect(chosen).toBe(book.find((address) => address.isDefault) ?? book[0]);
  });
});
