/**
 * Orders as stored: written once inside the PlaceOrder transaction, then read by id (with the
 * guest's access token or the owning customer), by code (resume), by idempotency key (a retried
 * PlaceOrder), or as a customer's list. Every read is scoped by the store.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { orderLines, orders, orderStatusHistory } from './orders.tables';
import { randomCode } from '../platform/random-code';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

export const newOrderCode = () => `WX-${randomCode(10)}`;
export const newAccessToken = () => randomBytes(24).toString('base64url');

export async function insertOrder(tx: Db, order: NewOrder, lines: readonly NewOrderLine[]): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('order was not inserted');
  if (lines.length > 0) await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  await tx.insert(orderStatusHistory).values({ orderId: row.id, status: row.status, note: 'Order placed' });
  return row;
}

export async function setOrderStatus(
  db: Db,
  orderId: number,
  change: {
    status: string;
    paymentStatus: string;
    paymentInstructions: string;
    paymentMethod?: string;
    paymentReference?: string;
    paymentUrl?: string;
  },
  note: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(orders).set(change).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status: change.status, note });
  });
}

export async function findByKey(db: Db, webId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, webId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

export async function findById(db: Db, webId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, webId), eq(orders.id, orderId)));
  return row ?? null;
}

export async function findByCode(db: Db, webId: number, code: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, webId), eq(orders.code, code)));
  return row ?? null;
}

export async function linesOf(db: Db, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.id));
}

export async function historyOf(db: Db, orderId: number): Promise<Array<{ status: string; note: string; createdAt: Date }>> {
  return db
    .select({ status: orderStatusHistory.status, note: orderStatusHistory.note, createdAt: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

/** A customer's orders in this store, newest first (at most 100: the order history page's list). */
export async function customerOrders(db: Db, webId: number, customerId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, webId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
}
