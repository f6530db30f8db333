/** The store's traffic report as the dashboard reads it (GET /api/track/report, docs/tracking.md). */
export interface DayTraffic { date: string; sessions: number; pageViews: number }

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
}

/** A store with no session and no page view in the range: the dashboard shows its empty state. */
export function isEmptyReport(report: TrafficReport): boolean {
  return report.totals.sessions === 0 && report.totals.pageViews === 0;
}

/**
 * Every day from..to with the report's figures, in order, quiet days as zeros: the host answers the
 * report with every day of the range, so the chart's x axis never skips one.
 */
export function fillDays(range: { from: string; to: string }, days: readonly DayTraffic[]): DayTraffic[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const filled: DayTraffic[] = [];
  const end = Date.parse(`${range.to}T00:00:00Z`);
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= end; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const found = byDate.get(date);
    filled.push({ date, sessions: found?.sessions ?? 0, pageViews: found?.pageViews ?? 0 });
  }
  return filled;
}
