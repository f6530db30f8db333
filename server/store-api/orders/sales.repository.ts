/**
 * Sales for the owner's report: orders placed in a range of UTC days (both ends included), left out
 * when cancelled. Sums are taken in the base currency by the database (exact numerics), then shown
 * once in the store's currency at its current rate, like every price (src/domain/money/minor-units.ts).
 * Every read filters by store and creation time first (orders_store_created_idx).
 */
import { and, count, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { fillSalesDays, salesTotals, type SalesReport } from '../../../src/domain/analytics/sales-report';
import { shownMinor } from '../../../src/domain/money/minor-units';
import type { Db } from '../platform/database/client';
import { orderLines, orders } from './orders.tables';
import { stores } from '../platform/platform.tables';

const TOP_PRODUCTS = 10;
const CANCELLED = 'Cancelled';

export async function salesReport(db: Db, storeId: number, range: { from: string; to: string }, sessions: number): Promise<SalesReport> {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000);
  const sold = and(eq(orders.storeId, storeId), gte(orders.createdAt, start), lt(orders.createdAt, end), ne(orders.status, CANCELLED));
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const revenue = sql<string>`coalesce(sum(${orders.total}), 0)::text`;
  const lineRevenue = sql<string>`coalesce(sum(${orderLines.lineTotal}), 0)::text`;
  const units = sql<string>`sum(${orderLines.quantity})::text`;

  const [[store], [totals], days, products] = await Promise.all([
    db
      .select({ abbreviation: stores.currencyAbbreviation, symbol: stores.currencySymbol, rate: stores.currencyRate })
      .from(stores)
      .where(eq(stores.id, storeId)),
    db.select({ orders: count(), revenue }).from(orders).where(sold),
    db.select({ date: day, orders: count(), revenue }).from(orders).where(sold).groupBy(day),
    db
      .select({ productId: orderLines.productId, name: sql<string>`max(${orderLines.itemName})`, units, revenue: lineRevenue })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sold)
      .groupBy(orderLines.productId)
      .orderBy(desc(units), desc(lineRevenue), orderLines.productId)
      .limit(TOP_PRODUCTS),
  ]);

  const currency = {
    currencyAbbreviation: store?.abbreviation ?? 'USD',
    currencySymbol: store?.symbol ?? '$',
    currencyRate: Number(store?.rate ?? 1),
  };
  const shown = (amount: string) => shownMinor(amount, { abbreviation: currency.currencyAbbreviation, rate: currency.currencyRate });
  return {
    currency,
    totals: salesTotals(totals?.orders ?? 0, shown(totals?.revenue ?? '0'), sessions),
    days: fillSalesDays(
      range,
      days.map((row) => ({ date: row.date, orders: row.orders, revenueMinor: shown(row.revenue) })),
    ),
    topProducts: products.map((row) => ({
      productId: row.productId,
      name: row.name,
      units: Number(row.units),
      revenueMinor: shown(row.revenue),
    })),
  };
}
