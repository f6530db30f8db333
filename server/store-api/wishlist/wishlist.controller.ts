/**
 * Wishlist calls: GET /Wishlist/GetWishlist, POST /Wishlist/AddItem, /Wishlist/RemoveItem and
 * /Wishlist/MoveToCart, for the signed-in customer of the token's store only. Products are read
 * with the cart's catalogue query, so another store's product id is simply not found.
 * MoveToCart adds one of the product (its first variant in stock) to the stored cart through the
 * cart service, with the cart's idempotency, and takes it off the wishlist only when the cart kept it.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TokenService } from '../platform/token.service';
import { sellableProducts } from '../cart/cart-catalog';
import { CartService, SESSION_CHECKED } from '../cart/cart.service';
import type { Db } from '../platform/database/client';
import { wishlistItems } from '../identity/identity.tables';
import { ok, parseOr400, sendError } from '../http/envelope';
import { customerGuard, customerOf, type CustomerRef } from '../identity/customer-guard';
import { wishlistItemBody } from '../../../src/contracts/identity.contract';
import { cartAnswerToWire } from '../../../src/contracts/cart.wire';
import { wishlistEntryToWire, type WishlistEntryWire } from '../../../src/contracts/identity.wire';

const mine = (me: CustomerRef) => and(eq(wishlistItems.storeId, me.storeId), eq(wishlistItems.customerId, me.customerId));
const notFound = (reply: FastifyReply) =>
  sendError(reply, 404, 'No such product in this store', [{ field: 'ProductID', message: 'No such product in this store' }]);

export function registerWishlistController(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  const guard = customerGuard(deps.tokens);
  const carts = new CartService({ db: deps.db });

  async function wishlistCount(me: CustomerRef): Promise<number> {
    const [row] = await deps.db.select({ n: count() }).from(wishlistItems).where(mine(me));
    return row?.n ?? 0;
  }

  async function entries(me: CustomerRef): Promise<WishlistEntryWire[]> {
    const rows = await deps.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(mine(me))
      .orderBy(desc(wishlistItems.createdAt));
    const catalog = await sellableProducts(
      deps.db,
      me.storeId,
      rows.map((row) => row.productId),
    );
    return rows.flatMap(({ productId }) => {
      const product = catalog.get(productId);
      if (!product) return [];
      const inStock = product.variants.length > 0 ? product.variants.some((v) => v.stock > 0) : product.stock > 0;
      const { name, productURL, unitCents, isHidePrice, imageFile, thumbnailFile } = product;
      return [wishlistEntryToWire({ productID: productId, name, productURL, unitCents, isHidePrice, imageFile, thumbnailFile, inStock })];
    });
  }

  const answer = async (me: CustomerRef, message?: string) =>
    ok({ items: await entries(me), wishlistCount: await wishlistCount(me) }, message);

  app.get('/Wishlist/GetWishlist', { preHandler: guard }, async (request) => answer(customerOf(request)));

  app.post('/Wishlist/AddItem', { preHandler: guard }, async (request, reply) => {
    const body = parseOr400(wishlistItemBody, request.body ?? {}, reply);
    if (!body) return reply;
    const me = customerOf(request);
    if (!(await sellableProducts(deps.db, me.storeId, [body.ProductID])).has(body.ProductID)) return notFound(reply);
    await deps.db
      .insert(wishlistItems)
      .values({ storeId: me.storeId, customerId: me.customerId, productId: body.ProductID })
      .onConflictDoNothing();
    return answer(me, 'Added to your wishlist');
  });

  app.post('/Wishlist/RemoveItem', { preHandler: guard }, async (request, reply) => {
    const body = parseOr400(wishlistItemBody, request.body ?? {}, reply);
    if (!body) return reply;
    const me = customerOf(request);
    await deps.db.delete(wishlistItems).where(and(mine(me), eq(wishlistItems.productId, body.ProductID)));
    return answer(me, 'Removed from your wishlist');
  });

  app.post('/Wishlist/MoveToCart', { preHandler: guard }, async (request, reply) => {
    const body = parseOr400(wishlistItemBody, request.body ?? {}, reply);
    if (!body) return reply;
    const me = customerOf(request);
    const [listed] = await deps.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(mine(me), eq(wishlistItems.productId, body.ProductID)))
      .limit(1);
    const product = listed ? (await sellableProducts(deps.db, me.storeId, [body.ProductID])).get(body.ProductID) : undefined;
    if (!product) return notFound(reply);
    const variant = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'].slice(0, 100) : randomUUID();
    const result = await carts.customerWrite(
      { webId: me.storeId, customerId: String(me.customerId) },
      `wishlist:${key}`,
      {
        op: 'add',
        cartItemId: 0,
        line: { productID: product.productID, quantity: 1, variantID: variant?.variantID ?? 0, addonIDs: [] },
      },
      SESSION_CHECKED,
    );
    if (!result.ok) return sendError(reply, result.status, result.message);
    const verdict = result.body.cartResponse;
    if (verdict && verdict.status !== 'ok' && verdict.status !== 'lessstock') {
      return sendError(reply, 409, `${product.name} could not be added to your cart: ${verdict.statusMessage}`, [
        { field: 'ProductID', message: verdict.statusMessage },
      ]);
    }
    await deps.db.delete(wishlistItems).where(and(mine(me), eq(wishlistItems.productId, body.ProductID)));
    return ok(
      { items: await entries(me), wishlistCount: await wishlistCount(me), cart: cartAnswerToWire(result.body) },
      `${product.name} was moved to your cart`,
    );
  });
}
