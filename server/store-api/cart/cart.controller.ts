/**
 * Cart controller: GET /Cart/GetCart and POST /Cart/AddCartItem, RemoveCartItem, RemoveCartAddon and
 * SyncCart (spec section 7). The store is the token's WebID and the customer its UserID ('0' is a
 * guest, whose cart stays in the browser: only GetCart and AddCartItem price it). Customers' writes
 * need an Idempotency-Key, so a retried call is never applied twice.
 */
import { customerIdOf } from '../../../src/domain/store/access-token';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CartWrite } from '../../../src/domain/cart/cart-ledger';
import { tenantGuard, webIdOf } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import type { Db } from '../platform/database/client';
import { ok, parseOr400, sendError } from '../http/envelope';
import {
  addCartItemBody,
  getCartQuery,
  idempotencyHeader,
  removeCartAddonBody,
  removeCartItemBody,
  syncCartBody,
} from '../../../src/contracts/cart.contract';
import { cartAnswerToWire } from '../../../src/contracts/cart.wire';
import type { CartOwner } from './cart.repository';
import { openSessionQuery } from '../identity/session.repository';
import { CartService, SESSION_CHECKED, type SessionCheck } from './cart.service';

/** 200 codes of a few dozen characters fit many times over; a megabyte of JSON never reaches the parser. */
const CART_BODY_LIMIT = 64 * 1024;

function ownerOf(request: FastifyRequest): CartOwner | null {
  const customerId = customerIdOf(request.claims);
  return customerId === null ? null : { webId: webIdOf(request), customerId };
}

/** The Idempotency-Key: a string, null when absent, or false when a 400 was sent. */
function keyOf(request: FastifyRequest, reply: FastifyReply, required: boolean): string | null | false {
  const header = parseOr400(idempotencyHeader, { 'Idempotency-Key': request.headers['idempotency-key'] }, reply);
  if (!header) return false;
  const key = header['Idempotency-Key'] ?? null;
  if (key === null && required) {
    void sendError(reply, 400, 'Invalid request: Idempotency-Key', [
      { field: 'Idempotency-Key', message: 'Idempotency-Key header is required for a signed-in cart write' },
    ]);
    return false;
  }
  return key;
}

const guestsKeepTheirCart = (reply: FastifyReply) =>
  sendError(reply, 403, 'A guest cart is kept in the browser: sign in to change a stored cart');

export function registerCartController(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  const guard = tenantGuard(deps.tokens);
  const signatureGuard = tenantGuard(deps.tokens, 'store-only');
  const carts = new CartService({ db: deps.db });
  const writeOptions = { preHandler: guard, bodyLimit: CART_BODY_LIMIT };

  /**
   * A customer's write: validated key, applied once, answered with the whole cart. `deferredKey`: the
   * key addGuard validated already, for an add whose session is checked inside its statement.
   */
  async function customerWrite(request: FastifyRequest, reply: FastifyReply, owner: CartOwner, write: CartWrite, deferredKey?: string) {
    const key = deferredKey ?? keyOf(request, reply, true);
    if (!key) return reply;
    const result = await carts.customerWrite(owner, key, write, deferredKey ? deferredCheck(request) : SESSION_CHECKED);
    if (result.ok) return ok(cartAnswerToWire(result.body));
    return result.status === 401
      ? sendError(reply, 401, result.message)
      : sendError(reply, result.status, result.message, [{ field: 'Idempotency-Key', message: result.message }]);
  }

  /** The session check a deferred add makes inside its one statement (and on the locked path, as a call). */
  function deferredCheck(request: FastifyRequest): SessionCheck {
    const claims = request.claims!;
    return {
      select: claims.SessionID ? openSessionQuery(deps.db, { ...claims, SessionID: claims.SessionID }) : null,
      isOpen: () => deps.tokens.sessionIsOpen(claims),
    };
  }

  /**
   * AddCartItem's guard: the token's signature at once, and its session too unless the call is a
   * well-formed customer add of CartItemID 0, whose one statement checks the session itself (so an
   * add stays one round trip, and a malformed call of an ended session is still a 401 first). Such
   * an add's body and key are parsed here only, once (the route reads them back from `deferredAdds`).
   */
  const deferredAdds = new WeakMap<FastifyRequest, { body: z.infer<typeof addCartItemBody>; key: string }>();
  const addGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    await signatureGuard(request, reply);
    if (reply.sent) return;
    const body = addCartItemBody.safeParse(request.body);
    const key = idempotencyHeader.safeParse({ 'Idempotency-Key': request.headers['idempotency-key'] });
    const deferredKey = key.success ? key.data['Idempotency-Key'] : undefined;
    if (ownerOf(request) !== null && body.success && body.data.CartItemID === 0 && deferredKey)
      deferredAdds.set(request, { body: body.data, key: deferredKey });
    else if (!(await deps.tokens.sessionIsOpen(request.claims!)))
      return sendError(reply, 401, 'Unauthorized: a valid access token is required');
  };

  app.get('/Cart/GetCart', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(getCartQuery, request.query, reply);
    if (!query) return reply;
    const owner = ownerOf(request);
    return ok(cartAnswerToWire(owner ? await carts.customerCart(owner) : await carts.guestCart(webIdOf(request), query.CartCodes, null)));
  });

  app.post('/Cart/AddCartItem', { ...writeOptions, preHandler: addGuard }, async (request, reply) => {
    const deferred = deferredAdds.get(request);
    const body = deferred?.body ?? parseOr400(addCartItemBody, request.body, reply);
    if (!body) return reply;
    const owner = ownerOf(request);
    if (owner) return customerWrite(request, reply, owner, { op: 'add', line: body.CartCode, cartItemId: body.CartItemID }, deferred?.key);
    // A guest's add stores nothing, so a repeat is harmless; a malformed key is still refused.
    if (keyOf(request, reply, false) === false) return reply;
    return ok(cartAnswerToWire(await carts.guestCart(webIdOf(request), body.CartCodes, body.CartCode)));
  });

  app.post('/Cart/RemoveCartItem', writeOptions, async (request, reply) => {
    const body = parseOr400(removeCartItemBody, request.body, reply);
    if (!body) return reply;
    const owner = ownerOf(request);
    return owner ? customerWrite(request, reply, owner, { op: 'remove', cartItemId: body.CartItemID }) : guestsKeepTheirCart(reply);
  });

  app.post('/Cart/RemoveCartAddon', writeOptions, async (request, reply) => {
    const body = parseOr400(removeCartAddonBody, request.body, reply);
    if (!body) return reply;
    const owner = ownerOf(request);
    return owner
      ? customerWrite(request, reply, owner, { op: 'removeAddon', cartItemId: body.CartItemID, addonId: body.CartAddonID })
      : guestsKeepTheirCart(reply);
  });

  app.post('/Cart/SyncCart', writeOptions, async (request, reply) => {
    const body = parseOr400(syncCartBody, request.body, reply);
    if (!body) return reply;
    const owner = ownerOf(request);
    return owner ? customerWrite(request, reply, owner, { op: 'sync', lines: body.CartCodes }) : guestsKeepTheirCart(reply);
  });
}
