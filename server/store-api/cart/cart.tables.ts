/**
 * The cart's tables: a signed-in customer's cart, its lines, and the idempotency keys of cart writes.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from '../platform/platform.tables';

/** A signed-in customer's cart, one per store and customer (the access token's UserID). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_store_customer_uq').on(t.storeId, t.customerId)],
);

/**
 * A line of a cart; its id is the cartItemID. Product and variant are not foreign keys: a product
 * the store deletes must still be reported to the shopper as removed, once, by the next cart call.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** 0 when the product has no variants. */
    variantId: integer('variant_id').notNull().default(0),
    quantity: integer('quantity').notNull(),
    /** Add-on ids ascending, comma-joined, as the cart code writes them ('' for none). */
    addonIds: text('addon_ids').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_line_uq').on(t.cartId, t.productId, t.variantId, t.addonIds)],
);

/**
 * Cart writes already applied, per store, customer and Idempotency-Key: a retried write answers from
 * here instead of applying again. Kept a day (pruned by created_at).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    key: text('key').notNull(),
    /** Hash of the call and its arguments: the same key sent with another request is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.customerId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
