/**
 * The sales half of the owner's report (docs/back-office.md): orders placed in the range and what they
 * brought in. A cancelled order is no sale, so it counts in neither orders nor revenue. Amounts are
 * in the store's currency, in its minor units (minor-units.ts), converted once from the base
 * currency's exact sum: the same rule every shown price follows.
 */
import type { Currency } from '../store/web-info';
import { everyDay } from './report-range';

export interface DaySales {
  date: string;
  orders: number;
  revenueMinor: number;
}

export interface SalesTotals {
  orders: number;
  revenueMinor: number;
  /** Revenue per order, to the minor unit; null without orders. */
  averageOrderMinor: number | null;
  /** Orders per session (0.034 is 3.4%); null without sessions, where a rate means nothing. */
  conversionRate: number | null;
}

export interface TopProduct {
  productId: number;
  name: string;
  units: number;
  revenueMinor: number;
}

export interface SalesReport {
  /** The store's currency the amounts are in (at its current rate). */
  currency: Currency;
  totals: SalesTotals;
  days: DaySales[];
  topProducts: TopProduct[];
}

/** Average order value and conversion rate from the range's counts. */
export function salesTotals(orders: number, revenueMinor: number, sessions: number): SalesTotals {
  return {
    orders,
    revenueMinor,
    averageOrderMinor: orders > 0 ? Math.round(revenueMinor / orders) : null,
    conversionRate: sessions > 0 ? orders / sessions : null,
  };
}

/** Every day of the range with its sales, quiet days as zeros (the chart never skips a day). */
export function fillSalesDays(range: { from: string; to: string }, days: readonly DaySales[]): DaySales[] {
  return everyDay(range, days, (date) => ({ date, orders: 0, revenueMinor: 0 }));
}

/** "3.4%" with one decimal below 10%, whole percents above; "–" when there is no rate. */
export function formatConversion(rate: number | null): string {
  if (rate === null) return '–';
  const percent = rate * 100;
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: percent < 10 ? 1 : 0 })}%`;
}
