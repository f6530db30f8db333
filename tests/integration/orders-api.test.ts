/**
 * Checkout and orders over raw HTTP (PGlite, or PostgreSQL with TEST_DATABASE_URL): PlaceOrder's
 * transaction (stock taken once, never below zero, nothing half written on a fault), idempotent
 * retries, server prices over tampered requests, the last unit bought twice at once, the guest
 * link and the customer's list, GetBuyCart, GetOrderCart and resuming an unpaid order.
 */
import { and, eq, like, notExists } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../server/store-api/platform/token.service';
import { cartItems, carts, mailOutbox, orderFiles, orderLines, orders, products, stores, variants } from '../../server/store-api/db/schema';
import { DatabaseJobs } from '../../server/store-api/platform/jobs/database-jobs';
import { jobs as jobRows } from '../../server/store-api/platform/jobs/jobs.tables';
import { QueuedMailer } from '../../server/store-api/platform/mail/queued-mailer';
import { OwnerNotices } from '../../server/store-api/platform/owner-notices';
import { newOrderNotice } from '../../server/store-api/orders/new-order-notice';
import { within } from './support/within';
import { builtInProviders } from '../../server/store-api/orders/payment-provider';
import { placeOrderBody } from '../../src/contracts/orders.contract';
import { PlaceOrderService } from '../../server/store-api/orders/place-order.service';
import { CartService } from '../../server/store-api/cart/cart.service';
import { StoreRepository } from '../../server/store-api/platform/store.repository';
import { startStoreApiForFile } from './support/test-server';
import { taxLines } from '../../src/domain/tax/tax';

const tokens = new TokenService({ secret: 'integration-test-secret-integration-test-secret' });
const server = startStoreApiForFile();
const storeIds = new Map<string, number>();
/** Aurora products without variants, each given a known stock by the tests. */
let plain: Array<{ id: number; price: string }> = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
const db = () => server.host.database!.db;
let keys = 0;
const nextKey = () => `order-key-${++keys}-${Date.now()}`;
let customers = 0;
const token = async (store: string, userId = '0') => (await tokens.issuePair({ WebID: storeIds.get(store)!, UserID: userId })).accessToken;

beforeAll(async () => {
  for (const store of await db().select({ id: stores.id, name: stores.name }).from(stores)) storeIds.set(store.name, store.id);
  plain = await db()
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeIds.get('aurora')!),
        eq(products.isHidePrice, false),
        notExists(db().select().from(variants).where(eq(variants.productId, products.id))),
      ),
    )
    .orderBy(products.id)
    .limit(8);
});

