/**
 * Sales on the owner's report (docs/back-office.md): orders, revenue, average order value, conversion and top
 * products come from the orders the store took in the range; a cancelled order is no sale, and
 * another store's orders are never counted.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SalesReport } from '../../src/domain/analytics/sales-report';
import { shownMinor } from '../../src/domain/money/minor-units';
import { orders, stores } from '../../server/store-api/db/schema';
import { identityCalls } from './support/identity-calls';
import { placeAuroraOrder } from './support/order-fixtures';
import { startOwnedStoreApiForFile } from './support/test-server';

const server = startOwnedStoreApiForFile('owner-token-for-sales-tests');
const { call, guest } = identityCalls(server);
const today = () => new Date().toISOString().slice(0, 10);

const ownerToken = async (store: string) =>
  (await call('/Owner/SignIn', { body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } })).body.data
    .ownerToken as string;
async function salesOf(store: string): Promise<SalesReport> {
  const response = await fetch(`${server.origin}/api/track/report?from=${today()}&to=${today()}`, {
    headers: { authorization: `Bearer ${await ownerToken(store)}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { sales: SalesReport } }).data.sales;
}

describe("sales on the owner's report", () => {
  it("counts the day's orders and revenue in the store's currency, leaves a cancelled order out, and keeps stores apart", async () => {
    const db = server.host.database!.db;
    const [aurora] = await db.select().from(stores).where(eq(stores.name, 'aurora'));
    const before = await salesOf('aurora');
    const nordicBefore = await salesOf('nordic');

    const shopper = await guest('aurora');
    const kept = await placeAuroraOrder(server, call, shopper.accessToken);
    const cancelled = await placeAuroraOrder(server, call, shopper.accessToken);
    const owner = await ownerToken('aurora');
    expect((await call('/Owner/SetOrderStatus', { token: owner, body: { OrderID: cancelled.orderID, Status: 'Cancelled' } })).status).toBe(
      200,
    );

    const [keptRow] = await db.select({ total: orders.total }).from(orders).where(eq(orders.id, kept.orderID));
    const after = await salesOf('aurora');
    expect(after.currency.currencyAbbreviation).toBe(aurora!.currencyAbbreviation);
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(after.totals.revenueMinor - before.totals.revenueMinor).toBe(
      shownMinor(keptRow!.total, { abbreviation: aurora!.currencyAbbreviation, rate: aurora!.currencyRate }),
    );
    expect(after.totals.averageOrderMinor).toBe(Math.round(after.totals.revenueMinor / after.totals.orders));
    // One day asked for, one day answered, carrying the same figures as the totals.
    expect(after.days).toEqual([{ date: today(), orders: after.totals.orders, revenueMinor: after.totals.revenueMinor }]);
    expect(after.topProducts.length).toBeGreaterThan(0);
    expect(after.topProducts[0]!.units).toBeGreaterThanOrEqual(1);

    // Nordic's owner sees none of Aurora's orders.
    expect((await salesOf('nordic')).totals).toEqual(nordicBefore.totals);
  });

  it('has no average without orders and no conversion rate without sessions', async () => {
    const response = await fetch(`${server.origin}/api/track/report?from=2020-01-01&to=2020-01-02`, {
      headers: { authorization: `Bearer ${await ownerToken('sakura')}` },
    });
    const { sales } = ((await response.json()) as { data: { sales: SalesReport } }).data;
    expect(sales.totals).toEqual({ orders: 0, revenueMinor: 0, averageOrderMinor: null, conversionRate: null });
    expect(sales.days.map((day) => day.date)).toEqual(['2020-01-01', '2020-01-02']);
    expect(sales.topProducts).toEqual([]);
  });
});
