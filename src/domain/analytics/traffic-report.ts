import { everyDay } from './report-range';
import type { SalesReport } from './sales-report';

/** The store's traffic report as the dashboard reads it (GET /api/track/report, docs/tracking.md). */
export interface DayTraffic {
  date: string;
  sessions: number;
  pageViews: number;
}

export interface TrafficReport {
  range: { from: string; to: string };
  totals: { sessions: number; visitors: number; pageViews: number; averageDurationMs: number | null };
  days: DayTraffic[];
  topPages: Array<{ path: string; views: number; averageDurationMs: number | null }>;
  referrers: Array<{ host: string; sessions: number }>;
  utmSources: Array<{ source: string; sessions: number }>;
  devices: Array<{ device: string; sessions: number }>;
  browsers: Array<{ browser: string; sessions: number }>;
  countries: Array<{ country: string; sessions: number }>;
  /** Orders placed in the range, from the same database (sales-report.ts). */
  sales: SalesReport;
}

/** A store with no session, no page view and no order in the range: the dashboard shows its empty state. */
export function isEmptyReport(report: TrafficReport): boolean {
  return report.totals.sessions === 0 && report.totals.pageViews === 0 && report.sales.totals.orders === 0;
}

/**
 * Every day from..to with the report's figures, in order, quiet days as zeros: the host answers the
 * report with every day of the range, so the chart's x axis never skips one.
 */
export function fillDays(range: { from: string; to: string }, days: readonly DayTraffic[]): DayTraffic[] {
  return everyDay(range, days, (date) => ({ date, sessions: 0, pageViews: 0 }));
}
