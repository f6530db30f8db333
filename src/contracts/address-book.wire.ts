/**
 * The address book's requests in the store API's names, from the domain's words; typed by the
 * schemas the server validates with (address-book.contract.ts), free of zod at run time. The
 * answer (`{ addresses }`) already uses the domain's names.
 */
import type { z } from 'zod';
import type { AddressDraft } from '../domain/address/saved-address';
import type { addressIdBody, saveAddressBody } from './address-book.contract';

export function addressToWire(
  draft: AddressDraft,
  options: { addressId?: number | undefined; makeDefault?: boolean },
): z.input<typeof saveAddressBody> {
  return {
    ...(options.addressId ? { AddressID: options.addressId } : {}),
    Label: draft.label,
    FullName: draft.fullName,
    Phone: draft.phone,
    Line1: draft.line1,
    Line2: draft.line2,
    City: draft.city,
    Region: draft.region,
    PostalCode: draft.postalCode,
    Country: draft.country,
    IsDefault: options.makeDefault ?? false,
  };
}

export const addressIdToWire = (addressId: number): z.input<typeof addressIdBody> => ({ AddressID: addressId });
