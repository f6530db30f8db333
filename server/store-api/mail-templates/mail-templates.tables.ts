/**
 * A store's own mail templates (decision 108): one row per mail its owner changed; a mail without a
 * row is written from its default (src/domain/mail/mail-templates.ts). Reset to default deletes the row.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../platform/platform.tables';

export const mailTemplates = pgTable(
  'mail_templates',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Which mail: a MAIL_TEMPLATE_NAMES entry. */
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.name] })],
);
