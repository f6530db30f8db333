/**
 * Who the order is for and where it goes. The contact requirement mode (spec section 3) decides
 * which of e-mail and phone are asked and which are required; the browser checks before sending
 * and the store API checks again. Errors name the field as the PlaceOrder payload does, so the page
 * shows each one beside its input.
 */
import { countryCodeOf, UNKNOWN_COUNTRY_MESSAGE } from '../address/countries';
import { postalCodeProblem } from '../address/postal-codes';
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
export function contactFieldsOf(mode: ContactMode): {
  email: 'required' | 'optional' | 'hidden';
  phone: 'required' | 'optional' | 'hidden';
} {
  switch (mode) {
    case 1:
      return { email: 'required', phone: 'required' };
    case 2:
      return { email: 'required', phone: 'optional' };
    case 3:
      return { email: 'optional', phone: 'required' };
    case 4:
      return { email: 'optional', phone: 'optional' };
    case 5:
      return { email: 'required', phone: 'hidden' };
    case 6:
      return { email: 'hidden', phone: 'required' };
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

export function checkAddress(address: ShippingAddress): CheckoutFieldError[] {
  const errors: CheckoutFieldError[] = [];
  text(errors, 'ShippingAddress.Line1', 'Address', address.line1, true);
  text(errors, 'ShippingAddress.Line2', 'Address line 2', address.line2, false);
  text(errors, 'ShippingAddress.City', 'City', address.city, true);
  text(errors, 'ShippingAddress.Region', 'State or region', address.region, false);
  const country = address.country.trim();
  // The postal code is read by its country's rule (postal-codes.ts); with no country, by the general one.
  const postal = postalCodeProblem(country, address.postalCode);
  if (postal) errors.push({ field: 'ShippingAddress.PostalCode', message: postal });
  if (country === '') errors.push({ field: 'ShippingAddress.Country', message: 'Country is required' });
  else if (countryCodeOf(country) === null) errors.push({ field: 'ShippingAddress.Country', message: UNKNOWN_COUNTRY_MESSAGE });
  return errors;
}
