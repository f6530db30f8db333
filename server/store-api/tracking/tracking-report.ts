/**
 * The tracking report for the owner's dashboard: one store, one date range (UTC days, both ends
 * included), its traffic and (sales.repository.ts) its sales. Every query filters by store and time first, which the (store_id, started_at) and
 * (store_id, occurred_at) indexes serve.
 */
import { and, avg, count, countDistinct, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fillDays, type TrafficReport } from '../../../src/domain/analytics/traffic-report';
import type { Db } from '../platform/database/client';
import { salesReport } from '../orders/sales.repository';
import { trackingEvents, trackingSessions } from './tracking.tables';

const TOP = 10;
const dayOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const ms = (value: string | null) => (value === null ? null : Math.round(Number(value)));

export async function trackingReport(db: Db, storeId: number, range: { from: string; to: string }): Promise<TrafficReport> {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000);
  const inSessions = and(
    eq(trackingSessions.storeId, storeId),
    gte(trackingSessions.startedAt, start),
    lt(trackingSessions.startedAt, end),
  );
  const inEvents = and(eq(trackingEvents.storeId, storeId), gte(trackingEvents.occurredAt, start), lt(trackingEvents.occurredAt, end));
  const sessionsBy = async (column: PgColumn, extra?: SQL) => {
    const rows = await db
      .select({ key: column, sessions: count() })
      .from(trackingSessions)
      .where(extra ? and(inSessions, extra) : inSessions)
      .groupBy(column)
      .orderBy(desc(count()), column)
      .limit(TOP);
    return rows.map((row) => ({ key: String(row.key ?? ''), sessions: row.sessions }));
  };

  // Independent reads: issued together (a pool runs them side by side; PGlite queues them).
  const [[sessionTotals], [eventTotals], sessionDays, eventDays, pages, referrers, utmSources, devices, browsers, countries] =
    await Promise.all([
      db
        .select({ sessions: count(), visitors: countDistinct(trackingSessions.visitorId) })
        .from(trackingSessions)
        .where(inSessions),
      db
        .select({ pageViews: count(), averageDurationMs: avg(trackingEvents.durationMs) })
        .from(trackingEvents)
        .where(inEvents),
      db
        .select({ date: dayOf(trackingSessions.startedAt), n: count() })
        .from(trackingSessions)
        .where(inSessions)
        .groupBy(dayOf(trackingSessions.startedAt)),
      db
        .select({ date: dayOf(trackingEvents.occurredAt), n: count() })
        .from(trackingEvents)
        .where(inEvents)
        .groupBy(dayOf(trackingEvents.occurredAt)),
      db
        .select({ path: trackingEvents.path, views: count(), averageDurationMs: avg(trackingEvents.durationMs) })
        .from(trackingEvents)
        .where(inEvents)
        .groupBy(trackingEvents.path)
        .orderBy(desc(count()), trackingEvents.path)
        .limit(TOP),
      sessionsBy(trackingSessions.referrerHost),
      sessionsBy(trackingSessions.utmSource, isNotNull(trackingSessions.utmSource)),
      sessionsBy(trackingSessions.device),
      sessionsBy(trackingSessions.browser),
      sessionsBy(trackingSessions.country),
    ]);

  const sales = await salesReport(db, storeId, range, sessionTotals?.sessions ?? 0);
  return {
    range,
    totals: {
      sessions: sessionTotals?.sessions ?? 0,
      visitors: sessionTotals?.visitors ?? 0,
      pageViews: eventTotals?.pageViews ?? 0,
      averageDurationMs: ms(eventTotals?.averageDurationMs ?? null),
    },
    days: fillDays(range, dailyFigures(sessionDays, eventDays)),
    topPages: pages.map((row) => ({ path: row.path, views: row.views, averageDurationMs: ms(row.averageDurationMs) })),
    referrers: referrers.map(({ key, sessions }) => ({ host: key || '(direct)', sessions })),
    utmSources: utmSources.map(({ key, sessions }) => ({ source: key, sessions })),
    devices: devices.map(({ key, sessions }) => ({ device: key || 'Unknown', sessions })),
    browsers: browsers.map(({ key, sessions }) => ({ browser: key || 'Unknown', sessions })),
    countries: countries.map(({ key, sessions }) => ({ country: key, sessions })),
    sales,
  };
}

/** The days that had sessions or page views; fillDays adds the quiet ones as zeros for the chart. */
function dailyFigures(sessionDays: ReadonlyArray<{ date: string; n: number }>, eventDays: ReadonlyArray<{ date: string; n: number }>) {
  const byDate = new Map<string, { date: string; sessions: number; pageViews: number }>();
  const day = (date: string) => byDate.get(date) ?? byDate.set(date, { date, sessions: 0, pageViews: 0 }).get(date)!;
  for (const row of sessionDays) day(row.date).sessions = row.n;
  for (const row of eventDays) day(row.date).pageViews = row.n;
  return [...byDate.values()];
}
