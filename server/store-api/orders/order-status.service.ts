/**
 * An owner moves an order on (docs/back-office.md). One transaction locks the order row, asks the
 * domain's state machine (order-transitions.ts) whether the move is allowed, writes the status, the
 * payment state, the tracking and the timeline entry with who made it, and on a cancel gives the
 * units back to stock and what it took from gift cards back to the cards: a cancel either returns
 * all of it with the status or nothing at all. After
 * the commit the customer is mailed (the change stands whatever the mail does).
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../src/domain/orders/order-status';
import { transition, type Tracking } from '../../../src/domain/orders/order-transitions';
import type { Db } from '../platform/database/client';
import { restoreGiftCards } from '../discounts/discount.repository';
import { orders, orderStatusHistory } from './orders.tables';
import type { Mailer } from '../platform/mail/mailer';
import { storeLink } from '../platform/store-link';
import type { StoreRepository, StoreRow } from '../platform/store.repository';
import { linesOf, type OrderRow } from './order.repository';
import { returnStock } from './order-stock';
import { statusChangeMail } from './status-mail';
import type { WebhookEmitter } from '../platform/webhook-emitter';
import { orderData } from './order-webhook-data';

export interface StatusChangeRequest {
  webId: number;
  orderId: number;
  to: string;
  tracking?: Partial<Tracking>;
  note: string;
  /** Who makes the change, as the timeline shows it (the owner's e-mail). */
  actor: string;
  /** The owner making it, whom the stock ledger names when a cancel returns units; null for the system. */
  ownerId?: number | null;
}

export type StatusChangeResult = { ok: true; order: OrderRow; returnedStock: boolean } | { ok: false; status: 404 | 409; message: string };

export class OrderStatusChanges {
  constructor(
    private readonly deps: {
      db: Db;
      stores: StoreRepository;
      mailer?: Mailer | undefined;
      platformHosts?: readonly string[] | undefined;
      /** `orders/updated` on every move, `orders/cancelled` too on a cancel, in the change's transaction (decision 91). */
      webhooks?: WebhookEmitter | undefined;
    },
  ) {}

  async change(request: StatusChangeRequest): Promise<StatusChangeResult> {
    // Read before the transaction: on PGlite a statement from outside an open transaction waits for it.
    const store = await this.deps.stores.findById(request.webId);
    const result = await this.deps.db.transaction(async (tx): Promise<StatusChangeResult> => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.storeId, request.webId), eq(orders.id, request.orderId)))
        .for('update');
      if (!order) return { ok: false, status: 404, message: 'No such order in this store' };
      const moved = transition(order, request.to, request.tracking);
      if (!moved.ok) return { ok: false, status: 409, message: moved.reason };
      const tracking = moved.tracking ? { trackingNumber: moved.tracking.number, trackingUrl: moved.tracking.url } : {};
      const [updated] = await tx
        .update(orders)
        .set({ status: moved.status, paymentStatus: moved.paymentStatus, ...tracking })
        .where(eq(orders.id, order.id))
        .returning();
      await tx.insert(orderStatusHistory).values({ orderId: order.id, status: moved.status, note: request.note, actor: request.actor });
      if (moved.returnsStock) {
        await returnStock(tx, request.webId, await linesOf(tx, [order.id]), { orderId: order.id, ownerId: request.ownerId ?? null });
        await restoreGiftCards(tx, order.id);
      }
      if (this.deps.webhooks) {
        const data = orderData(updated!, await linesOf(tx, [order.id]));
        await this.deps.webhooks.emit(tx, { webId: request.webId, topic: 'orders/updated', data });
        if (moved.status === ORDER_STATUS.cancelled)
          await this.deps.webhooks.emit(tx, { webId: request.webId, topic: 'orders/cancelled', data });
      }
      // Queued with the change (a job, docs/decisions.md 84): the customer hears of every status that commits.
      if (store) await this.mail(store, updated!, tx);
      return { ok: true, order: updated!, returnedStock: moved.returnsStock };
    });
    return result;
  }

  private async mail(store: StoreRow, order: OrderRow, tx: Db): Promise<void> {
    if (!this.deps.mailer) return;
    const link = storeLink(store, undefined, `/order/${order.id}`, { t: order.accessToken }, this.deps.platformHosts);
    const mail = statusChangeMail(store.id, store.title, order, link);
    if (mail) await this.deps.mailer.send(mail, { in: tx });
  }
}
