/**
 * The tracking tables: visits, page views with their visible duration, and ad conversion events.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from '../platform/platform.tables';

/** A visit (spec section 3's session tracking record); one row per store and SessionID. */
export const trackingSessions = pgTable(
  'tracking_sessions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    /** The UserID of the access token the beacon came with; null for a guest. */
    customerId: text('customer_id'),
    landingUrl: text('landing_url').notNull(),
    referrer: text('referrer').notNull().default(''),
    /** Host of the referrer ('' for direct visits), kept apart so the dashboard groups by it cheaply. */
    referrerHost: text('referrer_host').notNull().default(''),
    ipAddress: text('ip_address').notNull(),
    geo: jsonb('geo').$type<Record<string, string | number | null>>().notNull(),
    country: text('country').notNull().default('Unknown'),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    device: text('device').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    utm: jsonb('utm').$type<Record<string, string>>(),
    utmSource: text('utm_source'),
    /** The client's Timestamp, as sent. */
    clientTimestamp: text('client_timestamp').notNull(),
    /** When the host received it: dashboards range over this, never over the client's clock. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_sessions_store_session_uq').on(t.storeId, t.sessionId),
    index('tracking_sessions_store_started_idx').on(t.storeId, t.startedAt),
  ],
);

/** A page_view event and, once the shopper leaves the page, its visible duration. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    url: text('url').notNull(),
    /** The URL's path (no query): what "top pages" groups by. */
    path: text('path').notNull(),
    /** Visible milliseconds; null until the first duration update. */
    durationMs: integer('duration_ms'),
    clientTimestamp: text('client_timestamp').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_events_store_event_uq').on(t.storeId, t.eventId),
    index('tracking_events_store_occurred_idx').on(t.storeId, t.occurredAt),
  ],
);

/** Facebook Conversions API events as the storefront reported them; sentAt is set once delivered. */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    /** The pixel's event_id: the Conversions API deduplicates the browser and server copies by it. */
    eventId: text('event_id').notNull(),
    eventTime: integer('event_time').notNull(),
    url: text('url').notNull(),
    customData: jsonb('custom_data').$type<Record<string, unknown>>().notNull(),
    /** 'recorded' (no token: embedded default), 'sent', or 'failed'. */
    delivery: text('delivery').notNull().default('recorded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversion_events_store_event_uq').on(t.storeId, t.eventName, t.eventId),
    index('conversion_events_store_created_idx').on(t.storeId, t.createdAt),
  ],
);
