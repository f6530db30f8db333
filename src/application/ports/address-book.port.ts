/**
 * The signed-in customer's address book in the store (docs/identity.md). Every call answers the whole book
 * as the store kept it, default first; refusals are StoreApiErrors naming the fields (`Line1`,
 * `Country`) or `AddressID` for an address that is not the customer's.
 */
import type { AddressDraft, SavedAddress } from '../../domain/address/saved-address';

export type { AddressDraft, SavedAddress };

export interface AddressBookPort {
  list(): Promise<SavedAddress[]>;
  /** Adds the address, or changes `addressId`; `makeDefault` makes it the one checkout preselects. */
  save(draft: AddressDraft, options: { addressId?: number | undefined; makeDefault: boolean }): Promise<SavedAddress[]>;
  remove(addressId: number): Promise<SavedAddress[]>;
  setDefault(addressId: number): Promise<SavedAddress[]>;
}
