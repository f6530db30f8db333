/**
 * Discount codes and gift cards over raw HTTP (docs/checkout.md; PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * the quote and PlaceOrder apply the same rules; every refusal has its own message beside the
 * DiscountCode field; a code limited to 5 uses is used exactly 5 times by 20 orders at once; a gift
 * card pays part of an order, keeps the rest, and is never overdrawn; quotes are rate-limited per address.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../server/store-api/platform/token.service';
import {
  discountRedemptions,
  discounts,
  giftCards,
  giftCardSpends,
  orders,
  products,
  stores,
  variants,
} from '../../server/store-api/db/schema';
import { QUOTE_RATE_LIMIT } from '../../server/store-api/orders/orders.controller';
import { startStoreApiForFile } from './support/test-server';

const tokens = new TokenService({ secret: 'integration-test-secret-integration-test-secret' });
const server = startStoreApiForFile();
let aurora = 0;
let product = { id: 0, price: '0' };
let shippingId = 0;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
const db = () => server.host.database!.db;
let keys = 0;
const nextKey = () => `discount-key-${++keys}-${Date.now()}`;
const token = async (userId = '0') => (await tokens.issuePair({ WebID: aurora, UserID: userId })).accessToken;
const cents = (text: string) => Math.round(Number(text) * 100);

beforeAll(async () => {
  aurora = (await db().select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora')))[0]!.id;
  [product] = (await db()
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(
      and(
        eq(products.storeId, aurora),
        eq(products.isHidePrice, false),
        notExists(db().select().from(variants).where(eq(variants.productId, products.id))),
      ),
    )
    .orderBy(products.id)
    .limit(1)) as [{ id: number; price: string }];
  await db().update(products).set({ stock: 1000 }).where(eq(products.id, product.id));
  // The orders ship to London: Aurora's international zone (decision 32), which charges no tax.
  shippingId = (await call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=GB`, await token())).body.data.shippingMethod.id;
});

async function call(path: string, auth: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { headers: { authorization: `Bearer ${auth}`, ...headers } };
  if (body !== undefined)
    Object.assign(init, { method: 'POST', body: JSON.stringify(body), headers: { ...init.headers, 'content-type': 'application/json' } });
  const response = await fetch(`${server.baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as { status: number; message: string; data: Any } };
}

let codes = 0;
/** A fresh code in Aurora with these rules. */
async function code(rules: Partial<typeof discounts.$inferInsert> = {}): Promise<string> {
  const name = `TEST${++codes}X${Date.now() % 100000}`;
  await db()
    .insert(discounts)
    .values({ storeId: aurora, code: name, kind: 'percentage', value: 10, ...rules });
  return name;
}

const quantity = 2;
const quote = async (asked: { DiscountCode?: string; GiftCardCode?: string }, auth?: string) => {
  const query = new URLSearchParams({
    CartCodes: `${product.id}_${quantity}_0_`,
    ShippingMethodID: String(shippingId),
    Country: 'GB',
    ...asked,
  });
  return call(`/Checkout/GetQuote?${query}`, auth ?? (await token()));
};

const orderBody = (asked: { DiscountCode?: string; GiftCardCode?: string }, email = 'ada@example.com') => ({
  Source: 'cart',
  CartCodes: `${product.id}_${quantity}_0_`,
  Contact: { FullName: 'Ada Lovelace', Email: email, Phone: '' },
  ShippingAddress: { Line1: '1 Analytical Way', Line2: '', City: 'London', Region: '', PostalCode: 'N1 9GU', Country: 'GB' },
  ShippingMethodID: shippingId,
  PaymentMethod: 'cod',
  CustomFields: [{ fieldName: 'Gift wrapping', value: 'No gift wrapping' }],
  ...asked,
});
const place = async (body: unknown, auth?: string) =>
  call('/Order/PlaceOrder', auth ?? (await token()), body, { 'Idempotency-Key': nextKey() });