async function call(path: string, auth: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { headers: { ...(auth ? { authorization: `Bearer ${auth}` } : {}), ...headers } };
  if (body !== undefined)
    Object.assign(init, { method: 'POST', body: JSON.stringify(body), headers: { ...init.headers, 'content-type': 'application/json' } });
  const response = await fetch(`${server.baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as { status: number; message: string; data: Any } };
}

const setStock = (productId: number, stock: number) => db().update(products).set({ stock }).where(eq(products.id, productId));
const stockOf = async (productId: number) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
const orderCount = async () => (await db().select({ id: orders.id }).from(orders)).length;

async function shippingOf(store: string) {
  const options = await call('/Checkout/GetCheckoutOptions', await token(store));
  return options.body.data.shippingMethods[0] as { id: number; rate: string; freeOver: string | null };
}

/** What the method charges an order of this subtotal (base cents): nothing from its free-shipping threshold. */
const shippingCents = (method: { rate: string; freeOver: string | null }, subtotalCents: number) =>
  method.freeOver !== null && subtotalCents >= Math.round(Number(method.freeOver) * 100) ? 0 : Math.round(Number(method.rate) * 100);

async function orderBody(overrides: Record<string, unknown> = {}) {
  const shipping = await shippingOf('aurora');
  return {
    Source: 'cart',
    CartCodes: `${plain[0]!.id}_2_0_`,
    Contact: { FullName: 'Ada Lovelace', Email: 'ada@example.com', Phone: '' },
    ShippingAddress: {
      Line1: '1 Analytical Way',
      Line2: '',
      City: 'New York',
      Region: 'NY',
      PostalCode: '10001',
      Country: 'United States',
    },
    ShippingMethodID: shipping.id,
    PaymentMethod: 'cod',
    Note: 'Leave at the door',
    CustomFields: [{ fieldName: 'Gift wrapping', value: 'No gift wrapping' }],
    ...overrides,
  };
}

/** An address in each store's own country (the zone of its first shipping method). */
const HOME = {
  nordic: { Line1: 'Mannerheimintie 1', Line2: '', City: 'Helsinki', Region: '', PostalCode: '00100', Country: 'FI' },
  sakura: { Line1: '1-2-3 Shibuya', Line2: '', City: 'Tokyo', Region: '', PostalCode: '150-0002', Country: 'JP' },
};
/** Aurora adds New York's sales tax (8.875%, each line rounded) to its tax-exclusive prices at home. */
const auroraTax = (lineCents: number[]) => taxLines(lineCents, { rate: 8_875, mode: 'exclusive', rounding: 'line' }).total;

const place = async (auth: string, body: unknown, key = nextKey()) => call('/Order/PlaceOrder', auth, body, { 'Idempotency-Key': key });
const fields = (body: { data: Any }) => (body.data?.errors ?? []).map((error: { field: string }) => error.field);

describe('PlaceOrder', () => {
  it('places a guest order with server prices, takes the stock and opens with its link only', async () => {
    await setStock(plain[0]!.id, 10);
    const guest = await token('aurora');
    const body = await orderBody();
    const { status, body: answer } = await place(guest, body);
    expect(status).toBe(200);
    const order = answer.data.order;
    const shipping = await shippingOf('aurora');
    const subtotal = Math.round(Number(plain[0]!.price) * 100) * 2;
    const shippingPaid = shippingCents(shipping, subtotal);
    const tax = auroraTax([subtotal, shippingPaid]);
    expect(order.totals.tax).toBe((tax / 100).toFixed(2));
    expect(order.tax).toEqual({ rate: '8.875', included: false });
    expect(Number(order.totals.total)).toBe((subtotal + shippingPaid + tax) / 100);
    expect(order.status).toBe('Confirmed');
    expect(order.code).toMatch(/^WX-[0-9A-Z]{10}$/);
    expect(order.lines).toHaveLength(1);
    expect(await stockOf(plain[0]!.id)).toBe(8);
    expect(answer.data.orderUrl).toBe(`/order/${order.orderID}?t=${answer.data.accessToken}`);

    const opened = await call(`/Order/GetOrder?OrderID=${order.orderID}&Token=${answer.data.accessToken}`, await token('aurora'));
    expect(opened.status).toBe(200);
    expect(opened.body.data.history.map((entry: Any) => entry.status)).toEqual(['Pending', 'Confirmed']);
    expect((await call(`/Order/GetOrder?OrderID=${order.orderID}&Token=wrong`, guest)).status).toBe(404);
    expect((await call(`/Order/GetOrder?OrderID=${order.orderID}`, guest)).status).toBe(404);
    // Another store's token never reaches it, even with the right secret.
    expect((await call(`/Order/GetOrder?OrderID=${order.orderID}&Token=${answer.data.accessToken}`, await token('sakura'))).status).toBe(
      404,
    );
  });

  it('ignores a tampered price, quantity above stock or unknown product: the server prices the codes', async () => {
    await setStock(plain[1]!.id, 5);
    const guest = await token('aurora');
    const tampered = { ...(await orderBody({ CartCodes: `${plain[1]!.id}_1_0_` })), Price: '0.01', Total: '0.01', UnitPrice: '0.01' };
    const { body } = await place(guest, tampered);
    expect(body.data.order.lines[0].unitPrice).toBe(plain[1]!.price);
    const tooMany = await place(guest, await orderBody({ CartCodes: `${plain[1]!.id}_9_0_` }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.data.lines[0].status).toBe('lessstock');
    const otherStore = await place(guest, await orderBody({ CartCodes: '999999_1_0_' }));
    expect(otherStore.status).toBe(409);
    expect(await stockOf(plain[1]!.id)).toBe(4);
  });

  it('answers a retried call with the first order and never takes the stock twice', async () => {
    await setStock(plain[2]!.id, 10);
    const guest = await token('aurora');
    const body = await orderBody({ CartCodes: `${plain[2]!.id}_3_0_` });
    const key = nextKey();
    const before = await orderCount();
    const answers = await Promise.all([place(guest, body, key), place(guest, body, key), place(guest, body, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.order.orderID)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(plain[2]!.id)).toBe(7);
    const reused = await place(guest, { ...body, Note: 'another order' }, key);
    expect(reused.status).toBe(422);
  });

  it('sells the last unit once when two shoppers buy it at the same moment; the other is told why', async () => {
    await setStock(plain[3]!.id, 1);
    const [first, second] = [await token('aurora'), await token('aurora')];
    const body = await orderBody({ CartCodes: `${plain[3]!.id}_1_0_` });
    const answers = await Promise.all([place(first, body), place(second, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toMatch(/out of stock|sold out/i);
    expect(await stockOf(plain[3]!.id)).toBe(0);
  });

  it('leaves no half order and no lost stock when the transaction fails in the middle', async () => {
    await setStock(plain[4]!.id, 6);
    const service = new PlaceOrderService({
      db: db(),
      stores: new StoreRepository({ db: db() }),
      carts: new CartService({ db: db() }),
      providers: builtInProviders(),
      beforeCommit: async () => {
        throw new Error('disk full (injected)');
      },
    });
    const before = await orderCount();
    const linesBefore = (await db().select({ id: orderLines.id }).from(orderLines)).length;
    const body = placeOrderBody.parse(await orderBody({ CartCodes: `${plain[4]!.id}_2_0_` }));
    await expect(
      service.place({ webId: storeIds.get('aurora')!, customerId: null, key: nextKey(), body, origin: 'http://aurora.localhost' }),
    ).rejects.toThrow('injected');
    expect(await orderCount()).toBe(before);
    expect((await db().select({ id: orderLines.id }).from(orderLines)).length).toBe(linesBefore);
    expect(await stockOf(plain[4]!.id)).toBe(6);
  });

  it("queues neither the confirmation nor the owner's notice of an order whose transaction rolls back", async () => {
    await setStock(plain[4]!.id, 6);
    const queue = new DatabaseJobs({ db: db() });
    const notices = new OwnerNotices({ mailer: new QueuedMailer(queue) });
    let noticed = 0;
    const service = new PlaceOrderService({
      db: db(),
      stores: new StoreRepository({ db: db() }),
      carts: new CartService({ db: db() }),
      providers: builtInProviders(),
      jobs: queue,
      ownerNotice: async (tx, webId, order) => {
        noticed += 1;
        await notices.queue(tx, webId, 'newOrder', (title) => newOrderNotice(title, order));
      },
      beforeCommit: async () => {
        throw new Error('disk full (injected)');
      },
    });
    const jobCount = async () => (await db().select({ id: jobRows.id }).from(jobRows)).length;
    const before = await jobCount();
    const body = placeOrderBody.parse(await orderBody({ CartCodes: `${plain[4]!.id}_1_0_` }));
    await expect(
      service.place({ webId: storeIds.get('aurora')!, customerId: null, key: nextKey(), body, origin: 'http://aurora.localhost' }),
    ).rejects.toThrow('injected');
    // The notice was written, inside the transaction that then failed: it left with the order.
    expect(noticed).toBe(1);
    expect(await jobCount()).toBe(before);
  });

  it('queues the confirmation with the order and delivers it with the guest link and the paid state', async () => {
    await setStock(plain[5]!.id, 3);
    const jobs = new DatabaseJobs({ db: db() });
    const service = new PlaceOrderService({
      db: db(),
      stores: new StoreRepository({ db: db() }),
      carts: new CartService({ db: db() }),
      providers: builtInProviders(),
      jobs,
    });
    const body = placeOrderBody.parse(await orderBody({ CartCodes: `${plain[5]!.id}_1_0_`, PaymentMethod: 'bank_transfer' }));
    const result = await service.place({
      webId: storeIds.get('aurora')!,
      customerId: null,
      key: nextKey(),
      body,
      origin: 'http://aurora.localhost:3000',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.status).toBe('Verification Pending');
    // Queued with the order, due once the payment step answered, delivered by the server's workers.
    const sent = () =>
      db()
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.text, `%${result.order.code}%`));
    await within(async () => (await sent()).length > 0, 5000);
    const mails = await sent();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ada@example.com', kind: 'order-confirmation' });
    expect(mails[0]!.text).toContain(`http://aurora.localhost:3000/order/${result.order.orderID}?t=${result.accessToken}`);
    expect(mails[0]!.text).toContain('Verification Pending');
  });

  it('names each malformed contact, address and store field in a 400, and writes nothing', async () => {
    const guest = await token('aurora');
    const before = await orderCount();
    const bad = await place(
      guest,
      await orderBody({
        Contact: { FullName: '', Email: 'not-an-email', Phone: '' },
        ShippingAddress: { Line1: '', City: 'London', PostalCode: '!!', Country: '' },
        ShippingMethodID: 999999,
        PaymentMethod: 'bitcoin',
        CustomFields: [],
      }),
    );
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(
      expect.arrayContaining([
        'Contact.FullName',
        'Contact.Email',
        'ShippingAddress.Line1',
        'ShippingAddress.PostalCode',
        'ShippingAddress.Country',
        'ShippingMethodID',
        'PaymentMethod',
        'CustomFields.Gift wrapping',
      ]),
    );
    const wrongTypes = await place(guest, { ...(await orderBody()), Contact: 'me', ShippingMethodID: 'abc' });
    expect(wrongTypes.status).toBe(400);
    expect(fields(wrongTypes.body)).toEqual(expect.arrayContaining(['Contact', 'ShippingMethodID']));
    const noKey = await call('/Order/PlaceOrder', guest, await orderBody());
    expect(noKey.status).toBe(400);
    expect(fields(noKey.body)).toContain('Idempotency-Key');
    expect(await orderCount()).toBe(before);
  });

  it('takes the country from the ISO list: an unknown code is a 400 naming the field; a name is kept as its code and shown by name', async () => {
    await setStock(plain[0]!.id, 10);
    const guest = await token('aurora');
    const before = await orderCount();
    const unknown = await place(
      guest,
      await orderBody({ ShippingAddress: { Line1: '1 Way', City: 'London', PostalCode: 'N1 9GU', Country: 'XX' } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual([
      { field: 'ShippingAddress.Country', message: 'Country must be one of the listed countries' },
    ]);
    expect(await orderCount()).toBe(before);
    const named = await place(guest, await orderBody());
    expect(named.status).toBe(200);
    const [row] = await db().select({ address: orders.shippingAddress }).from(orders).where(eq(orders.id, named.body.data.order.orderID));
    expect(row!.address.country).toBe('US');
    expect(named.body.data.order.shippingAddress.country).toBe('United States');
    expect((await call('/Checkout/GetCheckoutOptions', guest)).body.data.storeCountry).toBe('US');
  });

  it("asks for the bank transfer in the amount the shopper saw, at the store's rate (Nordic, EUR at 0.92)", async () => {
    const [product] = await db()
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeIds.get('nordic')!),
          eq(products.isHidePrice, false),
          notExists(db().select().from(variants).where(eq(variants.productId, products.id))),
        ),
      )
      .orderBy(products.id)
      .limit(1);
    await setStock(product!.id, 5);
    const shipping = await shippingOf('nordic');
    const answer = await place(
      await token('nordic', 'nordic-customer'),
      await orderBody({
        CartCodes: `${product!.id}_1_0_`,
        ShippingMethodID: shipping.id,
        CustomFields: [],
        PaymentMethod: 'bank_transfer',
        ShippingAddress: HOME.nordic,
        Contact: { FullName: 'Ada Lovelace', Email: 'ada@example.com', Phone: '+44 20 7946 0000' },
      }),
    );
    expect(answer.status).toBe(200);
    // Each amount converted to whole euro cents, then added: what the page showed, line by line.
    const euroCents = (base: string) => Math.round(Math.round(Number(base) * 100) * 0.92);
    const charged = (shippingCents(shipping, Math.round(Number(product!.price) * 100)) / 100).toFixed(2);
    const shown = ((euroCents(product!.price) + euroCents(charged)) / 100).toFixed(2);
    expect(answer.body.data.order.paymentInstructions).toContain(`Transfer ${shown} EUR`);
    expect(answer.body.data.order.shownTotals.total).toBe(shown);
  });

  it('charges whole yen in a yen store: each unit price rounded to the yen, the lines and the total summed in yen (Sakura, JPY at 150)', async () => {
    const sakuraId = storeIds.get('sakura')!;
    const sellable = await db()
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(
        and(
          eq(products.storeId, sakuraId),
          eq(products.isHidePrice, false),
          notExists(db().select().from(variants).where(eq(variants.productId, products.id))),
        ),
      )
      .orderBy(products.id);
    // A price whose yen have a half (x.x1, x.x3 ... × 150): the old sums charged ¥…50.
    const product = sellable.find((row) => Math.round(Number(row.price) * 100) % 2 === 1) ?? sellable[0]!;
    await setStock(product.id, 5);
    const shipping = await shippingOf('sakura');
    const guest = await token('sakura');
    const yen = (base: string) => Math.round((Math.round(Number(base) * 100) * 150) / 100);
    const expected = String(yen(product.price) * 3 + yen(shipping.rate));

    const quote = await call(`/Checkout/GetQuote?CartCodes=${product.id}_3_0_&ShippingMethodID=${shipping.id}`, guest);
    expect(quote.body.data.shownTotals).toMatchObject({
      subtotal: String(yen(product.price) * 3),
      shipping: String(yen(shipping.rate)),
      total: expected,
    });

    const answer = await place(
      guest,
      await orderBody({
        CartCodes: `${product.id}_3_0_`,
        ShippingMethodID: shipping.id,
        CustomFields: [],
        PaymentMethod: 'bank_transfer',
        ShippingAddress: HOME.sakura,
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.order.shownTotals.total).toBe(expected);
    expect(answer.body.data.order.paymentInstructions).toContain(`Transfer ${expected} JPY`);
  });

  it("ships free from the method's threshold, in the quote and the order alike (Aurora: standard delivery free over $100)", async () => {
    const standard = (await call('/Checkout/GetCheckoutOptions', await token('aurora'))).body.data.shippingMethods[0] as {
      id: number;
      rate: string;
      freeOver: string | null;
    };
    expect(standard).toMatchObject({ rate: '5.00', freeOver: '100.00' });
    const [cheap] = await db()
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeIds.get('aurora')!),
          eq(products.isHidePrice, false),
          notExists(db().select().from(variants).where(eq(variants.productId, products.id))),
        ),
      )
      .orderBy(products.price)
      .limit(1);
    await setStock(cheap!.id, 500);
    const under = Math.max(1, Math.ceil(100 / Number(cheap!.price)) - 1);
    const over = Math.ceil(100 / Number(cheap!.price));
    const guest = await token('aurora');
    const quoteOf = async (quantity: number) =>
      (await call(`/Checkout/GetQuote?CartCodes=${cheap!.id}_${quantity}_0_&ShippingMethodID=${standard.id}`, guest)).body.data.totals;
    if (Number(cheap!.price) * under < 100) expect((await quoteOf(under)).shipping).toBe('5.00');
    expect(await quoteOf(over)).toMatchObject({ shipping: '0.00' });
    const placed = await place(guest, await orderBody({ CartCodes: `${cheap!.id}_${over}_0_`, ShippingMethodID: standard.id }));
    expect(placed.status).toBe(200);
    const totals = placed.body.data.order.totals;
    expect(totals.shipping).toBe('0.00');
    expect(Number(totals.total)).toBeCloseTo(Number(totals.subtotal) + Number(totals.tax), 2);
  });

  it('keeps a file given in answer to a store question with the order: its bytes, and its name and size among the answers (Nordic)', async () => {
    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeIds.get('nordic')!),
          eq(products.isHidePrice, false),
          notExists(db().select().from(variants).where(eq(variants.productId, products.id))),
        ),
      )
      .orderBy(products.id)
      .limit(1);
    await setStock(product!.id, 5);
    const plan = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="3"/></svg>');
    const answer = await place(
      await token('nordic', 'nordic-planner'),
      await orderBody({
        CartCodes: `${product!.id}_1_0_`,
        ShippingMethodID: (await shippingOf('nordic')).id,
        PaymentMethod: 'bank_transfer',
        ShippingAddress: HOME.nordic,
        Contact: { FullName: 'Ada Lovelace', Email: 'ada@example.com', Phone: '+44 20 7946 0000' },
        CustomFields: [
          { fieldName: 'Floor plan', value: '', file: { name: 'flat.svg', type: 'image/svg+xml', base64: plan.toString('base64') } },
        ],
      }),
    );
    expect(answer.status).toBe(200);
    const orderId = answer.body.data.order.orderID as number;
    const [stored] = await db().select().from(orderFiles).where(eq(orderFiles.orderId, orderId));
    expect(stored).toMatchObject({
      storeId: storeIds.get('nordic'),
      fieldName: 'Floor plan',
      fileName: 'flat.svg',
      contentType: 'image/svg+xml',
      size: plan.length,
    });
    expect(Buffer.from(stored!.dataBase64, 'base64').equals(plan)).toBe(true);
    const [order] = await db().select({ customFields: orders.customFields }).from(orders).where(eq(orders.id, orderId));
    expect(order!.customFields).toContainEqual({ fieldName: 'Floor plan', value: `flat.svg (${plan.length} bytes)` });
  });

  it('asks a guest to sign in where accounts are required (Nordic)', async () => {
    const nordic = await token('nordic');
    const shipping = await shippingOf('nordic');
    const answer = await place(nordic, await orderBody({ ShippingMethodID: shipping.id, CustomFields: [] }));
    expect(answer.status).toBe(403);
  });
});

