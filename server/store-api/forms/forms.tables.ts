/**
 * The forms' tables: contact and form-section submissions and the files sent with them.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from '../platform/platform.tables';

/** Contact and form-section submissions, kept per store. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** 'contact', 'subscribe' or 'form' (a forms section, named by its temp_id in sectionId). */
    source: text('source').notNull(),
    sectionId: text('section_id'),
    pagePath: text('page_path').notNull().default(''),
    fields: jsonb('fields')
      .$type<Array<{ fieldName: string; value: string | string[]; file?: { name: string; type: string; size: number } }>>()
      .notNull(),
    /** Unguessable token the sender gets back to read the submission again (never the serial id). */
    receipt: text('receipt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner opened (or marked) the message read in the studio's Messages; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the owner archived it; null while it is in the inbox. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('form_submissions_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('form_submissions_receipt_uq').on(t.receipt),
    // The inbox: a store's messages in or out of the archive, newest first (migration 0018).
    index('form_submissions_inbox_idx').on(t.storeId, t.archivedAt, t.createdAt, t.id),
  ],
);

/** The columns of a file a shopper sent in answer to a field (a form's or a checkout question's); fresh builders per table. */
export const answeredFileColumns = () => ({
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  fieldName: text('field_name').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull().default(''),
  size: integer('size').notNull(),
  dataBase64: text('data_base64').notNull(),
});

/**
 * Files sent with file fields (at most 2 MB each), kept apart from the submission row so listing
 * submissions never reads file contents. Stored as the base64 the browser sent: the same text both
 * databases handle alike, and what an owner's tool downloads.
 */
export const formFiles = pgTable(
  'form_files',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    ...answeredFileColumns(),
  },
  (t) => [index('form_files_submission_idx').on(t.submissionId)],
);
