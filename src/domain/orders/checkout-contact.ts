/**
 * Who the order is for and where it goes. The contact requirement mode (spec section 3) decides
 * which of e-mail and phone are asked and which are required; the browser checks before sending
 * and the store API checks again. Errors name the field as the PlaceOrder payload does, so the page
 * shows each one beside its input.
 */
import { countryCodeOf, UNKNOWN_COUNTRY_MESSAGE } from '../address/countries';
import { isEmail } from '../identity/email-address';

export type ContactMode = 1 | 2 | 3 | 4 | 5 | 6;

export interface CheckoutContact {
  fullName: string;
  email: string;
  phone: string;
}

export interface ShippingAddress {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 code, or a country's English name (countries.ts countryCodeOf). */
  country: string;
}

export interface CheckoutFieldError {
  field: string;
  message: string;
}

/** Which contact fields the page shows and which it requires, per mode. */
export function contactFieldsOf(mode: ContactMode): { email: 'required' | 'optional' | 'hidden'; phone: 'required' | 'optional' | 'hidden' } {
  switch (mode) {
    case 1: return { email: 'required', phone: 'required' };
    case 2: return { email: 'required', phone: 'optional' };
    case 3: return { email: 'optional', phone: 'required' };
    case 4: return { email: 'optional', phone: 'optional' };
    case 5: return { email: 'required', phone: 'hidden' };
    case 6: return { email: 'hidden', phone: 'required' };
  }
}

const PHONE = /^\+?[0-9 ().-]{6,24}$/;
const TEXT_MAX = 120;

function text(errors: CheckoutFieldError[], field: string, label: string, value: string, required: boolean): void {
  const trimmed = value.trim();
  if (trimmed === '') {
    if (required) errors.push({ field, message: `${label} is required` });
  } else if (trimmed.length > TEXT_MAX) {
    errors.push({ field, message: `${label} must be at most ${TEXT_MAX} characters` });
  }
}

export function checkContact(contact: CheckoutContact, mode: ContactMode): CheckoutFieldError[] {
  const errors: CheckoutFieldError[] = [];
  const shown = contactFieldsOf(mode);
  text(errors, 'Contact.FullName', 'Full name', contact.fullName, true);
  const email = contact.email.trim();
  const phone = contact.phone.trim();
  if (shown.email !== 'hidden') {
    if (email === '' && shown.email === 'required') errors.push({ field: 'Contact.Email', message: 'Email is required' });
    else if (email !== '' && !isEmail(email)) errors.push({ field: 'Contact.Email', message: 'Email must be a valid email' });
  }
  if (shown.phone !== 'hidden') {
    if (phone === '' && shown.phone === 'required') errors.push({ field: 'Contact.Phone', message: 'Phone is required' });
    else if (phone !== '' && !PHONE.test(phone)) errors.push({ field: 'Contact.Phone', message: 'Phone must be a valid phone number' });
  }
  if (mode === 4 && email === '' && phone === '') errors.push({ field: 'Contact.Email', message: 'Give an email or a phone number' });
  return errors;
}

const POSTAL_CODE = { min: 2, max: 12, characters: /^[A-Za-z0-9 -]*$/ } as const;

/**
 * A postal code is 2 to 12 letters, digits, spaces or dashes. Each way to miss gets its own
 * sentence (spec section 5's "at least N characters" / "at most N characters"): a single '1' was
 * told it must be letters or digits, which it is.
 */
function checkPostalCode(errors: CheckoutFieldError[], value: string): void {
  const field = 'ShippingAddress.PostalCode';
  const code = value.trim();
  if (code === '') errors.push({ field, message: 'Postal code is required' });
  else if (!POSTAL_CODE.characters.test(code)) errors.push({ field, message: 'Postal code must be letters, digits, spaces or dashes' });
  else if (code.length < POSTAL_CODE.min) errors.push({ field, message: `Postal code must be at least ${POSTAL_CODE.min} characters` });
  else if (code.length > POSTAL_CODE.max) errors.push({ field, message: `Postal code must be at most ${POSTAL_CODE.max} characters` });
}

export function checkAddress(address: ShippingAddress): CheckoutFieldError[] {
  const errors: CheckoutFieldError[] = [];
  text(errors, 'ShippingAddress.Line1', 'Address', address.line1, true);
  text(errors, 'ShippingAddress.Line2', 'Address line 2', address.line2, false);
  text(errors, 'ShippingAddress.City', 'City', address.city, true);
  text(errors, 'ShippingAddress.Region', 'State or region', address.region, false);
  checkPostalCode(errors, address.postalCode);
  const country = address.country.trim();
  if (country === '') errors.push({ field: 'ShippingAddress.Country', message: 'Country is required' });
  else if (countryCodeOf(country) === null) errors.push({ field: 'ShippingAddress.Country', message: UNKNOWN_COUNTRY_MESSAGE });
  return errors;
}