describe('customers, buy now and resume', () => {
  it("lists a customer's orders in this store only, empties their stored cart, and buy now leaves it alone", async () => {
    await setStock(plain[6]!.id, 20);
    const userId = `order-customer-${++customers}`;
    const auth = await token('aurora', userId);
    const code = `${plain[6]!.id}_1_0_`;
    await call('/Cart/AddCartItem', auth, { CartCodes: '', CartCode: code, CartItemID: '0' }, { 'Idempotency-Key': nextKey() });
    const buyNow = await place(auth, await orderBody({ Source: 'buynow', CartCode: `${plain[6]!.id}_2_0_`, CartCodes: '' }));
    expect(buyNow.status).toBe(200);
    expect((await call('/Cart/GetCart', auth)).body.data.data).toHaveLength(1);
    const fromCart = await place(auth, await orderBody({ CartCodes: code }));
    expect(fromCart.status).toBe(200);
    const [cart] = await db()
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.storeId, storeIds.get('aurora')!), eq(carts.customerId, userId)));
    expect(await db().select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(0);

    const list = await call('/Order/GetOrderList', auth);
    expect(list.body.data.orders.map((order: Any) => order.orderID)).toEqual([
      fromCart.body.data.order.orderID,
      buyNow.body.data.order.orderID,
    ]);
    // The customer opens their own order without the link; someone else does not.
    expect((await call(`/Order/GetOrder?OrderID=${buyNow.body.data.order.orderID}`, auth)).status).toBe(200);
    expect((await call(`/Order/GetOrder?OrderID=${buyNow.body.data.order.orderID}`, await token('aurora', 'someone-else'))).status).toBe(
      404,
    );
    expect((await call('/Order/GetOrderList', await token('aurora'))).status).toBe(403);
  });

  it('GetBuyCart prices one code; GetOrderCart finds an order by code, 404 for an unknown one; PayOrder resumes an unpaid order', async () => {
    const guest = await token('aurora');
    const buy = await call(`/Cart/GetBuyCart?CartCode=${plain[7]!.id}_2_0_`, guest);
    expect(buy.body.data.data).toHaveLength(1);
    expect(buy.body.data.data[0].quantity).toBe('2');
    expect((await call('/Cart/GetBuyCart?CartCode=nonsense', guest)).status).toBe(400);

    await setStock(plain[7]!.id, 5);
    const placed = await place(guest, await orderBody({ CartCodes: `${plain[7]!.id}_1_0_`, PaymentMethod: 'bank_transfer' }));
    const code = placed.body.data.order.code;
    const resumed = await call(`/Cart/GetOrderCart?OrderCode=${code}`, guest);
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.order.canResume).toBe(true);
    expect(resumed.body.data.order.contact).toBeUndefined();
    expect((await call('/Cart/GetOrderCart?OrderCode=WX-0000000000', guest)).status).toBe(404);
    expect((await call('/Cart/GetOrderCart?OrderCode=<script>', guest)).status).toBe(400);

    const link = { OrderCode: code, PaymentMethod: 'cod', Token: placed.body.data.accessToken };
    const paid = await call('/Order/PayOrder', guest, link);
    expect(paid.status).toBe(200);
    expect(paid.body.data.order.status).toBe('Confirmed');
    expect((await call('/Order/PayOrder', guest, link)).status).toBe(409);
  });

  it("quotes a cart with a shipping method in the store's base currency", async () => {
    const guest = await token('aurora');
    const options = (await call('/Checkout/GetCheckoutOptions', guest)).body.data;
    const express = options.shippingMethods[1];
    const quote = await call(`/Checkout/GetQuote?CartCodes=${plain[0]!.id}_1_0_&ShippingMethodID=${express.id}`, guest);
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const tax = auroraTax([cents(plain[0]!.price), cents(express.rate)]);
    expect(quote.body.data.totals).toMatchObject({
      tax: (tax / 100).toFixed(2),
      total: ((cents(plain[0]!.price) + cents(express.rate) + tax) / 100).toFixed(2),
    });
    expect(options.paymentMethods.map((method: Any) => method.code)).toEqual(['cod', 'bank_transfer']);
    expect((await call(`/Checkout/GetQuote?CartCodes=${plain[0]!.id}_1_0_&ShippingMethodID=999999`, guest)).status).toBe(400);
  });
});