const subtotal = () => cents(product.price) * quantity;

describe('discount codes', () => {
  it('a percentage code is taken off in the quote and the order alike, and counted once', async () => {
    const name = await code({ value: 10 });
    const priced = await quote({ DiscountCode: name.toLowerCase() });
    expect(priced.status).toBe(200);
    expect(priced.body.data.codes.discount).toMatchObject({ code: name, applied: true, message: '' });
    expect(priced.body.data.codes.discount.label).toContain('10% off');
    expect(cents(priced.body.data.totals.discount)).toBe(Math.round(subtotal() / 10));
    const placed = await place(orderBody({ DiscountCode: name }));
    expect(placed.status).toBe(200);
    expect(placed.body.data.order.totals).toEqual(priced.body.data.totals);
    expect(placed.body.data.order.shownTotals.total).toBe(priced.body.data.shownTotals.total);
    expect(placed.body.data.order.discountLabel).toContain(name);
    const [row] = await db()
      .select()
      .from(discounts)
      .where(and(eq(discounts.storeId, aurora), eq(discounts.code, name)));
    expect(row!.usedCount).toBe(1);
  });

  it('a fixed amount never takes the total below the shipping, and free shipping takes only the shipping', async () => {
    const fixed = await code({ kind: 'fixed', value: 100_000_000 });
    const big = (await quote({ DiscountCode: fixed })).body.data.totals;
    expect(cents(big.discount)).toBe(subtotal());
    expect(cents(big.total)).toBe(cents(big.shipping));
    const free = await code({ kind: 'free_shipping', value: 0 });
    const shipped = (await quote({})).body.data.totals;
    const freed = (await quote({ DiscountCode: free })).body.data.totals;
    expect(freed.shipping).toBe('0.00');
    expect(cents(freed.total)).toBe(cents(shipped.total) - cents(shipped.shipping));
  });

  const refusals: Array<[string, Partial<typeof discounts.$inferInsert> | null, RegExp]> = [
    ['unknown', null, /is not a discount code of this store/],
    ['expired', { endsAt: new Date('2020-01-31T00:00:00Z') }, /expired on 2020-01-31/],
    ['not started', { startsAt: new Date('2999-01-01T00:00:00Z') }, /is not valid yet/],
    ['exhausted', { usageLimit: 1, usedCount: 1 }, /has been used as many times as it allows/],
    ['below its minimum', { minSubtotal: 100_000_000 }, /needs a subtotal of at least 1000000\.00 USD/],
    ['paused', { isActive: false }, /cannot be used right now/],
  ];
  for (const [what, rules, message] of refusals) {
    it(`a code ${what} is refused with its own message, in the quote and by PlaceOrder, and nothing is written`, async () => {
      const name = rules ? await code(rules) : 'NOSUCHCODE';
      const priced = await quote({ DiscountCode: name });
      expect(priced.body.data.codes.discount).toMatchObject({ code: name, applied: false });
      expect(priced.body.data.codes.discount.message).toMatch(message);
      expect(priced.body.data.totals.discount).toBe('0.00');
      const before = (await db().select({ id: orders.id }).from(orders)).length;
      const placed = await place(orderBody({ DiscountCode: name }));
      expect(placed.status).toBe(400);
      expect(placed.body.data.errors).toEqual([{ field: 'DiscountCode', message: expect.stringMatching(message) }]);
      expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);
    });
  }

  it('a code once per customer is refused the second time, for the account and for the same guest e-mail', async () => {
    const name = await code({ perCustomerLimit: 1 });
    const grace = await token('1');
    expect((await place(orderBody({ DiscountCode: name }, 'grace@example.com'), grace)).status).toBe(200);
    expect((await quote({ DiscountCode: name }, grace)).body.data.codes.discount.message).toMatch(/You have already used/);
    const again = await place(orderBody({ DiscountCode: name }, 'other@example.com'), grace);
    expect(again.status).toBe(400);
    expect(again.body.data.errors[0].message).toMatch(/You have already used/);
    expect((await place(orderBody({ DiscountCode: name }, 'Guest@Example.com'))).status).toBe(200);
    expect((await place(orderBody({ DiscountCode: name }, 'guest@example.com'))).status).toBe(400);
  });

  it('two codes at once are refused naming the one-code rule', async () => {
    const placed = await place(orderBody({ DiscountCode: 'WELCOME10, SUMMER' }));
    expect(placed.status).toBe(400);
    expect(placed.body.data.errors).toEqual([{ field: 'DiscountCode', message: 'Only one discount code can be used per order' }]);
  });

  it('a code with a control character is a 400 naming the field, in the quote and at PlaceOrder', async () => {
    for (const asked of [{ DiscountCode: 'WELCOME\u0000' }, { GiftCardCode: '\u0000' }]) {
      const field = Object.keys(asked)[0];
      const quoted = await quote(asked);
      expect(quoted.status).toBe(400);
      expect(JSON.stringify(quoted.body)).toContain(field);
      const placed = await place(orderBody(asked));
      expect(placed.status).toBe(400);
      expect(placed.body.data.errors[0].field).toBe(field);
    }
  });

  it('20 orders at once on a code with 5 uses: exactly 5 get it', async () => {
    const name = await code({ usageLimit: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(orderBody({ DiscountCode: name }, `racer${i}@example.com`))),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    const refused = results.filter((result) => result.status !== 200);
    expect(refused).toHaveLength(15);
    for (const result of refused) expect(result.body.data.errors[0].message).toMatch(/has been used as many times as it allows/);
    const [row] = await db()
      .select()
      .from(discounts)
      .where(and(eq(discounts.storeId, aurora), eq(discounts.code, name)));
    expect(row!.usedCount).toBe(5);
    expect(await db().select().from(discountRedemptions).where(eq(discountRedemptions.discountId, row!.id))).toHaveLength(5);
  });

  it('quotes are limited per address (429 with Retry-After), which slows guessing codes; another address is still priced', async () => {
    const auth = await token();
    const guess = (address: string, i: number) =>
      call(`/Checkout/GetQuote?CartCodes=${product.id}_1_0_&Country=GB&DiscountCode=GUESS${i}`, auth, undefined, {
        'x-forwarded-for': address,
      });
    for (let batch = 0; batch < QUOTE_RATE_LIMIT.max; batch += 40) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(40, QUOTE_RATE_LIMIT.max - batch) }, (_, i) => guess('198.51.100.7', batch + i)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    }
    const over = await fetch(`${server.baseUrl}/Checkout/GetQuote?CartCodes=${product.id}_1_0_`, {
      headers: { authorization: `Bearer ${auth}`, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { message: string }).message).toMatch(/try again in/);
    expect((await guess('198.51.100.8', 0)).status).toBe(200);
  });

  it('an automatic discount applies without a code from its threshold, and a code replaces it', async () => {
    const [auto] = await db()
      .insert(discounts)
      .values({ storeId: aurora, code: null, title: 'Spend more, save 5%', kind: 'percentage', value: 5, minSubtotal: subtotal() })
      .returning();
    try {
      const priced = await quote({});
      expect(priced.body.data.codes.discount).toMatchObject({ code: '', label: 'Spend more, save 5%', applied: true });
      expect(cents(priced.body.data.totals.discount)).toBe(Math.round(subtotal() * 0.05));
      const name = await code({ value: 20 });
      expect(cents((await quote({ DiscountCode: name })).body.data.totals.discount)).toBe(Math.round(subtotal() * 0.2));
      const placed = await place(orderBody({}));
      expect(placed.body.data.order.discountLabel).toBe('Spend more, save 5%');
    } finally {
      await db().delete(discounts).where(eq(discounts.id, auto!.id));
    }
  });
});

