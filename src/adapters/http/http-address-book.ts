/**
 * AddressBookPort over HTTP: the store API's /Account/GetAddresses, SaveAddress, DeleteAddress and
 * SetDefaultAddress. Loaded with the address book page or the checkout's saved-address choice.
 */
import type { AddressBookPort, AddressDraft, SavedAddress } from '../../application/ports/address-book.port';
import { addressIdToWire, addressToWire } from '../../contracts/address-book.wire';
import { callStoreApi, type StoreApiClient } from './store-api-client';

type Book = { addresses: SavedAddress[] };

export class HttpAddressBook implements AddressBookPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  private async post(path: string, json: unknown): Promise<SavedAddress[]> {
    return (await callStoreApi<Book>(this.deps.client.post(path, { json }))).addresses;
  }

  async list() {
    return (await callStoreApi<Book>(this.deps.client.get('Account/GetAddresses'))).addresses;
  }
  save(draft: AddressDraft, options: { addressId?: number | undefined; makeDefault: boolean }) {
    return this.post('Account/SaveAddress', addressToWire(draft, options));
  }
  remove(addressId: number) {
    return this.post('Account/DeleteAddress', addressIdToWire(addressId));
  }
  setDefault(addressId: number) {
    return this.post('Account/SetDefaultAddress', addressIdToWire(addressId));
  }
}
