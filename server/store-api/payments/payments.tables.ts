/**
 * The payments' table: what card providers reported about an order's payment.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A payment provider's event already handled (a Stripe webhook's event id): a delivery repeated by
 * the provider finds its row and changes nothing. Written in the transaction that acts on it.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    storeId: integer('store_id'),
    orderId: integer('order_id'),
    /** What the event did: 'paid', or why it changed nothing ('unknown-order', 'amount-mismatch', …). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
