/**
 * The studio's reads of a store's customers: the list (search by name, company, e-mail or phone;
 * filter by status; newest first; paged) with the count per status of the same search, each with its
 * number of orders and the actions the domain allows an owner from its status.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { customerActions } from '../../../src/domain/identity/customer-transitions';
import type { Db } from '../platform/database/client';
import { customers } from '../identity/identity.tables';
import { orders } from '../orders/orders.tables';
import { containsPattern } from '../platform/contains-pattern';
import type { CustomerListQuery } from '../../../src/contracts/owner.contract';

export type CustomerRow = typeof customers.$inferSelect;

function conditions(webId: number, query: CustomerListQuery, withStatus: boolean): SQL {
  const pattern = query.Search ? containsPattern(query.Search) : null;
  const name = sql`${customers.firstName} || ' ' || ${customers.lastName}`;
  return and(
    eq(customers.storeId, webId),
    pattern
      ? or(
          sql`${name} ilike ${pattern}`,
          sql`${customers.companyName} ilike ${pattern}`,
          sql`${customers.email} ilike ${pattern}`,
          sql`${customers.phone} ilike ${pattern}`,
        )
      : undefined,
    withStatus && query.Status ? eq(customers.status, query.Status) : undefined,
  )!;
}

export function customerSummary(row: CustomerRow, orderCount: number) {
  return {
    customerID: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    customerType: row.customerType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    orderCount,
    actions: customerActions(row.status),
  };
}

export async function orderCounts(db: Db, webId: number, customerIds: readonly number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: orders.customerId, n: count() })
    .from(orders)
    .where(and(eq(orders.storeId, webId), inArray(orders.customerId, customerIds.map(String))))
    .groupBy(orders.customerId);
  return new Map(rows.map((row) => [Number(row.customerId), row.n]));
}

export async function listCustomers(db: Db, webId: number, query: CustomerListQuery) {
  const rows = await db
    .select()
    .from(customers)
    .where(conditions(webId, query, true))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(query.PageSize)
    .offset((query.Page - 1) * query.PageSize);
  const [total] = await db
    .select({ n: count() })
    .from(customers)
    .where(conditions(webId, query, true));
  const perStatus = await db
    .select({ status: customers.status, n: count() })
    .from(customers)
    .where(conditions(webId, query, false))
    .groupBy(customers.status);
  const ordered = await orderCounts(
    db,
    webId,
    rows.map((row) => row.id),
  );
  return {
    customers: rows.map((row) => customerSummary(row, ordered.get(row.id) ?? 0)),
    total: total?.n ?? 0,
    page: query.Page,
    pageSize: query.PageSize,
    counts: Object.fromEntries(perStatus.map((row) => [String(row.status), row.n])) as Record<string, number>,
  };
}
