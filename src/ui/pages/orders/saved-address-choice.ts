/**
 * A signed-in customer's checkout ships to an address of their book or to a new one (docs/identity.md). The
 * form posts `SavedAddressID` (an id of theirs, or `new`) beside the address fields, which stay in
 * the form for a new address; a saved one's fields are taken from the book here, on the server for a
 * post without JavaScript and in the browser before the check, so both check and send the same
 * address. `SaveAddress=1` with a new address keeps it in the book once the order is placed.
 */
import type { AddressDraft, SavedAddress } from '../../../domain/address/saved-address';
import type { PlaceOrderRequest } from '../../../application/ports/orders.port';

export const SAVED_ADDRESS_FIELD = 'SavedAddressID';
export const NEW_ADDRESS = 'new';
export const SAVE_ADDRESS_FIELD = 'SaveAddress';

const ADDRESS_FIELDS = {
  line1: 'Line1',
  line2: 'Line2',
  city: 'City',
  region: 'Region',
  postalCode: 'PostalCode',
  country: 'Country',
} as const;

/** The book's address the post chose; null for a new address; 'unknown' for an id that is not in the book. */
export function chosenAddress(posted: string | null | undefined, book: readonly SavedAddress[]): SavedAddress | null | 'unknown' {
  if (!posted || posted === NEW_ADDRESS) return null;
  return book.find((address) => String(address.addressID) === posted) ?? 'unknown';
}

/** The form's data with the chosen saved address in its address fields (a copy; unchanged for a new address). */
export function withChosenAddress(data: FormData, chosen: SavedAddress | null): FormData {
  if (!chosen) return data;
  const copy = new FormData();
  for (const [name, value] of data.entries()) copy.append(name, value);
  for (const [key, field] of Object.entries(ADDRESS_FIELDS))
    copy.set(`ShippingAddress.${field}`, chosen[key as keyof typeof ADDRESS_FIELDS]);
  return copy;
}

/** The address an order was placed with, as the book keeps it (the contact's name and phone with it). */
export function draftOfOrder(order: Pick<PlaceOrderRequest, 'contact' | 'shippingAddress'>): AddressDraft {
  return { label: '', fullName: order.contact.fullName, phone: order.contact.phone, ...order.shippingAddress };
}

/** True when the post asks to keep its new address in the book. */
export const wantsSaved = (values: Record<string, string>) =>
  values[SAVE_ADDRESS_FIELD] === '1' && (values[SAVED_ADDRESS_FIELD] ?? NEW_ADDRESS) === NEW_ADDRESS;
