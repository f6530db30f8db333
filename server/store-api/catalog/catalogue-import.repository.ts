/**
 * Catalogue imports' rows (catalogue-imports.tables.ts, decision 87): the import with its uploaded
 * file and counts, a row per product of the file, and the pictures waiting to be fetched. Every read
 * an owner makes names the store; the jobs read by import id (their payload came from a store's call).
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type {
  CatalogueImportRowWire,
  CatalogueImportWire,
  ImportPictureProblemWire,
  ImportRowFilter,
} from '../../../src/contracts/owner-catalogue-import.contract';
import type { Db } from '../platform/database/client';
import { products } from './catalog.tables';
import { catalogueImportPictures, catalogueImportRows, catalogueImports, type CatalogueImportState } from './catalogue-imports.tables';

export type ImportRecord = typeof catalogueImports.$inferSelect;
export type NewImportRow = typeof catalogueImportRows.$inferInsert;

const { file: _file, ...summaryColumns } = getTableColumns(catalogueImports);

export async function createImport(
  db: Db,
  input: { storeId: number; ownerId: number; fileName: string; file: Buffer },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(catalogueImports)
    .values({
      storeId: input.storeId,
      ownerId: input.ownerId,
      fileName: input.fileName,
      file: input.file.toString('base64'),
      fileBytes: input.file.length,
    })
    .returning({ id: catalogueImports.id });
  return row!;
}

/** The import with its file, for a job. */
export async function importForJob(db: Db, importId: number): Promise<ImportRecord | null> {
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  return row ?? null;
}

type Summary = Omit<ImportRecord, 'file'>;

async function pictureCounts(db: Db, importIds: number[]): Promise<Map<number, CatalogueImportWire['pictures']>> {
  const counts = new Map<number, CatalogueImportWire['pictures']>();
  if (importIds.length === 0) return counts;
  const rows = await db
    .select({ importId: catalogueImportPictures.importId, state: catalogueImportPictures.state, n: count() })
    .from(catalogueImportPictures)
    .where(inArray(catalogueImportPictures.importId, importIds))
    .groupBy(catalogueImportPictures.importId, catalogueImportPictures.state);
  for (const row of rows) {
    const entry = counts.get(row.importId) ?? { pending: 0, fetched: 0, failed: 0 };
    entry[row.state] = Number(row.n);
    counts.set(row.importId, entry);
  }
  return counts;
}

function wireOf(row: Summary, pictures: CatalogueImportWire['pictures'] | undefined): CatalogueImportWire {
  return {
    importID: row.id,
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    state: row.state,
    fileError: row.fileError,
    ignoredColumns: row.ignoredColumns,
    toCreate: row.toCreate,
    toUpdate: row.toUpdate,
    refused: row.refused,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    failed: row.failed,
    pictures: pictures ?? { pending: 0, fetched: 0, failed: 0 },
    cancelRequested: row.cancelRequested,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The store's import as the studio reads it, or null (another store's reads as absent). */
export async function findImport(db: Db, storeId: number, importId: number): Promise<CatalogueImportWire | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(catalogueImports)
    .where(and(eq(catalogueImports.storeId, storeId), eq(catalogueImports.id, importId)));
  if (!row) return null;
  return wireOf(row, (await pictureCounts(db, [row.id])).get(row.id));
}

/** The store's latest imports, newest first. */
export async function listImports(db: Db, storeId: number, limit = 20): Promise<CatalogueImportWire[]> {
  const rows = await db
    .select(summaryColumns)
    .from(catalogueImports)
    .where(eq(catalogueImports.storeId, storeId))
    .orderBy(desc(catalogueImports.id))
    .limit(limit);
  const pictures = await pictureCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => wireOf(row, pictures.get(row.id)));
}

/** Moves the store's import from one state to another; false when it was not in `from`. */
export async function moveState(
  db: Db,
  storeId: number,
  importId: number,
  from: readonly CatalogueImportState[],
  to: CatalogueImportState,
): Promise<boolean> {
  const finished = to === 'done' || to === 'cancelled' || to === 'failed';
  const moved = await db
    .update(catalogueImports)
    .set({ state: to, ...(finished ? { finishedAt: new Date() } : {}) })
    .where(and(eq(catalogueImports.storeId, storeId), eq(catalogueImports.id, importId), inArray(catalogueImports.state, [...from])))
    .returning({ id: catalogueImports.id });
  return moved.length > 0;
}

export async function requestCancel(db: Db, storeId: number, importId: number): Promise<void> {
  await db
    .update(catalogueImports)
    .set({ cancelRequested: true })
    .where(and(eq(catalogueImports.storeId, storeId), eq(catalogueImports.id, importId), eq(catalogueImports.state, 'importing')));
}

export async function failImport(db: Db, importId: number, error: string): Promise<void> {
  await db
    .update(catalogueImports)
    .set({ state: 'failed', error, finishedAt: new Date() })
    .where(and(eq(catalogueImports.id, importId), inArray(catalogueImports.state, ['checking', 'importing'])));
}

/** Forgets a dry run's rows (a check job starting again after a restart). */
export async function clearRows(db: Db, importId: number): Promise<void> {
  await db.delete(catalogueImportRows).where(eq(catalogueImportRows.importId, importId));
}

export async function insertRows(db: Db, rows: readonly NewImportRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(catalogueImportRows).values([...rows]);
}

/** The dry run's outcome; only an import still being checked takes it (a cancel meanwhile wins). */
export async function finishCheck(
  db: Db,
  importId: number,
  result: { fileError: string | null; ignoredColumns: string[]; toCreate: number; toUpdate: number; refused: number },
): Promise<void> {
  await db
    .update(catalogueImports)
    .set({ ...result, state: 'checked' })
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.state, 'checking')));
}

