/**
 * The studio's Orders (docs/back-office.md): GET /Owner/Orders (list), GET /Owner/Order (one order),
 * GET /Owner/OrderFile (a file answer, as a download) and POST /Owner/SetOrderStatus (the owner moves
 * an order on through the domain's state machine). Owner token only: its WebID is the only store any
 * of these reads or writes; another store's order is a 404 like an unknown one.
 */
import type { FastifyInstance } from 'fastify';
import { nextStatuses } from '../../../src/domain/orders/order-transitions';
import type { Db } from '../platform/database/client';
import type { Mailer } from '../platform/mail/mailer';
import { OrderStatusChanges } from './order-status.service';
import type { WebhookEmitter } from '../platform/webhook-emitter';
import type { StoreRepository } from '../platform/store.repository';
import { answered, callRegistrar, fileAnswer, refused } from '../platform/register-call';
import { listOrders, orderFile, ownerOrder, paymentMethodsUsed } from './owner-orders.repository';
import { ORDER_CALLS } from '../../../src/contracts/owner.contract';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { ownerEmail } from '../platform/owner-email';

export interface OwnerOrdersDeps {
  db: Db;
  stores: StoreRepository;
  tokens: OwnerTokenService;
  mailer: Mailer;
  platformHosts?: readonly string[] | undefined;
  /** A cancel gave units back: every instance forgets the store's cached stock. */
  onStockChanged?: (webId: number) => Promise<void>;
  webhooks?: WebhookEmitter;
}

const NO_ORDER = 'No such order in this store';

export function registerOwnerOrdersController(app: FastifyInstance, deps: OwnerOrdersDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const changes = new OrderStatusChanges({
    db: deps.db,
    stores: deps.stores,
    mailer: deps.mailer,
    platformHosts: deps.platformHosts,
    webhooks: deps.webhooks,
  });

  register(ORDER_CALLS.orders, async (query, { owner }) => ({
    ...(await listOrders(deps.db, owner.WebID, query)),
    paymentMethods: await paymentMethodsUsed(deps.db, owner.WebID),
  }));

  register(ORDER_CALLS.order, async (query, { owner }) => {
    const order = await ownerOrder(deps.db, owner.WebID, query.OrderID);
    return order ? { order, nextStatuses: nextStatuses(order.status) } : refused(404, NO_ORDER);
  });

  register(ORDER_CALLS.orderFile, async (query, { owner }) => {
    const file = await orderFile(deps.db, owner.WebID, query.OrderID, query.FileID);
    if (!file) return refused(404, 'No such file on this order');
    return fileAnswer({ fileName: file.fileName, contentType: file.contentType, data: Buffer.from(file.dataBase64, 'base64') });
  });

  register(ORDER_CALLS.setOrderStatus, async (body, { owner }) => {
    const actor = await ownerEmail(deps.db, owner);
    if (!actor) return refused(401, 'Unauthorized: sign in to the Theme Studio');
    const result = await changes.change({
      webId: owner.WebID,
      orderId: body.OrderID,
      to: body.Status,
      note: body.Note,
      actor,
      ownerId: owner.OwnerID,
      tracking: { number: body.TrackingNumber ?? '', url: body.TrackingUrl ?? '' },
    });
    if (!result.ok)
      return refused(result.status, result.message, result.status === 409 ? [{ field: 'Status', message: result.message }] : undefined);
    if (result.returnedStock) await deps.onStockChanged?.(owner.WebID);
    const order = await ownerOrder(deps.db, owner.WebID, body.OrderID);
    return answered({ order, nextStatuses: nextStatuses(result.order.status) }, `Order ${result.order.code} is ${result.order.status}`);
  });
}
