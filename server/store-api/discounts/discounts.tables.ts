/**
 * The discounts' tables: discounts, gift cards, and their uses by orders (which reference the order:
 * a foreign key of the schema, allowed across the feature order, docs/decisions.md 75).
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables';
import { stores } from '../platform/platform.tables';

/**
 * A discount: a code a shopper types, or automatic (code null) for "spend X, get Y% off". `value`
 * is whole percent for 'percentage', base-currency cents for 'fixed', 0 for 'free_shipping'. Money
 * thresholds are base cents. `usedCount` is counted up inside PlaceOrder's transaction by a
 * conditional update, so a code limited to N uses is used exactly N times.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Upper case as typed by the owner; null for an automatic discount. */
    code: text('code'),
    title: text('title').notNull().default(''),
    kind: text('kind').notNull(),
    value: integer('value').notNull().default(0),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discounts_store_code_uq').on(t.storeId, t.code), index('discounts_store_created_idx').on(t.storeId, t.createdAt)],
);

/** One use of a discount by an order; `customerKey` is the customer's UserID or the guest's e-mail, for per-customer limits. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_redemptions_customer_idx').on(t.discountId, t.customerKey)],
);

/** A gift card: a code with a balance in base cents, spent by orders; the database refuses a negative balance. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    initialBalance: integer('initial_balance').notNull(),
    balance: integer('balance').notNull(),
    note: text('note').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_cards_store_code_uq').on(t.storeId, t.code)],
);

/** What an order took from a gift card. */
export const giftCardSpends = pgTable(
  'gift_card_spends',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_spends_card_idx').on(t.giftCardId)],
);