/** Of `handles`, those the store's products already have (the dry run's "update"). */
export async function existingHandles(db: Db, storeId: number, handles: readonly string[]): Promise<Set<string>> {
  if (handles.length === 0) return new Set();
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.slug, [...handles])));
  return new Set(rows.map((row) => row.slug));
}

const FILTERS: Record<ImportRowFilter, ReturnType<typeof sql> | undefined> = {
  all: undefined,
  create: sql`${catalogueImportRows.action} = 'create'`,
  update: sql`${catalogueImportRows.action} = 'update'`,
  refuse: sql`${catalogueImportRows.action} = 'refuse'`,
  failed: sql`${catalogueImportRows.outcome} = 'failed'`,
};

export async function rowsPage(
  db: Db,
  importId: number,
  filter: ImportRowFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: CatalogueImportRowWire[]; total: number }> {
  const where = and(eq(catalogueImportRows.importId, importId), FILTERS[filter]);
  const [total] = await db.select({ n: count() }).from(catalogueImportRows).where(where);
  const rows = await db
    .select()
    .from(catalogueImportRows)
    .where(where)
    .orderBy(asc(catalogueImportRows.seq))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((row) => ({
      seq: row.seq,
      firstRow: row.firstRow,
      handle: row.handle,
      title: row.title,
      action: row.action,
      outcome: row.outcome,
      messages: row.messages,
    })),
  };
}

/** One product of the file written (or not): its row's outcome and the import's counts and place. */
export async function recordOutcome(
  db: Db,
  importId: number,
  seq: number,
  outcome: 'created' | 'updated' | 'failed' | null,
  message: string | null,
): Promise<void> {
  if (outcome !== null)
    await db
      .update(catalogueImportRows)
      .set({
        outcome,
        ...(message ? { messages: sql`${catalogueImportRows.messages} || ${JSON.stringify([message])}::jsonb` } : {}),
      })
      .where(and(eq(catalogueImportRows.importId, importId), eq(catalogueImportRows.seq, seq)));
  await db
    .update(catalogueImports)
    .set({
      processed: seq + 1,
      ...(outcome === 'created' ? { created: sql`${catalogueImports.created} + 1` } : {}),
      ...(outcome === 'updated' ? { updated: sql`${catalogueImports.updated} + 1` } : {}),
      ...(outcome === 'failed' ? { failed: sql`${catalogueImports.failed} + 1` } : {}),
    })
    .where(eq(catalogueImports.id, importId));
}

export async function isCancelRequested(db: Db, importId: number): Promise<boolean> {
  const [row] = await db
    .select({ cancel: catalogueImports.cancelRequested })
    .from(catalogueImports)
    .where(eq(catalogueImports.id, importId));
  return row?.cancel ?? true;
}

/** Pictures the store already fetched from these addresses (an earlier import of the same file). */
export async function fetchedPictures(db: Db, storeId: number, srcs: readonly string[]): Promise<Map<string, string>> {
  if (srcs.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([catalogueImportPictures.src], { src: catalogueImportPictures.src, file: catalogueImportPictures.imageFile })
    .from(catalogueImportPictures)
    .where(
      and(
        eq(catalogueImportPictures.storeId, storeId),
        eq(catalogueImportPictures.state, 'fetched'),
        inArray(catalogueImportPictures.src, [...srcs]),
      ),
    )
    .orderBy(catalogueImportPictures.src, desc(catalogueImportPictures.id));
  return new Map(rows.flatMap((row) => (row.file ? [[row.src, row.file] as const] : [])));
}

export async function addPendingPictures(db: Db, rows: ReadonlyArray<typeof catalogueImportPictures.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(catalogueImportPictures).values([...rows]);
}

export type PendingPictureRow = typeof catalogueImportPictures.$inferSelect;

export async function pendingPictures(db: Db, importId: number, limit: number): Promise<PendingPictureRow[]> {
  return db
    .select()
    .from(catalogueImportPictures)
    .where(and(eq(catalogueImportPictures.importId, importId), eq(catalogueImportPictures.state, 'pending')))
    .orderBy(asc(catalogueImportPictures.id))
    .limit(limit);
}

export async function settlePicture(db: Db, pictureId: number, outcome: { imageFile: string } | { error: string }): Promise<void> {
  await db
    .update(catalogueImportPictures)
    .set('imageFile' in outcome ? { state: 'fetched', imageFile: outcome.imageFile } : { state: 'failed', error: outcome.error })
    .where(eq(catalogueImportPictures.id, pictureId));
}

export async function pictureProblems(db: Db, importId: number, limit = 200): Promise<ImportPictureProblemWire[]> {
  const rows = await db
    .select({ row: catalogueImportPictures.row, src: catalogueImportPictures.src, error: catalogueImportPictures.error })
    .from(catalogueImportPictures)
    .where(and(eq(catalogueImportPictures.importId, importId), eq(catalogueImportPictures.state, 'failed')))
    .orderBy(asc(catalogueImportPictures.row), asc(catalogueImportPictures.id))
    .limit(limit);
  return rows.map((row) => ({ row: row.row, src: row.src, error: row.error ?? '' }));
}

/** The import's failed pictures wait again; how many. */
export async function retryFailedPictures(db: Db, importId: number): Promise<number> {
  const rows = await db
    .update(catalogueImportPictures)
    .set({ state: 'pending', error: null })
    .where(and(eq(catalogueImportPictures.importId, importId), eq(catalogueImportPictures.state, 'failed')))
    .returning({ id: catalogueImportPictures.id });
  return rows.length;
}
