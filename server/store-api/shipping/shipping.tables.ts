/**
 * Shipping's tables: a store's zones and the methods that ship to them.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stores } from '../platform/platform.tables';

/**
 * Where a store ships: a zone of countries (ISO codes; none = the rest of the world) with
 * its tax rate in thousandths of a percent (src/domain/shipping/shipping-zones.ts, tax.ts).
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'`),
    taxRate: integer('tax_rate').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('shipping_zones_store_idx').on(t.storeId, t.position)],
);

/** How a store ships to a zone: a flat rate, or tiers by weight or subtotal, in the store's base currency. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    /** 'flat', 'weight' or 'subtotal' (shipping-charge.ts). */
    kind: text('kind').notNull().default('flat'),
    /** Ascending `from` (grams, or base-currency cents) with the rate from there up; [] for a flat rate. */
    tiers: jsonb('tiers').$type<Array<{ from: number; rate: string }>>().notNull().default([]),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rate: numeric('rate', { precision: 12, scale: 2 }).notNull(),
    /** Subtotal (base currency) from which the method ships free; null when it never does (migration 0020). */
    freeOver: numeric('free_over', { precision: 12, scale: 2 }),
    position: integer('position').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [index('shipping_methods_store_idx').on(t.storeId, t.position)],
);
