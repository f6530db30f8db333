/**
 * The customer address book over raw HTTP: add, change, default, delete, the limit, the address
 * rules, and scoping (one customer never reads or changes another's addresses, in this store or another).
 */
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '../../src/domain/address/saved-address';
import { fieldsOf, identityCalls } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, newCustomer, signIn } = identityCalls(server);

const home = {
  Label: 'Home',
  FullName: 'Pat Lee',
  Phone: '+1 555 0100',
  Line1: '1 Main Street',
  Line2: '',
  City: 'Springfield',
  Region: 'IL',
  PostalCode: '62701',
  Country: 'US',
};
const office = { ...home, Label: 'Office', Line1: '200 Market Street', City: 'Chicago', PostalCode: '60601' };
type Book = Array<{ addressID: number; label: string; isDefault: boolean; country: string; line1: string }>;
const bookOf = (answer: { body: { data: { addresses: Book } } }) => answer.body.data.addresses;

describe('address book', () => {
  it('keeps addresses: the first is the default, a new default moves it, deleting the default passes it on', async () => {
    const me = await newCustomer('aurora');
    const first = await call('/Account/SaveAddress', { token: me.accessToken, body: home });
    expect(first.status).toBe(200);
    expect(bookOf(first)).toMatchObject([{ label: 'Home', isDefault: true, country: 'US' }]);
    const second = bookOf(await call('/Account/SaveAddress', { token: me.accessToken, body: { ...office, Country: 'United States' } }));
    expect(second.map((a) => [a.label, a.isDefault, a.country])).toEqual([
      ['Home', true, 'US'],
      ['Office', false, 'US'],
    ]);
    const officeId = second[1]!.addressID;

    const moved = bookOf(await call('/Account/SetDefaultAddress', { token: me.accessToken, body: { AddressID: officeId } }));
    expect(moved.map((a) => [a.label, a.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);

    const edited = bookOf(
      await call('/Account/SaveAddress', { token: me.accessToken, body: { ...office, AddressID: officeId, Line1: '201 Market Street' } }),
    );
    expect(edited.find((a) => a.addressID === officeId)).toMatchObject({ line1: '201 Market Street', isDefault: true });

    const left = bookOf(await call('/Account/DeleteAddress', { token: me.accessToken, body: { AddressID: officeId } }));
    expect(left.map((a) => [a.label, a.isDefault])).toEqual([['Home', true]]);
    expect(bookOf(await call('/Account/GetAddresses', { token: me.accessToken }))).toEqual(left);
  });

  it('names every field the address rules refuse, and writes nothing', async () => {
    const me = await newCustomer('aurora');
    const refused = await call('/Account/SaveAddress', {
      token: me.accessToken,
      body: { ...home, FullName: ' ', Line1: '', PostalCode: '!', Country: 'Atlantis', Phone: 'call me' },
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused).sort()).toEqual(['Country', 'FullName', 'Line1', 'Phone', 'PostalCode']);
    const malformed = await call('/Account/SaveAddress', { token: me.accessToken, body: { ...home, City: 42, IsDefault: 'yes' } });
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed).sort()).toEqual(['City', 'IsDefault']);
    expect(bookOf(await call('/Account/GetAddresses', { token: me.accessToken }))).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const me = await newCustomer('aurora');
    const adds = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, n) =>
        call('/Account/SaveAddress', { token: me.accessToken, body: { ...home, Label: `No ${n}` } }),
      ),
    );
    expect(adds.filter((a) => a.status === 200)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(adds.filter((a) => a.status === 409)).toHaveLength(3);
    const book = bookOf(await call('/Account/GetAddresses', { token: me.accessToken }));
    expect(book).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('needs a signed-in customer', async () => {
    const visitor = await guest('aurora');
    expect((await call('/Account/GetAddresses', { token: visitor.accessToken })).status).toBe(403);
    expect((await call('/Account/SaveAddress', { token: visitor.accessToken, body: home })).status).toBe(403);
    expect((await call('/Account/GetAddresses')).status).toBe(401);
  });
});

describe('address book scoping', () => {
  it("one customer can neither read nor change another's addresses, in the same store or another", async () => {
    const owner = await newCustomer('aurora');
    const added = bookOf(await call('/Account/SaveAddress', { token: owner.accessToken, body: home }));
    const theirs = added[0]!.addressID;
    const nordic = (await signIn('nordic', 'demo@nordic.example', 'Shopper-2026')).body.data.tokens as { accessToken: string };
    for (const intruder of [await newCustomer('aurora'), nordic]) {
      expect(bookOf(await call('/Account/GetAddresses', { token: intruder.accessToken }))).toEqual([]);
      const edit = await call('/Account/SaveAddress', { token: intruder.accessToken, body: { ...office, AddressID: theirs } });
      expect(edit.status).toBe(404);
      expect(fieldsOf(edit)).toEqual(['AddressID']);
      expect((await call('/Account/SetDefaultAddress', { token: intruder.accessToken, body: { AddressID: theirs } })).status).toBe(404);
      expect((await call('/Account/DeleteAddress', { token: intruder.accessToken, body: { AddressID: theirs } })).status).toBe(404);
    }
    expect(bookOf(await call('/Account/GetAddresses', { token: owner.accessToken }))).toEqual(added);
  });
});
