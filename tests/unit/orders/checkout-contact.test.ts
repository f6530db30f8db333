/** The contact requirement modes of spec section 3, as the checkout page and the store API apply them. */
import { describe, expect, it } from 'vitest';
import { checkAddress, checkContact, contactFieldsOf, type ContactMode } from '../../../src/domain/orders/checkout-contact';

const fieldsOf = (mode: ContactMode, email: string, phone: string) =>
  checkContact({ fullName: 'Ada', email, phone }, mode).map((error) => error.field);

describe('contact requirement modes', () => {
  it.each([
    [1, 'both required', '', '', ['Contact.Email', 'Contact.Phone']],
    [1, 'both given', 'a@b.co', '+44 20 1234 5678', []],
    [2, 'email required, phone optional', '', '', ['Contact.Email']],
    [2, 'email given', 'a@b.co', '', []],
    [3, 'phone required, email optional', '', '', ['Contact.Phone']],
    [3, 'phone given', '', '020 1234 5678', []],
    [4, 'either: none given', '', '', ['Contact.Email']],
    [4, 'either: phone alone is enough', '', '020 1234 5678', []],
    [4, 'either: email alone is enough', 'a@b.co', '', []],
    [5, 'email only', '', '', ['Contact.Email']],
    [5, 'email only ignores a phone', 'a@b.co', 'not a phone', []],
    [6, 'phone only', '', '', ['Contact.Phone']],
    [6, 'phone only ignores an email', 'nonsense', '020 1234 5678', []],
  ] as const)('mode %i, %s', (mode, _label, email, phone, expected) => {
    expect(fieldsOf(mode, email, phone)).toEqual(expected);
  });

  it('shows and hides the fields each mode asks for', () => {
    expect(contactFieldsOf(5).phone).toBe('hidden');
    expect(contactFieldsOf(6).email).toBe('hidden');
    expect(contactFieldsOf(4)).toEqual({ email: 'optional', phone: 'optional' });
  });

  it('rejects a malformed email or phone even where it is optional', () => {
    expect(fieldsOf(3, 'not-an-email', '020 1234 5678')).toEqual(['Contact.Email']);
    expect(fieldsOf(2, 'a@b.co', 'call me')).toEqual(['Contact.Phone']);
  });

  it('names each missing address field', () => {
    const errors = checkAddress({ line1: ' ', line2: '', city: '', region: '', postalCode: '', country: '' });
    expect(errors.map((error) => error.field)).toEqual([
      'ShippingAddress.Line1',
      'ShippingAddress.City',
      'ShippingAddress.PostalCode',
      'ShippingAddress.Country',
    ]);
    expect(errors[0]!.message).toBe('Address is required');
  });

  it.each([
    ['KE', '1', 'Postal code must be at least 2 characters'],
    ['KE', '1234567890123', 'Postal code must be at most 12 characters'],
    ['GB', 'SW1A 1AA!', 'Postal code must be letters, digits, spaces or dashes'],
    ['US', '1234', 'Postal code for United States must look like 12345 or 12345-6789'],
    ['GB', '12345', 'Postal code for United Kingdom must look like SW1A 1AA'],
    ['CA', 'K1A 0B', 'Postal code for Canada must look like K1A 0B1'],
    ['JP', '1000-001', 'Postal code for Japan must look like 100-0001'],
    ['DE', '', 'Postal code is required'],
  ])('tells a shopper in %s what is wrong with the postal code %j', (country, postalCode, message) => {
    const errors = checkAddress({ line1: '1 Main St', line2: '', city: 'Town', region: '', postalCode, country });
    expect(errors).toEqual([{ field: 'ShippingAddress.PostalCode', message }]);
  });

  it.each([
    ['US', '10115'],
    ['US', '10115-1234'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'sw1a1aa'],
    ['JP', '100-0001'],
    ['CA', 'k1a 0b1'],
    ['NL', '1012 AB'],
    ['SE', '114 55'],
    ['IE', 'D02 X285'],
    ['KE', '12'],
    ['Norway', '0150'],
    // No postal codes there: the field may stay empty.
    ['HK', ''],
    ['AE', ''],
  ])('accepts in %s the postal code %j', (country, postalCode) => {
    expect(checkAddress({ line1: '1 Main St', line2: '', city: 'Town', region: '', postalCode, country })).toEqual([]);
  });
});
