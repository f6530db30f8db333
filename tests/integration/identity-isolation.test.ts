/**
 * Wishlists and tenant isolation over raw HTTP: a customer's wishlist (add, remove, list, move to
 * cart), and every account, wishlist and cart call tried across two stores, each refused.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../server/store-api/platform/token.service';
import { products, stores, variants } from '../../server/store-api/db/schema';
import { identityCalls, type Answer } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const { call, guest, signIn, newCustomer } = identityCalls(server);
/** The test server's signing key: lets a test forge what only a leaked secret could. */
const forger = new TokenService({ secret: 'integration-test-secret-integration-test-secret' });
const productOf = new Map<string, number>();

beforeAll(async () => {
  const db = server.host.database!.db;
  for (const { id, name } of await db.select({ id: stores.id, name: stores.name }).from(stores)) {
    if (name !== 'aurora' && name !== 'nordic') continue;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, id), eq(products.isHidePrice, false)))
      .orderBy(products.id)
      .limit(1);
    await db.update(products).set({ stock: 50 }).where(eq(products.id, row!.id));
    await db.update(variants).set({ stock: 50 }).where(eq(variants.productId, row!.id));
    productOf.set(name, row!.id);
  }
});

describe('wishlist', () => {
  it('adds, lists, counts, removes, and moves an item to the cart in one call', async () => {
    const me = await newCustomer('aurora');
    const product = productOf.get('aurora')!;
    const added = await call('/Wishlist/AddItem', { token: me.accessToken, body: { ProductID: product } });
    expect(added.status).toBe(200);
    expect(added.body.data.wishlistCount).toBe(1);
    expect((await call('/Wishlist/AddItem', { token: me.accessToken, body: { ProductID: product } })).body.data.wishlistCount).toBe(1);
    const listed = await call('/Wishlist/GetWishlist', { token: me.accessToken });
    expect(listed.body.data.items[0]).toMatchObject({ productID: product, inStock: true });
    expect((await call('/Account/GetProfile', { token: me.accessToken })).body.data.wishlistCount).toBe(1);

    const moved = await call('/Wishlist/MoveToCart', { token: me.accessToken, body: { ProductID: product } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.wishlistCount).toBe(0);
    const cart = await call('/Cart/GetCart', { token: me.accessToken });
    expect(cart.body.data.data.map((line: { product: { productID: number } }) => line.product.productID)).toEqual([product]);

    await call('/Wishlist/AddItem', { token: me.accessToken, body: { ProductID: product } });
    const removed = await call('/Wishlist/RemoveItem', { token: me.accessToken, body: { ProductID: product } });
    expect(removed.body.data).toEqual({ items: [], wishlistCount: 0 });
  });

  it.each([
    ['a string', 'abc'],
    ['a negative id', -3],
    ['a fraction', 1.5],
    ['nothing', undefined],
  ])('refuses %s as ProductID', async (_name, ProductID) => {
    const me = await newCustomer('aurora');
    const answer = await call('/Wishlist/AddItem', { token: me.accessToken, body: { ProductID } });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0].field).toBe('ProductID');
  });

  it('needs a signed-in customer', async () => {
    const visitor = await guest('aurora');
    expect((await call('/Wishlist/GetWishlist', { token: visitor.accessToken })).status).toBe(403);
    expect((await call('/Wishlist/GetWishlist')).status).toBe(401);
  });
});

describe('tenant isolation', () => {
  const refused = (answer: Answer) => expect([401, 403, 404, 422], JSON.stringify(answer.body)).toContain(answer.status);

  it("one store's credentials never sign in to another store", async () => {
    refused(await signIn('nordic', 'demo@aurora.example', 'Shopper-2026'));
    const me = await newCustomer('aurora');
    refused(await signIn('nordic', me.email, me.password));
  });

  it("another store's product never joins a wishlist, and another store's cart line is never touched", async () => {
    const aurora = (await signIn('aurora', 'demo@aurora.example', 'Shopper-2026')).body.data.tokens;
    const nordic = (await signIn('nordic', 'demo@nordic.example', 'Shopper-2026')).body.data.tokens;
    const nordicProduct = productOf.get('nordic')!;
    refused(await call('/Wishlist/AddItem', { token: aurora.accessToken, body: { ProductID: nordicProduct } }));
    refused(await call('/Wishlist/MoveToCart', { token: aurora.accessToken, body: { ProductID: nordicProduct } }));

    const line = await call('/Cart/AddCartItem', {
      token: nordic.accessToken,
      body: { CartCodes: '', CartCode: `${nordicProduct}_1_${await firstVariant(nordicProduct)}_`, CartItemID: '0' },
      headers: { 'Idempotency-Key': 'iso-1' },
    });
    const nordicLine = line.body.data.data[0].cartItemID as string;
    await call('/Cart/RemoveCartItem', {
      token: aurora.accessToken,
      body: { CartItemID: nordicLine },
      headers: { 'Idempotency-Key': 'iso-2' },
    });
    const after = await call('/Cart/GetCart', { token: nordic.accessToken });
    expect(after.body.data.data.map((l: { cartItemID: string }) => l.cartItemID)).toContain(nordicLine);
  });

  it("a token naming one store's customer under another store's id is refused by every call", async () => {
    const me = (await signIn('aurora', 'demo@aurora.example', 'Shopper-2026')).body.data;
    const nordicId = (await guest('nordic')).webID;
    const claims = JSON.parse(Buffer.from(me.tokens.accessToken.split('.')[1], 'base64url').toString()) as { UserID: string; sid: string };
    const forged = await forger.issuePair({ WebID: nordicId, UserID: claims.UserID, SessionID: claims.sid });
    const product = productOf.get('nordic')!;
    const calls: Array<[string, unknown]> = [
      ['/Account/GetProfile', undefined],
      ['/Account/UpdateProfile', { FirstName: 'Mallory' }],
      ['/Account/ChangePassword', { CurrentPassword: 'Shopper-2026', NewPassword: 'Stolen-Goods-99' }],
      ['/Wishlist/GetWishlist', undefined],
      ['/Wishlist/AddItem', { ProductID: product }],
      ['/Wishlist/RemoveItem', { ProductID: product }],
      ['/Wishlist/MoveToCart', { ProductID: product }],
      ['/Cart/GetCart', undefined],
      ['/Cart/AddCartItem', { CartCodes: '', CartCode: `${product}_1_0_`, CartItemID: '0' }],
      ['/Cart/RemoveCartItem', { CartItemID: '1' }],
      ['/Cart/RemoveCartAddon', { CartItemID: '1', CartAddonID: '1' }],
      ['/Cart/SyncCart', { CartCodes: '' }],
    ];
    for (const [path, body] of calls) {
      const answer = await call(path, { token: forged.accessToken, body, headers: { 'Idempotency-Key': `forged-${path}` } });
      expect(answer.status, path).toBe(401);
    }
    expect((await call('/Auth/refresh', { body: { refreshToken: forged.refreshToken } })).status).toBe(401);
    // The real customer is untouched.
    expect((await call('/Account/GetProfile', { token: me.tokens.accessToken })).body.data.firstName).toBe('Dana');
  });
});

async function firstVariant(productId: number): Promise<number> {
  const db = server.host.database!.db;
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId)).orderBy(variants.id).limit(1);
  return row?.id ?? 0;
}
