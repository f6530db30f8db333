/**
 * A signed-in customer's address book: the addresses they keep in one store, one of them the
 * default the checkout preselects. The book checks an address by the checkout's own rules
 * (checkAddress), so an address that could be saved can always be shipped to, and names each
 * field as the book's calls do (`Line1`, `Country`).
 */
import { checkAddress, type ShippingAddress } from '../orders/checkout-contact';
import { addressLines } from './address-format';

/** How many addresses a customer keeps per store: more than any household ships to, few enough to list in one answer. */
export const MAX_SAVED_ADDRESSES = 20;

export interface AddressDraft extends ShippingAddress {
  /** What the customer calls it ("Home", "Office"); optional. */
  label: string;
  fullName: string;
  phone: string;
}

export interface SavedAddress extends AddressDraft {
  addressID: number;
  isDefault: boolean;
}

export interface AddressFieldError {
  field: string;
  message: string;
}

const PHONE = /^\+?[0-9 ().-]{6,24}$/;
const LABEL_MAX = 40;
const NAME_MAX = 120;

/** Every rule an address to keep must meet; `[]` when it may be saved. The country must be a listed code or name. */
export function checkAddressDraft(draft: AddressDraft): AddressFieldError[] {
  const errors: AddressFieldError[] = [];
  const label = draft.label.trim();
  if (label.length > LABEL_MAX) errors.push({ field: 'Label', message: `Label must be at most ${LABEL_MAX} characters` });
  const name = draft.fullName.trim();
  if (name === '') errors.push({ field: 'FullName', message: 'Full name is required' });
  else if (name.length > NAME_MAX) errors.push({ field: 'FullName', message: `Full name must be at most ${NAME_MAX} characters` });
  const phone = draft.phone.trim();
  if (phone !== '' && !PHONE.test(phone)) errors.push({ field: 'Phone', message: 'Phone must be a valid phone number' });
  for (const error of checkAddress(draft)) errors.push({ field: error.field.replace(/^ShippingAddress\./, ''), message: error.message });
  return errors;
}

/** The address as one line, for a choice in a list ("Home: 1 Main St, Springfield, IL 62701, United States"), in its country's order. */
export function addressSummary(address: AddressDraft): string {
  return [address.fullName.trim(), addressLines(address).join(', ')].filter(Boolean).join(' · ');
}

/** The one to preselect at checkout: the default, else the first kept; null for an empty book. */
export function preselectedAddress(book: readonly SavedAddress[]): SavedAddress | null {
  return book.find((address) => address.isDefault) ?? book[0] ?? null;
}
