/**
 * The studio's discount and gift-card calls (docs/checkout.md): an owner creates a code, shoppers use it, the
 * owner sees its usage, edits and pauses it (a paused code is refused at checkout); issues a gift card
 * and sees its balance. Owner-only and store-scoped; malformed input is a 400 naming the field.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stores, variants } from '../../server/store-api/db/schema';
import { identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, newCustomer, ownerToken } = identityCalls(server);
let made = 0;
const fresh = () => `OWNER${++made}X${Date.now() % 100000}`;

async function quoteWith(code: string) {
  const token = (await guest('aurora')).accessToken;
  const options = await call('/Checkout/GetCheckoutOptions', { token });
  const db = server.host.database!.db;
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.storeId, store!.id),
        eq(products.isHidePrice, false),
        notExists(db.select().from(variants).where(eq(variants.productId, products.id))),
      ),
    )
    .limit(1);
  const query = new URLSearchParams({
    CartCodes: `${product!.id}_1_0_`,
    ShippingMethodID: String(options.body.data.shippingMethods[0].id),
    DiscountCode: code,
  });
  return (await call(`/Checkout/GetQuote?${query}`, { token })).body.data;
}

describe('owner discount calls', () => {
  it('create, list with usage, edit and pause a code; a paused code is refused to shoppers', async () => {
    const owner = await ownerToken('aurora');
    const code = fresh();
    const created = await call('/Owner/SaveDiscount', {
      token: owner,
      body: { Code: code.toLowerCase(), Kind: 'percentage', Percent: 15, MinSubtotal: '0', UsageLimit: 10 },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.discount).toMatchObject({
      code,
      kind: 'percentage',
      percent: 15,
      usageLimit: 10,
      usedCount: 0,
      state: 'active',
    });
    const id = created.body.data.discount.discountID;
    expect((await quoteWith(code)).codes.discount).toMatchObject({ applied: true });

    const edited = await call('/Owner/SaveDiscount', {
      token: owner,
      body: { DiscountID: id, Code: code, Kind: 'fixed', Amount: '5.00', EndsAt: '2999-01-01' },
    });
    expect(edited.body.data.discount).toMatchObject({
      kind: 'fixed',
      amount: '5.00',
      endsAt: '2999-01-01T00:00:00.000Z',
      usageLimit: null,
    });
    const listed = await call('/Owner/Discounts', { token: owner });
    expect(listed.body.data.discounts.find((row: Any) => row.discountID === id)).toMatchObject({ code, usedCount: 0, discounted: '0.00' });
    expect(listed.body.data).toMatchObject({ currency: 'USD', rate: '1' });

    const paused = await call('/Owner/SetDiscountActive', { token: owner, body: { DiscountID: id, IsActive: false } });
    expect(paused.body.data.discount.state).toBe('paused');
    expect((await quoteWith(code)).codes.discount).toMatchObject({ applied: false, message: `${code} cannot be used right now.` });

    const twice = await call('/Owner/SaveDiscount', { token: owner, body: { Code: code, Kind: 'free_shipping' } });
    expect(twice.status).toBe(409);
    expect(twice.body.data.errors[0].field).toBe('Code');
  });

  it('issues a gift card with its balance, which a shopper can spend', async () => {
    const owner = await ownerToken('aurora');
    const issued = await call('/Owner/IssueGiftCard', { token: owner, body: { Amount: 40, Note: 'Refund for order WX-1' } });
    expect(issued.status).toBe(200);
    expect(issued.body.data.giftCard).toMatchObject({
      initialBalance: '40.00',
      balance: '40.00',
      isActive: true,
      note: 'Refund for order WX-1',
    });
    expect(issued.body.data.giftCard.code).toMatch(/^[0-9A-Z]{16}$/);
    const listed = await call('/Owner/Discounts', { token: owner });
    expect(listed.body.data.giftCards.some((card: Any) => card.code === issued.body.data.giftCard.code)).toBe(true);
    const off = await call('/Owner/SetGiftCardActive', {
      token: owner,
      body: { GiftCardID: issued.body.data.giftCard.giftCardID, IsActive: false },
    });
    expect(off.body.data.giftCard.isActive).toBe(false);
  });

  it("refuses everyone but the store's owner, and another store's owner sees nothing of it", async () => {
    const owner = await ownerToken('aurora');
    const code = fresh();
    const id = (await call('/Owner/SaveDiscount', { token: owner, body: { Code: code, Kind: 'free_shipping' } })).body.data.discount
      .discountID;
    const customer = await newCustomer('aurora');
    for (const token of [customer.accessToken, null]) {
      expect((await call('/Owner/Discounts', { token })).status).toBe(401);
      expect((await call('/Owner/SaveDiscount', { token, body: { Code: 'X', Kind: 'free_shipping' } })).status).toBe(401);
    }
    const nordic = await ownerToken('nordic');
    expect((await call('/Owner/SetDiscountActive', { token: nordic, body: { DiscountID: id, IsActive: false } })).status).toBe(404);
    expect(
      (await call('/Owner/SaveDiscount', { token: nordic, body: { DiscountID: id, Code: code, Kind: 'percentage', Percent: 99 } })).status,
    ).toBe(404);
    expect((await call('/Owner/Discounts', { token: nordic })).body.data.discounts.some((row: Any) => row.code === code)).toBe(false);
  });

  it('answers 400 naming the field for malformed input, writing nothing', async () => {
    const owner = await ownerToken('aurora');
    const cases: Array<[string, unknown, string]> = [
      ['/Owner/SaveDiscount', { Code: 'no spaces', Kind: 'percentage', Percent: 5 }, 'Code'],
      ['/Owner/SaveDiscount', { Code: fresh(), Kind: 'half', Percent: 5 }, 'Kind'],
      ['/Owner/SaveDiscount', { Code: fresh(), Kind: 'percentage' }, 'Percent'],
      ['/Owner/SaveDiscount', { Code: fresh(), Kind: 'percentage', Percent: 101 }, 'Percent'],
      ['/Owner/SaveDiscount', { Code: fresh(), Kind: 'fixed', Amount: '1.234' }, 'Amount'],
      ['/Owner/SaveDiscount', { Code: fresh(), Kind: 'fixed', Amount: '5', StartsAt: '2030-01-02', EndsAt: '2030-01-01' }, 'EndsAt'],
      ['/Owner/SaveDiscount', { Code: fresh(), Kind: 'percentage', Percent: 5, UsageLimit: 0 }, 'UsageLimit'],
      ['/Owner/SaveDiscount', { Code: '', Kind: 'percentage', Percent: 5 }, 'Title'],
      ['/Owner/IssueGiftCard', { Amount: -5 }, 'Amount'],
      ['/Owner/SetDiscountActive', { DiscountID: 'x', IsActive: true }, 'DiscountID'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await call(path, { token: owner, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.data.errors[0].field, JSON.stringify(body)).toBe(field);
    }
  });
});
