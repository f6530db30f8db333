/**
 * A store's outbound webhooks (decision 91): the endpoints its owner added, and one delivery row per
 * event and endpoint, written in the transaction of the change that caused it with the job that sends
 * it (platform/jobs, decision 84). A delivery's `job_key` names its current job, whose state and
 * run_at are the log's "next retry".
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../platform/platform.tables';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signed with until `previous_secret_until`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the platform switched it off (src/domain/webhooks/endpoint-health.ts); null when the owner did or it is on. */
    disabledReason: text('disabled_reason'),
    deadInARow: integer('dead_in_a_row').notNull().default(0),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_store_idx').on(t.storeId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id').notNull(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id: `webhook-id`, the receiver's idempotency key, the same on every attempt and resend. */
    eventId: text('event_id').notNull(),
    topic: text('topic').notNull(),
    /** The JSON body sent, {id, topic, created_at, store, data}. */
    body: jsonb('body').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    /** The receiver's answer (its first 500 characters) or why the request failed. */
    lastResponse: text('last_response'),
    jobKey: text('job_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id)],
);
