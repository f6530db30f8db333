/**
 * The owner's shipping and tax setup (decision 32): owner-only and scoped to the owner's store; a 400
 * names each field the domain rules refuse and writes nothing; a save is what the next checkout
 * offers (zones, methods, tiers, tax rate and the inclusive/exclusive setting), kept method ids stay.
 */
import { describe, expect, it } from 'vitest';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, newCustomer } = identityCalls(server);

async function ownerToken(store: string): Promise<string> {
  const answer = await call('/Owner/SignIn', { body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } });
  return answer.body.data.ownerToken as string;
}

describe('owner shipping and taxes', () => {
  it('answers only an owner, and only about their own store', async () => {
    for (const token of [(await newCustomer('aurora')).accessToken, (await guest('aurora')).accessToken, null]) {
      expect((await call('/Owner/Shipping', { token })).status).toBe(401);
      expect(
        (await call('/Owner/SaveShipping', { token, body: { zones: [], pricesIncludeTax: false, taxRounding: 'total' } })).status,
      ).toBe(401);
    }
    const sakura = (await call('/Owner/Shipping', { token: await ownerToken('sakura') })).body.data.shipping;
    expect(sakura.zones.map((zone: Any) => zone.name)).toEqual(['Japan', 'Worldwide']);
    expect(sakura).toMatchObject({ pricesIncludeTax: true, taxRounding: 'total' });
  });

  it('refuses what the rules refuse, naming each field, and writes nothing', async () => {
    const token = await ownerToken('atelier');
    const before = (await call('/Owner/Shipping', { token })).body.data.shipping;
    const refused = await call('/Owner/SaveShipping', {
      token,
      body: {
        pricesIncludeTax: true,
        taxRounding: 'sometimes',
        zones: [
          {
            name: 'Home',
            countries: ['GB', 'XX'],
            taxRate: '120',
            methods: [{ name: 'Post', kind: 'weight', rate: '5', tiers: [{ from: '500', rate: '5' }] }],
          },
          { name: 'Also home', countries: ['GB'], taxRate: '20', methods: [{ name: '', kind: 'flat', rate: 'five' }] },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused).sort()).toEqual(
      [
        'taxRounding',
        'zones.0.countries.1',
        'zones.0.methods.0.tiers',
        'zones.0.taxRate',
        'zones.1.methods.0.name',
        'zones.1.methods.0.rate',
      ].sort(),
    );
    // A country in two zones would make its zone a guess.
    const overlap = await call('/Owner/SaveShipping', {
      token,
      body: {
        pricesIncludeTax: true,
        taxRounding: 'total',
        zones: [
          { name: 'Home', countries: ['GB'], taxRate: '20' },
          { name: 'Also home', countries: ['GB', 'IE'], taxRate: '20' },
        ],
      },
    });
    expect(overlap.body.data.errors).toEqual([{ field: 'zones.1.countries', message: 'United Kingdom is already in the zone "Home"' }]);
    expect((await call('/Owner/Shipping', { token })).body.data.shipping).toEqual(before);
  });

  it('saves zones, methods, tiers and taxes that the next checkout offers, keeping the ids it kept', async () => {
    // Sakura (open to shoppers; Atelier is in maintenance).
    const token = await ownerToken('sakura');
    const before = (await call('/Owner/Shipping', { token })).body.data.shipping;
    const royalMail = before.zones[0].methods[0];
    const saved = await call('/Owner/SaveShipping', {
      token,
      body: {
        pricesIncludeTax: false,
        taxRounding: 'line',
        zones: [
          { id: before.zones[0].id, name: 'Japan', countries: ['JP'], taxRate: '10', methods: [{ ...royalMail, freeOver: '80.00' }] },
          {
            name: 'Europe',
            countries: ['FR', 'DE', 'IE'],
            taxRate: '0',
            methods: [
              {
                name: 'Parcel to Europe',
                description: 'By weight',
                kind: 'weight',
                rate: '12',
                tiers: [
                  { from: '0', rate: '12' },
                  { from: '2000', rate: '20' },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const shipping = saved.body.data.shipping;
    expect(shipping.zones[0].methods[0]).toMatchObject({ id: royalMail.id, freeOver: '80.00' });
    expect(shipping.zones[1].methods[0].tiers).toEqual([
      { from: '0', rate: '12.00' },
      { from: '2000', rate: '20.00' },
    ]);

    const shopper = await guest('sakura');
    const options = (await call('/Checkout/GetCheckoutOptions', { token: shopper.accessToken })).body.data;
    expect(options.tax).toEqual({ pricesIncludeTax: false, rounding: 'line' });
    expect(options.shippingZones.map((zone: Any) => [zone.name, zone.countries, zone.taxRate])).toEqual([
      ['Japan', ['JP'], 10_000],
      ['Europe', ['FR', 'DE', 'IE'], 0],
    ]);
    expect(options.shippingMethods.find((method: Any) => method.name === 'Parcel to Europe')).toMatchObject({
      kind: 'weight',
      tiers: [
        { from: 0, rate: '12.00' },
        { from: 2000, rate: '20.00' },
      ],
    });
  });
});
