import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../src/domain/address/saved-address';
import { chosenAddress, wantsSaved, withChosenAddress } from '../../../src/ui/pages/orders/saved-address-choice';
import { chosenValue } from '../../../src/ui/pages/orders/saved-address-picker';

const address = (addressID: number, isDefault: boolean, line1: string): SavedAddress => ({
  addressID,
  isDefault,
  label: '',
  fullName: 'Ada Lovelace',
  phone: '',
  line1,
  line2: '',
  city: 'Albany',
  region: 'NY',
  postalCode: '12207',
  country: 'US',
});
const book = [address(3, false, '1 First St'), address(7, true, '7 Default Ave')];

describe("checkout's choice of a saved address", () => {
  it('preselects the default, keeps a choice of theirs or a new address, and ignores an id not in the book', () => {
    expect(chosenValue(null, book)).toBe('7');
    expect(chosenValue('3', book)).toBe('3');
    expect(chosenValue('new', book)).toBe('new');
    expect(chosenValue('99', book)).toBe('7');
    expect(chosenValue(null, [])).toBe('new');
  });

  it('lets a saved address stand for the address fields, and names an id that is not theirs', () => {
    const posted = new FormData();
    posted.set('ShippingAddress.Line1', 'typed before');
    posted.set('Note', 'Ring twice');
    const chosen = chosenAddress('3', book);
    expect(chosen).toMatchObject({ addressID: 3 });
    const data = withChosenAddress(posted, chosen as SavedAddress);
    expect(data.get('ShippingAddress.Line1')).toBe('1 First St');
    expect(data.get('ShippingAddress.Country')).toBe('US');
    expect(data.get('Note')).toBe('Ring twice');
    expect(posted.get('ShippingAddress.Line1')).toBe('typed before');
    expect(chosenAddress('new', book)).toBeNull();
    expect(chosenAddress('99', book)).toBe('unknown');
  });

  it('keeps only a new address in the book', () => {
    expect(wantsSaved({ SaveAddress: '1' })).toBe(true);
    expect(wantsSaved({ SaveAddress: '1', SavedAddressID: 'new' })).toBe(true);
    expect(wantsSaved({ SaveAddress: '1', SavedAddressID: '7' })).toBe(false);
    expect(wantsSaved({ SavedAddressID: 'new' })).toBe(false);
  });
});
