/**
 * Checkout and order calls (spec section 7 names GetOrderCart and GetBuyCart and leaves the rest to
 * us; payloads are in docs/checkout.md). The store is the token's WebID; a customer is its UserID.
 * Prices come from the catalogue; the request only says what and how many.
 */
import { customerIdOf } from '../../../src/domain/store/access-token';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantGuard, webIdOf } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import { CartService } from '../cart/cart.service';
import type { Db } from '../platform/database/client';
import { ok, parseOr400, sendError } from '../http/envelope';
import { withAuthRateLimits } from '../platform/auth-rate-limits';
import type { Mailer } from '../platform/mail/mailer';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { WebhookEmitter } from '../platform/webhook-emitter';
import { readCheckoutSettings } from './checkout-settings.repository';
import { OrderReads } from './order-reads.service';
import {
  buyCartQuery,
  getOrderQuery,
  orderCartQuery,
  orderIdempotencyHeader,
  payOrderBody,
  placeOrderBody,
  quoteQuery,
} from '../../../src/contracts/orders.contract';
import { cartAnswerToWire } from '../../../src/contracts/cart.wire';
import { checkoutOptionsToWire, orderToWire, quoteToWire } from '../../../src/contracts/orders.wire';
import type { PaymentProvider } from './payment-provider';
import { PlaceOrderService } from './place-order.service';
import type { StoreRepository } from '../platform/store.repository';
import { OwnerNotices } from '../platform/owner-notices';
import { newOrderNotice } from './new-order-notice';

/** A cart of 200 codes and a few answers fit; a 2 MB file answer is the largest thing a checkout sends. */
const ORDER_BODY_LIMIT = 4 * 1024 * 1024;

export const QUOTE_RATE_LIMIT = {
  max: 240,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `quote:${request.ip}`,
};

export interface OrdersControllerDeps {
  db: Db;
  tokens: TokenService;
  stores: StoreRepository;
  providers: readonly PaymentProvider[];
  /** The queued Mailer (owner notices) and the queue the confirmation is written to with its order. */
  mailer?: Mailer | undefined;
  jobs?: JobQueue | undefined;
  webhooks?: WebhookEmitter | undefined;
  platformHosts?: readonly string[] | undefined;
  /** An order took units: every instance forgets the store's cached stock (a store event). */
  onStockChanged?: (webId: number) => Promise<void>;
}

export function registerOrdersController(app: FastifyInstance, deps: OrdersControllerDeps) {
  const guard = tenantGuard(deps.tokens);
  const carts = new CartService({ db: deps.db });
  const notices = new OwnerNotices({ mailer: deps.mailer });
  const placing = new PlaceOrderService({
    db: deps.db,
    stores: deps.stores,
    carts,
    providers: deps.providers,
    jobs: deps.jobs,
    webhooks: deps.webhooks,
    platformHosts: deps.platformHosts,
    // Queued in the order's transaction: the owner hears of every order that commits, if the store switched that on.
    ownerNotice: (tx, webId, order) => notices.queue(tx, webId, 'newOrder', (title) => newOrderNotice(title, order)),
  });
  const reads = new OrderReads({ db: deps.db, carts, placing });

  app.get('/Checkout/GetCheckoutOptions', { preHandler: guard }, async (request, reply) => {
    const settings = await readCheckoutSettings(deps.db, webIdOf(request), deps.providers);
    return settings ? ok(checkoutOptionsToWire(settings)) : sendError(reply, 404, 'No such store');
  });

  // The cart, its drawer and the checkout price every change here (quantities, codes, the country):
  // 240 a minute per address is far beyond a shopper's pace, and slows guessing discount codes.
  withAuthRateLimits(app, (scope) => {
    scope.get('/Checkout/GetQuote', { preHandler: guard, config: { rateLimit: QUOTE_RATE_LIMIT } }, async (request, reply) => {
      const query = parseOr400(quoteQuery, request.query, reply);
      if (!query) return reply;
      const asked = { discountCode: query.DiscountCode, giftCardCode: query.GiftCardCode };
      const quote = await reads.quote(
        webIdOf(request),
        query.CartCodes,
        query.ShippingMethodID ?? null,
        query.Country ?? null,
        asked,
        customerIdOf(request.claims),
      );
      if (!quote) return sendError(reply, 404, 'No such store');
      return quote.ok
        ? ok(quoteToWire(quote.quote))
        : sendError(reply, 400, `Invalid request: ${quote.field}`, [{ field: quote.field, message: quote.message }]);
    });
  });

  app.get('/Cart/GetBuyCart', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(buyCartQuery, request.query, reply);
    if (!query) return reply;
    return ok(cartAnswerToWire(await carts.guestCart(webIdOf(request), [query.CartCode], null)));
  });

  app.get('/Cart/GetOrderCart', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(orderCartQuery, request.query, reply);
    if (!query) return reply;
    const found = await reads.orderCart(webIdOf(request), query.OrderCode);
    return found ? ok({ order: orderToWire(found.order) }) : sendError(reply, 404, `No order ${query.OrderCode} in this store`);
  });

  app.post('/Order/PlaceOrder', { preHandler: guard, bodyLimit: ORDER_BODY_LIMIT }, async (request, reply) => {
    const header = parseOr400(orderIdempotencyHeader, { 'Idempotency-Key': request.headers['idempotency-key'] }, reply);
    if (!header) return reply;
    const body = parseOr400(placeOrderBody, request.body, reply);
    if (!body) return reply;
    const result = await placing.place({
      webId: webIdOf(request),
      customerId: customerIdOf(request.claims),
      key: header['Idempotency-Key'],
      body,
      origin: request.headers.origin,
    });
    if (result.ok && !result.repeated) {
      await deps.onStockChanged?.(webIdOf(request));
    }
    if (result.ok)
      return ok(
        { order: orderToWire(result.order), accessToken: result.accessToken, orderUrl: result.orderUrl, repeated: result.repeated },
        result.repeated ? 'Order already placed' : 'Order placed',
      );
    return reply
      .code(result.status)
      .send({ status: result.status, message: result.message, data: { errors: result.errors ?? [], lines: result.lines ?? [] } });
  });

  app.post('/Order/PayOrder', { preHandler: guard }, async (request, reply) => {
    const body = parseOr400(payOrderBody, request.body, reply);
    if (!body) return reply;
    const holder = { token: body.Token, customerId: customerIdOf(request.claims) };
    const result = await reads.payAgain(
      webIdOf(request),
      body.OrderCode,
      body.PaymentMethod,
      deps.providers,
      holder,
      request.headers.origin,
    );
    return result.ok
      ? ok({ order: orderToWire(result.body.order) })
      : sendError(reply, result.status, result.message, result.field ? [{ field: result.field, message: result.message }] : undefined);
  });

  app.get('/Order/GetOrder', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(getOrderQuery, request.query, reply);
    if (!query) return reply;
    const order = await reads.order(webIdOf(request), query.OrderID, { token: query.Token, customerId: customerIdOf(request.claims) });
    // One answer for "no such order" and "not yours": an order id reveals nothing.
    return order ? ok(orderToWire(order)) : sendError(reply, 404, 'No such order, or the link is not valid for it');
  });

  app.get('/Order/GetOrderList', { preHandler: guard }, async (request, reply) => {
    const customerId = customerIdOf(request.claims);
    if (customerId === null) return sendError(reply, 403, 'Sign in to see your orders');
    return ok({ orders: (await reads.list(webIdOf(request), customerId)).map((order) => orderToWire(order)) });
  });
}
