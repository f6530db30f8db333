/**
 * The store settings' history: who saved the studio's Settings page, when, and what changed.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../platform/platform.tables';

/** The store settings' history: who saved the studio's Settings page, when, and what changed in words. */
export const storeSettingsHistory = pgTable(
  'store_settings_history',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The owner's e-mail. */
    changedBy: text('changed_by').notNull().default(''),
    /** One line per change (store-settings.ts describeSettingsChanges); never a secret's value. */
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_settings_history_store_idx').on(t.storeId, t.changedAt, t.id)],
);
