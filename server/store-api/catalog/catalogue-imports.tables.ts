/**
 * Catalogue imports (docs/catalogue.md, decision 87): the owner's uploaded file is kept with its
 * import, so the check and the write are jobs that any instance of a fleet can run, and run again
 * after a restart; each product of the file has a row saying what the check found and what the
 * write did; pictures given as addresses wait in their own rows until a job has fetched them.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../platform/platform.tables';
import { products } from './catalog.tables';

/**
 * checking → checked (the dry run is readable) → importing → done; cancelled from any of the first
 * three; failed when a job gave up (its error says why).
 */
export type CatalogueImportState = 'checking' | 'checked' | 'importing' | 'done' | 'cancelled' | 'failed';

export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id'),
    fileName: text('file_name').notNull(),
    /** The uploaded bytes, base64 (as the media table keeps pictures): read again by the write. */
    file: text('file').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    state: text('state').$type<CatalogueImportState>().notNull().default('checking'),
    /** A problem of the whole file (not UTF-8, no Handle column, a quote never closed): nothing can be imported. */
    fileError: text('file_error'),
    ignoredColumns: jsonb('ignored_columns').$type<string[]>().notNull().default([]),
    toCreate: integer('to_create').notNull().default(0),
    toUpdate: integer('to_update').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** Products of the file the write has finished with (its place when it resumes after a restart). */
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('catalogue_imports_store_idx').on(t.storeId, t.id),
    check('catalogue_imports_state_check', sql`state in ('checking', 'checked', 'importing', 'done', 'cancelled', 'failed')`),
  ],
);

/** What one product of the file is to become (`action`) and became (`outcome`), with the reasons. */
export const catalogueImportRows = pgTable(
  'catalogue_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    /** The product's place in the file, from 0. */
    seq: integer('seq').notNull(),
    firstRow: integer('first_row').notNull(),
    handle: text('handle').notNull(),
    title: text('title').notNull().default(''),
    action: text('action').$type<'create' | 'update' | 'refuse'>().notNull(),
    outcome: text('outcome').$type<'created' | 'updated' | 'failed' | null>(),
    messages: jsonb('messages').$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/** A picture of an imported product given as an address: fetched by a job, or a warning naming its row. */
export const catalogueImportPictures = pgTable(
  'catalogue_import_pictures',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    src: text('src').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull(),
    /** The option values of the variants that show this picture. */
    variants: jsonb('variants').$type<string[][]>().notNull().default([]),
    state: text('state').$type<'pending' | 'fetched' | 'failed'>().notNull().default('pending'),
    /** The stored picture (media://...) once fetched: a later import of the same address reuses it. */
    imageFile: text('image_file'),
    error: text('error'),
  },
  (t) => [
    index('catalogue_import_pictures_import_idx').on(t.importId),
    index('catalogue_import_pictures_src_idx').on(t.storeId, t.productId, t.src),
  ],
);