describe('gift cards', () => {
  const card = async (balance: number) => {
    const name = `GC${++codes}${Date.now() % 100000}`;
    const [row] = await db().insert(giftCards).values({ storeId: aurora, code: name, initialBalance: balance, balance }).returning();
    return row!;
  };

  it('pays part of an order, shows its balance, keeps the rest for the next one, and is never overdrawn', async () => {
    const gift = await card(1000);
    const priced = await quote({ GiftCardCode: gift.code.toLowerCase() });
    expect(priced.body.data.codes.giftCard).toMatchObject({ balance: '10.00', applied: true });
    expect(priced.body.data.totals.giftCard).toBe('10.00');
    const placed = await place(orderBody({ GiftCardCode: gift.code }));
    expect(placed.status).toBe(200);
    expect(placed.body.data.order.giftCardLast4).toBe(gift.code.slice(-4));
    expect(placed.body.data.order.totals.giftCard).toBe('10.00');
    expect((await db().select().from(giftCards).where(eq(giftCards.id, gift.id)))[0]!.balance).toBe(0);
    const empty = await place(orderBody({ GiftCardCode: gift.code }));
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors).toEqual([{ field: 'GiftCardCode', message: expect.stringMatching(/no balance left/) }]);
  });

  it('a card larger than the order pays it all and keeps the difference; orders at once never overdraw it', async () => {
    const gift = await card(100_000_00);
    const first = await place(orderBody({ GiftCardCode: gift.code }));
    expect(first.body.data.order.totals.total).toBe('0.00');
    const spent = cents(first.body.data.order.totals.giftCard);
    expect((await db().select().from(giftCards).where(eq(giftCards.id, gift.id)))[0]!.balance).toBe(100_000_00 - spent);
    const small = await card(spent + 1);
    const results = await Promise.all(Array.from({ length: 4 }, () => place(orderBody({ GiftCardCode: small.code }))));
    const spends = await db().select().from(giftCardSpends).where(eq(giftCardSpends.giftCardId, small.id));
    const left = (await db().select().from(giftCards).where(eq(giftCards.id, small.id)))[0]!.balance;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(spends.reduce((sum, spend) => sum + spend.amount, 0) + left).toBe(spent + 1);
    expect(results.filter((result) => result.status === 200).length).toBeGreaterThanOrEqual(2);
  });

  it('cancelling an order gives back exactly what it took from the card, once, however many cancels race', async () => {
    const gift = await card(500);
    const placed = await place(orderBody({ GiftCardCode: gift.code }));
    expect(placed.body.data.order.totals.giftCard).toBe('5.00');
    expect((await db().select().from(giftCards).where(eq(giftCards.id, gift.id)))[0]!.balance).toBe(0);
    const owner = await call('/Owner/SignIn', '', { Store: 'aurora', Email: 'owner@aurora.example', Password: 'Studio-2026' });
    const cancel = () =>
      call('/Owner/SetOrderStatus', owner.body.data.ownerToken as string, {
        OrderID: placed.body.data.order.orderID,
        Status: 'Cancelled',
        Note: '',
      });
    const answers = await Promise.all([cancel(), cancel(), cancel()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await cancel()).status).toBe(409);
    expect((await db().select().from(giftCards).where(eq(giftCards.id, gift.id)))[0]!.balance).toBe(500);
    const again = await place(orderBody({ GiftCardCode: gift.code }));
    expect(again.body.data.order.totals.giftCard).toBe('5.00');
  });

  it('an unknown card is refused beside its field', async () => {
    const priced = await quote({ GiftCardCode: 'NOPE1234' });
    expect(priced.body.data.codes.giftCard).toMatchObject({
      applied: false,
      message: expect.stringMatching(/is not a gift card of this store/),
    });
    expect((await place(orderBody({ GiftCardCode: 'NOPE1234' }))).body.data.errors[0].field).toBe('GiftCardCode');
  });
});
