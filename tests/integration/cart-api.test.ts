/**
 * The store API's cart calls over raw HTTP (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * malformed calls answered 400 naming the field, tenant isolation, refusals by the catalogue,
 * concurrent writes that lose nothing, idempotency keys applied once and pruned after a day.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../server/store-api/platform/token.service';
import { KeyPruner } from '../../server/store-api/cart/idempotency-keys';
import { cartItems, carts, customerSessions, idempotencyKeys, products, stores, variants } from '../../server/store-api/db/schema';
import { identityCalls } from './support/identity-calls';
import { startTestStoreApi } from './support/test-server';

/** The test server's signing key (support/test-server.ts), to mint customer tokens as sign-in will. */
const TEST_TOKEN_SECRET = 'integration-test-secret-integration-test-secret';
const tokens = new TokenService({ secret: TEST_TOKEN_SECRET });

let server: Awaited<ReturnType<typeof startTestStoreApi>>;
const storeIds = new Map<string, number>();
/** A product without variants, per store, with 100 in stock. */
const plainOf = new Map<string, number>();
beforeAll(async () => {
  server = await startTestStoreApi();
  const db = server.host.database!.db;
  for (const store of await db.select({ id: stores.id, name: stores.name }).from(stores)) storeIds.set(store.name, store.id);
  for (const name of ['aurora', 'nordic']) {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeIds.get(name)!),
          eq(products.isHidePrice, false),
          notExists(db.select().from(variants).where(eq(variants.productId, products.id))),
        ),
      )
      .orderBy(products.id)
      .limit(1);
    await db.update(products).set({ stock: 100 }).where(eq(products.id, row!.id));
    plainOf.set(name, row!.id);
  }
});
afterAll(async () => {
  await server?.host.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
let customers = 0;
let keys = 0;
const nextKey = () => `it.${++keys}`;
const token = async (store: string, userId: string) =>
  (await tokens.issuePair({ WebID: storeIds.get(store)!, UserID: userId })).accessToken;
const customer = (store = 'aurora') => token(store, `c-${++customers}`);

async function call(path: string, auth: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { headers: { ...(auth ? { authorization: `Bearer ${auth}` } : {}), ...headers } };
  if (body !== undefined)
    Object.assign(init, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { ...init.headers, 'content-type': 'application/json' },
    });
  const response = await fetch(`${server.baseUrl}${path}`, init);
  return { status: response.status, body: (await response.json()) as { status: number; message: string; data: Any } };
}
const add = (auth: string, CartCode: string, key: string | null = nextKey(), CartItemID = '0') =>
  call('/Cart/AddCartItem', auth, { CartCodes: '', CartCode, CartItemID }, key === null ? {} : { 'Idempotency-Key': key });
const fields = (body: { data: Any }) => (body.data?.errors ?? []).map((error: { field: string }) => error.field);
const lines = async (auth: string) => (await call('/Cart/GetCart', auth)).body.data.data as Any[];

describe('cart calls: malformed input is a 400 naming the field', () => {
  it.each([
    ['GetCart', '/Cart/GetCart?CartCodes=abc', undefined, 'CartCodes'],
    ['GetCart negative quantity', '/Cart/GetCart?CartCodes=5_-1_0_', undefined, 'CartCodes'],
    ['GetCart huge id', `/Cart/GetCart?CartCodes=${'9'.repeat(15)}_1_0_`, undefined, 'CartCodes'],
    ['GetCart too many codes', `/Cart/GetCart?CartCodes=${Array.from({ length: 201 }, () => '5_1_0_').join('|')}`, undefined, 'CartCodes'],
    ['AddCartItem over-long codes', '/Cart/AddCartItem', { CartCode: '5_1_0_', CartCodes: '5_1_0_|'.repeat(6_000) }, 'CartCodes'],
    ['AddCartItem without code', '/Cart/AddCartItem', { CartCodes: '' }, 'CartCode'],
    ['AddCartItem code as number', '/Cart/AddCartItem', { CartCode: 5 }, 'CartCode'],
    ['AddCartItem huge quantity', '/Cart/AddCartItem', { CartCode: '5_100000_0_' }, 'CartCode'],
    ['AddCartItem bad id', '/Cart/AddCartItem', { CartCode: '5_1_0_', CartItemID: '-3' }, 'CartItemID'],
    ['AddCartItem bad codes', '/Cart/AddCartItem', { CartCode: '5_1_0_', CartCodes: ['5_1_0_'] }, 'CartCodes'],
    ['RemoveCartItem zero', '/Cart/RemoveCartItem', { CartItemID: '0' }, 'CartItemID'],
    ['RemoveCartItem huge', '/Cart/RemoveCartItem', { CartItemID: '99999999999' }, 'CartItemID'],
    ['RemoveCartAddon', '/Cart/RemoveCartAddon', { CartItemID: '3', CartAddonID: 'x' }, 'CartAddonID'],
    ['SyncCart', '/Cart/SyncCart', { CartCodes: '1_1_0_|1_1_1_,x' }, 'CartCodes'],
    ['SyncCart without codes', '/Cart/SyncCart', {}, 'CartCodes'],
  ])('%s', async (_label, path, body, field) => {
    const { status, body: answer } = await call(path, await customer(), body, { 'Idempotency-Key': nextKey() });
    expect(status).toBe(400);
    expect(fields(answer)).toContain(field);
  });

  it('answers broken JSON and a missing body with a 400, a huge body with a 413 and a huge query with a 431', async () => {
    const auth = await customer();
    expect((await call(`/Cart/GetCart?CartCodes=${'1'.repeat(50_000)}`, auth)).status).toBe(431);
    expect((await call('/Cart/AddCartItem', auth, '{"CartCode":', { 'Idempotency-Key': nextKey() })).status).toBe(400);
    expect((await call('/Cart/RemoveCartItem', auth, 'null', { 'Idempotency-Key': nextKey() })).status).toBe(400);
    expect((await call('/Cart/SyncCart', auth, { CartCodes: 'x'.repeat(100_000) }, { 'Idempotency-Key': nextKey() })).status).toBe(413);
  });

  it("requires an Idempotency-Key for customers' writes and checks its form", async () => {
    const auth = await customer();
    const missing = await add(auth, `${plainOf.get('aurora')}_1_0_`, null);
    expect(missing.status).toBe(400);
    expect(fields(missing.body)).toEqual(['Idempotency-Key']);
    const bad = await add(auth, `${plainOf.get('aurora')}_1_0_`, 'x'.repeat(129));
    expect(fields(bad.body)).toEqual(['Idempotency-Key']);
    expect(await lines(auth)).toEqual([]);
  });

  it('refuses calls without a valid token (401) and guests writing a stored cart (403)', async () => {
    expect((await call('/Cart/GetCart', null)).status).toBe(401);
    expect((await call('/Cart/GetCart', 'forged.token.value')).status).toBe(401);
    expect((await call('/Cart/SyncCart', await token('aurora', '0'), { CartCodes: '5_1_0_' })).status).toBe(403);
  });
});

describe('cart calls: tenancy and the catalogue', () => {
  it("never reads or changes another store's cart, even for the same UserID", async () => {
    const userId = `c-shared-${++customers}`;
    const aurora = await token('aurora', userId);
    const nordic = await token('nordic', userId);
    const nordicLine = (await add(nordic, `${plainOf.get('nordic')}_2_0_`)).body.data.data[0];
    expect(nordicLine.status).toBe('ok');
    expect(await lines(aurora)).toEqual([]);
    await call('/Cart/RemoveCartItem', aurora, { CartItemID: nordicLine.cartItemID }, { 'Idempotency-Key': nextKey() });
    await add(aurora, `${plainOf.get('nordic')}_1_0_`, nextKey(), nordicLine.cartItemID);
    const refused = await add(aurora, `${plainOf.get('nordic')}_1_0_`);
    expect(refused.body.data.cartResponse.status).toBe('notavailable');
    expect((await lines(aurora)).filter((line) => line.status === 'ok')).toEqual([]);
    expect((await lines(nordic)).map((line) => [line.cartItemID, line.quantity])).toEqual([[nordicLine.cartItemID, '2']]);
    // A guest of Aurora pricing Nordic's product learns nothing about it.
    const guest = await call(`/Cart/GetCart?CartCodes=${plainOf.get('nordic')}_1_0_`, await token('aurora', '0'));
    expect(guest.body.data.data[0]).toMatchObject({ status: 'notavailable', product: { itemName: '', price: '0' } });
  });

  it('refuses disabled and price-on-request products, and removes a stored line whose product was disabled, once', async () => {
    const db = server.host.database!.db;
    const auth = await customer();
    const [a, b] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeIds.get('aurora')!),
          notExists(db.select().from(variants).where(eq(variants.productId, products.id))),
        ),
      )
      .orderBy(sql`${products.id} desc`)
      .limit(2);
    await db
      .update(products)
      .set({ stock: 5, status: 'active', isHidePrice: false })
      .where(sql`${products.id} in (${a!.id}, ${b!.id})`);
    expect((await add(auth, `${a!.id}_1_0_`)).body.data.cartResponse.status).toBe('ok');
    await db.update(products).set({ status: 'draft' }).where(eq(products.id, a!.id));
    await db.update(products).set({ isHidePrice: true }).where(eq(products.id, b!.id));
    const refused = (await add(auth, `${b!.id}_1_0_`)).body.data;
    expect(refused.cartResponse).toMatchObject({
      cartCode: `${b!.id}_1_0_`,
      status: 'notavailable',
      statusMessage: expect.stringMatching(/request/),
    });
    // The disabled product's stored line is reported with this answer, and then gone.
    expect(refused.data.map((line: Any) => [line.product.productID, line.status])).toEqual([
      [a!.id, 'notavailable'],
      [b!.id, 'notavailable'],
    ]);
    expect(refused.cartStatusHeading).toBe('Some items are no longer available');
    expect(await lines(auth)).toEqual([]);
    await db
      .update(products)
      .set({ status: 'active', isHidePrice: false })
      .where(sql`${products.id} in (${a!.id}, ${b!.id})`);
  });

  it('reports a stored line the catalogue can no longer fill in the next answer, then forgets it', async () => {
    const db = server.host.database!.db;
    const auth = await customer();
    const id = plainOf.get('aurora')!;
    await add(auth, `${id}_4_0_`);
    await db.update(products).set({ stock: 3 }).where(eq(products.id, id));
    const first = (await call('/Cart/GetCart', auth)).body.data;
    expect(first.data[0]).toMatchObject({ status: 'lessstock', quantity: '3', statusMessage: expect.stringMatching(/3/) });
    expect(first.cartStatusHeading).not.toBe('');
    const second = (await call('/Cart/GetCart', auth)).body.data;
    expect(second.data[0]).toMatchObject({ status: 'ok', quantity: '3' });
    expect(second.cartStatusHeading).toBe('');
    await db.update(products).set({ stock: 0 }).where(eq(products.id, id));
    expect((await lines(auth)).map((line) => line.status)).toEqual(['outofstock']);
    expect(await lines(auth)).toEqual([]);
    await db.update(products).set({ stock: 100 }).where(eq(products.id, id));
  });
});

