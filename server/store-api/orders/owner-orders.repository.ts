/**
 * The studio's reads of a store's orders: the list (search by code, name or e-mail; filters by status,
 * payment method and dates; newest first; paged) with the count per status of the same search, and
 * one order as the owner sees it: the customer's view plus who made each change, the answered files
 * and the customer account. Every read is scoped by the owner's store.
 */
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { minorText, shownMinor } from '../../../src/domain/money/minor-units';
import { containsPattern } from '../platform/contains-pattern';
import type { Db } from '../platform/database/client';
import { customers } from '../identity/identity.tables';
import { orderFiles, orders, orderStatusHistory } from './orders.tables';
import { findById, linesOf } from './order.repository';
import { orderView } from './order-view';
import { orderToWire } from '../../../src/contracts/orders.wire';
import type { OrderListQuery } from '../../../src/contracts/owner.contract';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function listConditions(webId: number, query: OrderListQuery, withStatus: boolean): SQL {
  const pattern = query.Search ? containsPattern(query.Search) : null;
  return and(
    eq(orders.storeId, webId),
    pattern
      ? or(
          sql`${orders.code} ilike ${pattern}`,
          sql`${orders.contact}->>'fullName' ilike ${pattern}`,
          sql`${orders.contact}->>'email' ilike ${pattern}`,
        )
      : undefined,
    query.PaymentMethod ? eq(orders.paymentMethod, query.PaymentMethod) : undefined,
    query.From ? gte(orders.createdAt, new Date(`${query.From}T00:00:00Z`)) : undefined,
    query.To ? lt(orders.createdAt, nextDay(query.To)) : undefined,
    withStatus && query.Status ? eq(orders.status, query.Status) : undefined,
  )!;
}

export async function listOrders(db: Db, webId: number, query: OrderListQuery) {
  const rows = await db
    .select({
      orderID: orders.id,
      code: orders.code,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      currency: orders.currencyAbbreviation,
      rate: orders.currencyRate,
      contact: orders.contact,
      createdAt: orders.createdAt,
      customerId: orders.customerId,
    })
    .from(orders)
    .where(listConditions(webId, query, true))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.PageSize)
    .offset((query.Page - 1) * query.PageSize);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .where(listConditions(webId, query, true));
  // The tabs at the top count the same search in every status, as the admin's order tabs do.
  const perStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(listConditions(webId, query, false))
    .groupBy(orders.status);
  return {
    orders: rows.map((row) => ({
      orderID: row.orderID,
      code: row.code,
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      // In the shopper's currency, as the order page shows it (rounded once: a list needs no per-line sums).
      total: minorText(shownMinor(row.total, { abbreviation: row.currency, rate: row.rate }), row.currency),
      currency: row.currency,
      customerName: row.contact.fullName,
      customerEmail: row.contact.email,
      isGuest: row.customerId === null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.Page,
    pageSize: query.PageSize,
    counts: Object.fromEntries(perStatus.map((row) => [row.status, row.n])) as Record<string, number>,
  };
}

export async function ownerOrder(db: Db, webId: number, orderId: number) {
  const order = await findById(db, webId, orderId);
  if (!order) return null;
  const history = await db
    .select({
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      actor: orderStatusHistory.actor,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.id));
  const files = await db
    .select({
      fileID: orderFiles.id,
      fieldName: orderFiles.fieldName,
      fileName: orderFiles.fileName,
      contentType: orderFiles.contentType,
      size: orderFiles.size,
    })
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, order.id), eq(orderFiles.storeId, webId)))
    .orderBy(asc(orderFiles.id));
  const customerId = order.customerId === null ? NaN : Number(order.customerId);
  const [account] = Number.isInteger(customerId)
    ? await db
        .select({
          customerID: customers.id,
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
          customerType: customers.customerType,
          status: customers.status,
        })
        .from(customers)
        .where(and(eq(customers.storeId, webId), eq(customers.id, customerId)))
        .limit(1)
    : [];
  const view = orderView(order, await linesOf(db, [order.id]), history);
  return {
    ...orderToWire(view),
    history: history.map((entry) => ({
      status: entry.status,
      note: entry.note,
      actor: entry.actor,
      createdAt: entry.createdAt.toISOString(),
    })),
    files,
    account: account ?? null,
  };
}

export async function orderFile(db: Db, webId: number, orderId: number, fileId: number) {
  const [file] = await db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.storeId, webId), eq(orderFiles.orderId, orderId), eq(orderFiles.id, fileId)))
    .limit(1);
  return file ?? null;
}

export async function paymentMethodsUsed(db: Db, webId: number): Promise<string[]> {
  const rows = await db.selectDistinct({ method: orders.paymentMethod }).from(orders).where(eq(orders.storeId, webId));
  return rows.map((row) => row.method).sort();
}
