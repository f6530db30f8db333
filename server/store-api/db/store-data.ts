/**
 * A store's rows in every table, found from the schema itself (decision 93), so a table added later is
 * exported and deleted with no list to keep: the tables with a `store_id` column, and the tables that
 * hang from those by a foreign key (a product's pictures, a variant's values), however deep.
 * Export: one JSON document of those rows, without secrets (password hashes, tokens, webhook secrets),
 * with every picture's bytes in its media row wherever the deployment keeps them (decision 105).
 * Delete: the store's objects in object storage, then every such row and the store, in one transaction.
 */
import { eq, getTableColumns, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/database/client';
import { storeMediaPrefix, type MediaObjects } from '../platform/media-objects/media-objects';
import { encodeMediaBody } from '../theme/database-media-objects';
import * as schema from './schema';

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Columns an export leaves out: they open doors (hashes, tokens, secrets), they are not the store's content. */
const SECRET_COLUMN = /(password|secret|token|_hash$|^hash$)/;

interface TableLink {
  table: PgTable;
  name: string;
  /** This table's column and the table (by name) whose ids it names. */
  via: Array<{ column: PgColumn; parent: string }>;
  storeColumn: PgColumn | undefined;
}

function linksOf(table: PgTable): TableLink {
  const config = getTableConfig(table);
  const storeColumn = config.columns.find((column) => column.name === 'store_id');
  const via = config.foreignKeys
    .map((key) => key.reference())
    .filter((reference) => reference.columns.length === 1 && reference.foreignColumns[0]?.name === 'id')
    .map((reference) => ({ column: reference.columns[0]!, parent: getTableConfig(reference.foreignTable).name }));
  return { table, name: config.name, via, storeColumn };
}

const LINKS = TABLES.map(linksOf);

/** The tables that hold a store's rows: a store_id column, or a foreign key to such a table. */
function storeTables(): Set<string> {
  const names = new Set(LINKS.filter((link) => link.storeColumn || link.name === 'stores').map((link) => link.name));
  for (let grew = true; grew;) {
    grew = false;
    for (const link of LINKS)
      if (!names.has(link.name) && link.via.some((via) => names.has(via.parent))) {
        names.add(link.name);
        grew = true;
      }
  }
  return names;
}

const STORE_TABLES = storeTables();

/** Every row of the store, table by table (the `stores` row first), as the database holds them. */
async function rowsOf(db: Db, storeId: number): Promise<Map<string, Array<Record<string, unknown>>>> {
  const found = new Map<string, Array<Record<string, unknown>>>();
  const stores = LINKS.find((link) => link.name === 'stores')!;
  found.set(
    'stores',
    await db
      .select()
      .from(stores.table)
      .where(sql`id = ${storeId}`),
  );
  // A table with store_id is read by it; one without, once every table it names is read, by those rows' ids.
  for (let round = 0, grew = true; grew && round < 10; round++) {
    grew = false;
    for (const link of LINKS) {
      if (found.has(link.name) || !STORE_TABLES.has(link.name)) continue;
      const parents = link.via.filter((via) => via.parent !== link.name && STORE_TABLES.has(via.parent));
      if (!link.storeColumn && parents.some((via) => !found.has(via.parent))) continue;
      const byParent = (link.storeColumn ? [] : parents)
        .map((via) => ({
          via,
          ids: found
            .get(via.parent)!
            .map(idOf)
            .filter((id) => id !== null),
        }))
        .filter(({ ids }) => ids.length > 0)
        .map(({ via, ids }) => inArray(via.column, ids));
      const condition = link.storeColumn
        ? sql`${link.storeColumn} = ${storeId}`
        : byParent.length > 0
          ? sql.join(byParent, sql` OR `)
          : null;
      found.set(link.name, condition ? ((await db.select().from(link.table).where(condition)) as Array<Record<string, unknown>>) : []);
      grew = true;
    }
  }
  return found;
}

const idOf = (row: Record<string, unknown>): number | null => (typeof row.id === 'number' ? row.id : null);

/** A row as JSON keeps it: bytes as base64, dates as ISO text, secrets left out. */
function exportable(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMN.test(columns[key]?.name ?? key)) continue;
    out[key] = value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;
  }
  return out;
}

export interface StoreExport {
  format: 'webx-store-export';
  version: 1;
  exportedAt: string;
  store: Record<string, unknown>;
  /** Table name to its rows of this store; tables where the store has no row are left out. */
  tables: Record<string, Array<Record<string, unknown>>>;
}

/**
 * The store's rows as one document. A media row whose bytes lie in object storage (an empty body) gets
 * them from `objects`, encoded as the database keeps them, so an export reads the same under any adapter.
 */
export async function exportStore(db: Db, storeId: number, objects?: MediaObjects): Promise<StoreExport | null> {
  const found = await rowsOf(db, storeId);
  const [store] = found.get('stores') ?? [];
  if (!store) return null;
  if (objects) await fillMediaBodies(found.get('media') ?? [], objects);
  const tables: StoreExport['tables'] = {};
  for (const link of LINKS) {
    const rows = found.get(link.name) ?? [];
    if (link.name !== 'stores' && rows.length > 0) tables[link.name] = rows.map((row) => exportable(link.table, row));
  }
  return {
    format: 'webx-store-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    store: exportable(LINKS.find((link) => link.name === 'stores')!.table, store),
    tables,
  };
}

async function fillMediaBodies(rows: Array<Record<string, unknown>>, objects: MediaObjects): Promise<void> {
  for (const row of rows) {
    if (row.body !== '' || typeof row.path !== 'string') continue;
    const object = await objects.get(row.path);
    if (object) row.body = encodeMediaBody(object.body, String(row.contentType));
  }
}

/** Each table's count of the store's rows (the store's own row included): the delete's proof. */
export async function storeRowCounts(db: Db, storeId: number): Promise<Record<string, number>> {
  const found = await rowsOf(db, storeId);
  return Object.fromEntries([...found].filter(([, rows]) => rows.length > 0).map(([name, rows]) => [name, rows.length]));
}

/**
 * Deletes the store and every row of it, in one transaction: the tables with a store_id whose foreign
 * key does not cascade (the mail outbox, jobs, import rows) first, then the store, whose foreign keys
 * take the rest. False when there is no such store. With object storage (`objects`), the objects under
 * the store's folder go first: a row delete that fails is tried again (the deletion job) and finds
 * none, where the other order would leave objects no row names.
 */
export async function deleteStore(db: Db, storeId: number, objects?: MediaObjects): Promise<boolean> {
  if (objects && objects.kind !== 'database') {
    const [store] = await db.select({ name: schema.stores.name }).from(schema.stores).where(eq(schema.stores.id, storeId));
    if (store) await objects.deleteUnder(storeMediaPrefix(store.name));
  }
  return db.transaction(async (tx) => {
    const [store] = await tx.select({ id: schema.stores.id }).from(schema.stores).where(eq(schema.stores.id, storeId)).for('update');
    if (!store) return false;
    for (const link of LINKS) if (link.storeColumn) await tx.delete(link.table).where(sql`${link.storeColumn} = ${storeId}`);
    await tx.delete(schema.stores).where(eq(schema.stores.id, storeId));
    return true;
  });
}