describe('cart calls: the customer session', () => {
  it('refuses every write of a token whose session has ended (401), and adds nothing for it', async () => {
    const db = server.host.database!.db;
    const shopper = await identityCalls(server).newCustomer('aurora');
    const code = `${plainOf.get('aurora')}_1_0_`;
    expect((await add(shopper.accessToken, code)).body.data.cartResponse.status).toBe('ok');
    const [line] = await lines(shopper.accessToken);
    const claims = JSON.parse(Buffer.from(shopper.accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string; UserID: string };
    await db.update(customerSessions).set({ revokedAt: new Date(), revokedReason: 'signout' }).where(eq(customerSessions.id, claims.sid));
    expect((await add(shopper.accessToken, code)).status).toBe(401);
    expect((await add(shopper.accessToken, code, nextKey(), line.cartItemID)).status).toBe(401);
    const removal = await call(
      '/Cart/RemoveCartItem',
      shopper.accessToken,
      { CartItemID: line.cartItemID },
      { 'Idempotency-Key': nextKey() },
    );
    expect(removal.status).toBe(401);
    const stored = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.customerId, claims.UserID));
    expect(stored).toEqual([{ quantity: 1 }]);
  });
});

describe('cart calls: concurrency and idempotency', () => {
  it('loses nothing when 20 adds of one line arrive at once', async () => {
    const auth = await customer();
    const code = `${plainOf.get('aurora')}_1_0_`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(auth, code)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await lines(auth)).map((line) => line.quantity)).toEqual(['20']);
    const db = server.host.database!.db;
    const stored = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.storeId, storeIds.get('aurora')!));
    expect(stored.some((row) => row.quantity === 20)).toBe(true);
  });

  it('applies one key once when it arrives five times at once, and answers each with the same verdict', async () => {
    const auth = await customer();
    const key = nextKey();
    // The cart exists first, so only its row lock (not the cart's creation) can order the five.
    await add(auth, `${plainOf.get('aurora')}_1_0_`);
    await call('/Cart/RemoveCartItem', auth, { CartItemID: (await lines(auth))[0].cartItemID }, { 'Idempotency-Key': nextKey() });
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(auth, `${plainOf.get('aurora')}_2_0_`, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.data.cartResponse))).size).toBe(1);
    expect((await lines(auth)).map((line) => line.quantity)).toEqual(['2']);
  });

  it('keeps every line when adds of eight items and a removal reach one cart at once', async () => {
    const db = server.host.database!.db;
    const auth = await customer();
    const eight = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeIds.get('aurora')!),
          eq(products.isEnabled, true),
          eq(products.isHidePrice, false),
          notExists(db.select().from(variants).where(eq(variants.productId, products.id))),
        ),
      )
      .orderBy(products.id)
      .limit(8);
    await db
      .update(products)
      .set({ stock: 100 })
      .where(
        sql`${products.id} in (${sql.join(
          eight.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      );
    await add(auth, `${eight[0]!.id}_1_0_`);
    const doomed = (await lines(auth))[0].cartItemID;
    const answers = await Promise.all([
      ...eight.flatMap((row) => [add(auth, `${row.id}_1_0_`), add(auth, `${row.id}_2_0_`)]),
      call('/Cart/RemoveCartItem', auth, { CartItemID: doomed }, { 'Idempotency-Key': nextKey() }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(17).fill(200));
    const stored = await lines(auth);
    // The first item's line holds what was added after the removal: gone, 1, 2 or 3.
    const others = stored.filter((line) => line.product.productID !== eight[0]!.id);
    expect(others.map((line) => [line.status, line.quantity])).toEqual(Array(7).fill(['ok', '3']));
    expect(['1', '2', '3']).toEqual(expect.arrayContaining(stored.filter((line) => !others.includes(line)).map((line) => line.quantity)));
  });

  it('adds at most the stock when adds of one line arrive at once, each judged on what it asked', async () => {
    const db = server.host.database!.db;
    const id = plainOf.get('nordic')!;
    await db.update(products).set({ stock: 5 }).where(eq(products.id, id));
    const shopper = await token('nordic', `c-${++customers}`);
    const added = await Promise.all(Array.from({ length: 12 }, () => add(shopper, `${id}_1_0_`)));
    const verdicts = added.map((answer) => answer.body.data.cartResponse.status as string);
    expect(verdicts.filter((status) => status === 'ok').length).toBe(5);
    expect(verdicts.filter((status) => status === 'lessstock').length).toBe(7);
    expect((await lines(shopper)).map((line) => line.quantity)).toEqual(['5']);
    await db.update(products).set({ stock: 100 }).where(eq(products.id, id));
  });

  it("answers a repeated key with the first call's verdict after the stock changed, and refuses the key for another call", async () => {
    const db = server.host.database!.db;
    const auth = await customer();
    const id = plainOf.get('aurora')!;
    await db.update(products).set({ stock: 3 }).where(eq(products.id, id));
    const key = nextKey();
    const first = (await add(auth, `${id}_5_0_`, key)).body.data;
    expect(first.cartResponse).toMatchObject({ status: 'lessstock', statusMessage: expect.stringMatching(/3/) });
    await db.update(products).set({ stock: 100 }).where(eq(products.id, id));
    const repeat = (await add(auth, `${id}_5_0_`, key)).body.data;
    expect(repeat.cartResponse).toEqual(first.cartResponse);
    expect(repeat.data.map((line: Any) => line.quantity)).toEqual(['3']);
    const other = await add(auth, `${id}_1_0_`, key);
    expect(other.status).toBe(422);
    expect(fields(other.body)).toEqual(['Idempotency-Key']);
    expect((await lines(auth)).map((line) => line.quantity)).toEqual(['3']);
  });

  it('keeps keys per customer and store, and prunes keys older than a day', async () => {
    const db = server.host.database!.db;
    const key = nextKey();
    const [one, two] = [await customer(), await customer()];
    await add(one, `${plainOf.get('aurora')}_1_0_`, key);
    await add(two, `${plainOf.get('aurora')}_1_0_`, key);
    expect((await lines(two)).map((line) => line.quantity)).toEqual(['1']);
    await db.insert(idempotencyKeys).values({
      storeId: storeIds.get('aurora')!,
      customerId: 'c-old',
      key: 'old',
      requestHash: 'x',
      response: {},
      createdAt: new Date(Date.now() - 25 * 3_600_000),
    });
    await new KeyPruner(db).maybePrune();
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, 'c-old'))).toEqual([]);
    expect((await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length).toBe(2);
  });
});
