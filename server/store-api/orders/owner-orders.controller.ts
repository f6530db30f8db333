/**
 * The studio's Orders (docs/back-office.md): GET /Owner/Orders (list), GET /Owner/Order (one order),
 * GET /Owner/OrderFile (a file answer, as a download) and POST /Owner/SetOrderStatus (the owner moves
 * an order on through the domain's state machine). Owner token only: its WebID is the only store any
 * of these reads or writes; another store's order is a 404 like an unknown one.
 */
import type { FastifyInstance } from 'fastify';
import { nextStatuses } from '../../../src/domain/orders/order-transitions';
import type { Db } from '../platform/database/client';
import { sendAttachment } from '../http/attachment';
import { ok, parseOr400, sendError } from '../http/envelope';
import type { Mailer } from '../platform/mail/mailer';
import { OrderStatusChanges } from './order-status.service';
import type { StoreRepository } from '../platform/store.repository';
import { ownerGuard, ownerOf } from '../platform/owner-guard';
import { listOrders, orderFile, ownerOrder, paymentMethodsUsed } from './owner-orders.repository';
import { orderFileQuery, orderIdQuery, orderListQuery, setOrderStatusBody } from '../../../src/contracts/owner.contract';
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
}

const NO_ORDER = 'No such order in this store';

export function registerOwnerOrdersController(app: FastifyInstance, deps: OwnerOrdersDeps) {
  const guard = { preHandler: ownerGuard(deps.tokens) };
  const changes = new OrderStatusChanges({ db: deps.db, stores: deps.stores, mailer: deps.mailer, platformHosts: deps.platformHosts });

  app.get('/Owner/Orders', guard, async (request, reply) => {
    const query = parseOr400(orderListQuery, request.query, reply);
    if (!query) return reply;
    const { WebID } = ownerOf(request);
    return ok({ ...(await listOrders(deps.db, WebID, query)), paymentMethods: await paymentMethodsUsed(deps.db, WebID) });
  });

  app.get('/Owner/Order', guard, async (request, reply) => {
    const query = parseOr400(orderIdQuery, request.query, reply);
    if (!query) return reply;
    const order = await ownerOrder(deps.db, ownerOf(request).WebID, query.OrderID);
    return order ? ok({ order, nextStatuses: nextStatuses(order.status) }) : sendError(reply, 404, NO_ORDER);
  });

  app.get('/Owner/OrderFile', guard, async (request, reply) => {
    const query = parseOr400(orderFileQuery, request.query, reply);
    if (!query) return reply;
    const file = await orderFile(deps.db, ownerOf(request).WebID, query.OrderID, query.FileID);
    if (!file) return sendError(reply, 404, 'No such file on this order');
    return sendAttachment(reply, { fileName: file.fileName, contentType: file.contentType, data: Buffer.from(file.dataBase64, 'base64') });
  });

  app.post('/Owner/SetOrderStatus', guard, async (request, reply) => {
    const body = parseOr400(setOrderStatusBody, request.body ?? {}, reply);
    if (!body) return reply;
    const owner = ownerOf(request);
    const actor = await ownerEmail(deps.db, owner);
    if (!actor) return sendError(reply, 401, 'Unauthorized: sign in to the Theme Studio');
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
      return sendError(
        reply,
        result.status,
        result.message,
        result.status === 409 ? [{ field: 'Status', message: result.message }] : undefined,
      );
    if (result.returnedStock) await deps.onStockChanged?.(owner.WebID);
    const order = await ownerOrder(deps.db, owner.WebID, body.OrderID);
    return ok({ order, nextStatuses: nextStatuses(result.order.status) }, `Order ${result.order.code} is ${result.order.status}`);
  });
}
