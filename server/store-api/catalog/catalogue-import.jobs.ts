/**
 * A catalogue import's work, as jobs any instance of a fleet runs (decision 87):
 * - the check (the dry run) reads the whole file and writes a row per product saying what it will
 *   become (create, update, refuse) and why; it changes nothing in the catalogue, so a restart simply
 *   checks again;
 * - the write saves the products one transaction each, in the file's order, and keeps its place
 *   (`processed`): it works for a time budget, then leaves the rest to a new job of its own, so a
 *   10,000-product file neither holds a worker nor loses its place when an instance stops. A product
 *   is found by its handle, so writing one again after a restart updates it rather than adding a copy.
 *   Cancelling stops it between two products. Each batch tells the store's caches once.
 */
import { isValidHandle } from '../../../src/domain/catalog/csv/product-handle';
import { problemText, type ProductDraft } from '../../../src/domain/catalog/csv/catalogue-draft';
import { SLUG_PATTERN } from '../../../src/domain/catalog/resolved-page';
import type { Db } from '../platform/database/client';
import type { ClaimedJob, JobHandler, JobQueue } from '../platform/jobs/job-queue';
import * as imports from './catalogue-import.repository';
import { importFieldsOf } from './draft-fields';
import { readProductCsv, type ProductCsvEvent } from './product-csv-reader';
import type { ProductWritesService } from './product-writes.service';

export const IMPORT_CHECK_JOB = 'catalogue-import-check';
export const IMPORT_WRITE_JOB = 'catalogue-import-write';
export const IMPORT_PICTURES_JOB = 'catalogue-import-pictures';

export interface ImportJobPayload {
  importId: number;
}

export const describeImportJob = (payload: unknown) => ({ importId: (payload as ImportJobPayload).importId });

export interface CatalogueImportDeps {
  db: Db;
  jobs: JobQueue;
  writes: ProductWritesService;
  /** Of these media:// addresses, the ones this store holds (the media library lies in the theme feature). */
  ownMediaAmong: (storeId: number, urls: readonly string[]) => Promise<Set<string>>;
  /** Every instance forgets the store's cached catalogue. */
  onCatalogueChanged: (storeId: number) => Promise<void>;
  /** How long one job writes before handing the rest to the next (tests make it short). */
  budgetMs?: number;
  now?: () => number;
}

const ROWS_PER_INSERT = 500;
const PRODUCTS_PER_ANNOUNCE = 100;
const DEFAULT_BUDGET_MS = 20_000;

async function* chunksOf(file: Buffer): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < file.length; at += 64 * 1024) yield file.subarray(at, at + 64 * 1024);
}

export function fileEvents(record: imports.ImportRecord): AsyncGenerator<ProductCsvEvent> {
  return readProductCsv(chunksOf(Buffer.from(record.file, 'base64')));
}

/** The write's own handle rule (SLUG_PATTERN) is stricter than Shopify's: say so in the dry run, not after. */
function handleProblem(handle: string): string | null {
  if (SLUG_PATTERN.test(handle) && isValidHandle(handle)) return null;
  return `Handle "${handle}" must be lower-case letters, digits, - or _, starting with a letter or digit, up to 200 characters`;
}

export function catalogueImportCheckJob(deps: CatalogueImportDeps): JobHandler {
  return async (job: ClaimedJob) => {
    const { importId } = job.payload as ImportJobPayload;
    const record = await imports.importForJob(deps.db, importId);
    if (!record || record.state !== 'checking') return;
    await imports.clearRows(deps.db, importId);
    let ignoredColumns: string[] = [];
    let fileError: string | null = null;
    const counts = { toCreate: 0, toUpdate: 0, refused: 0 };
    const firstRowOfHandle = new Map<string, number>();
    let pending: Array<{ seq: number; firstRow: number; handle: string; title: string; messages: string[]; draft: ProductDraft | null }> =
      [];
    let seq = 0;
    const flush = async () => {
      const existing = await imports.existingHandles(
        deps.db,
        record.storeId,
        pending.flatMap((row) => (row.draft ? [row.handle] : [])),
      );
      const rows = pending.map((row): imports.NewImportRow => {
        const action = row.draft === null ? 'refuse' : existing.has(row.handle) ? 'update' : 'create';
        counts[action === 'refuse' ? 'refused' : action === 'update' ? 'toUpdate' : 'toCreate'] += 1;
        return { importId, seq: row.seq, firstRow: row.firstRow, handle: row.handle, title: row.title, action, messages: row.messages };
      });
      await imports.insertRows(deps.db, rows);
      pending = [];
    };
    for await (const event of fileEvents(record)) {
      if (event.kind === 'columns') ignoredColumns = [...event.ignored];
      else if (event.kind === 'file-error') fileError = event.message;
      else {
        const outcome = event.outcome;
        const handle = outcome.kind === 'accepted' ? outcome.product.handle : outcome.handle;
        const messages = outcome.kind === 'refused' ? outcome.problems.map(problemText) : [];
        let draft = outcome.kind === 'accepted' ? outcome.product : null;
        const seenAt = firstRowOfHandle.get(handle);
        if (draft && seenAt !== undefined)
          messages.push(`Row ${outcome.firstRow}: handle "${handle}" is already the product at row ${seenAt} of this file`);
        const badHandle = draft ? handleProblem(handle) : null;
        if (badHandle) messages.push(`Row ${outcome.firstRow}: ${badHandle}`);
        if (messages.length > 0) draft = null;
        else if (draft) messages.push(...importFieldsOf(draft, new Map(), outcome.firstRow).warnings);
        if (seenAt === undefined) firstRowOfHandle.set(handle, outcome.firstRow);
        pending.push({ seq, firstRow: outcome.firstRow, handle, title: draft?.title ?? '', messages, draft });
        seq += 1;
        if (pending.length >= ROWS_PER_INSERT) await flush();
      }
    }
    await flush();
    await imports.finishCheck(deps.db, importId, { fileError, ignoredColumns, ...counts });
  };
}

/** A file's picture address that is this store's own media (an export of this store), as media://. */
function ownMediaCandidate(src: string, storeName: string): string | null {
  if (!URL.canParse(src)) return null;
  const path = decodeURIComponent(new URL(src).pathname);
  const prefix = `/media/${storeName}/`;
  return path.startsWith(prefix) ? `media://${path.slice('/media/'.length)}` : null;
}

async function knownPictures(
  deps: CatalogueImportDeps,
  storeId: number,
  storeName: string,
  draft: ProductDraft,
): Promise<Map<string, string>> {
  const srcs = draft.images.map((image) => image.src);
  const known = await imports.fetchedPictures(deps.db, storeId, srcs);
  const candidates = new Map(
    srcs.flatMap((src) => [[src, ownMediaCandidate(src, storeName)] as const]).filter(([, m]) => m !== null) as Array<[string, string]>,
  );
  const owned = await deps.ownMediaAmong(storeId, [...candidates.values()]);
  for (const [src, file] of candidates) if (owned.has(file)) known.set(src, file);
  return known;
}

export function catalogueImportWriteJob(deps: CatalogueImportDeps & { storeNameOf: (storeId: number) => Promise<string> }): JobHandler {
  const now = deps.now ?? Date.now;
  return async (job: ClaimedJob) => {
    const { importId } = job.payload as ImportJobPayload;
    const record = await imports.importForJob(deps.db, importId);
    if (!record || record.state !== 'importing') return;
    const { storeId } = record;
    const storeName = await deps.storeNameOf(storeId);
    const deadline = now() + (deps.budgetMs ?? DEFAULT_BUDGET_MS);
    let seq = 0;
    let sinceAnnounce = 0;
    let pictures = false;
    const actor = { ownerId: record.ownerId };
    for await (const event of fileEvents(record)) {
      if (event.kind !== 'product') continue;
      const at = seq;
      seq += 1;
      if (at < record.processed) continue;
      if (await imports.isCancelRequested(deps.db, importId)) {
        await imports.moveState(deps.db, storeId, importId, ['importing'], 'cancelled');
        break;
      }
      const outcome = event.outcome;
      if (outcome.kind === 'refused' || handleProblem(outcome.product.handle)) {
        await imports.recordOutcome(deps.db, importId, at, null, null);
        continue;
      }
      const given = importFieldsOf(outcome.product, await knownPictures(deps, storeId, storeName, outcome.product), outcome.firstRow);
      const written = await deps.writes.importProduct(storeId, actor, given.fields, given.keepPictures);
      if (written.ok) {
        await imports.addPendingPictures(
          deps.db,
          given.pending.map((picture) => ({ importId, storeId, productId: written.value.id, row: outcome.firstRow, ...picture })),
        );
        pictures ||= given.pending.length > 0;
        await imports.recordOutcome(deps.db, importId, at, written.value.created ? 'created' : 'updated', null);
      } else await imports.recordOutcome(deps.db, importId, at, 'failed', `Row ${outcome.firstRow}: ${written.message}`);
      sinceAnnounce += 1;
      if (sinceAnnounce >= PRODUCTS_PER_ANNOUNCE) {
        await deps.onCatalogueChanged(storeId);
        sinceAnnounce = 0;
      }
      if (now() > deadline) {
        // The rest is the next job's, keyed by its place so a retry of this one does not queue it twice.
        await deps.jobs.enqueue(IMPORT_WRITE_JOB, { importId }, { key: `${importId}:write:${seq}`, storeId });
        if (pictures) await queuePictures(deps.jobs, importId, storeId, seq);
        if (sinceAnnounce > 0) await deps.onCatalogueChanged(storeId);
        return;
      }
    }
    await imports.moveState(deps.db, storeId, importId, ['importing'], 'done');
    if (pictures) await queuePictures(deps.jobs, importId, storeId, seq);
    if (sinceAnnounce > 0) await deps.onCatalogueChanged(storeId);
  };
}

export function queuePictures(jobs: JobQueue, importId: number, storeId: number, place: number | string, tx?: Db): Promise<void> {
  return jobs.enqueue(IMPORT_PICTURES_JOB, { importId }, { key: `${importId}:pictures:${place}`, storeId, ...(tx ? { in: tx } : {}) });
}

/** A check or write that keeps failing marks its import failed at the last attempt, so the studio does not wait forever. */
export function failingImportAtLastAttempt(db: Db, handler: JobHandler): JobHandler {
  return async (job: ClaimedJob) => {
    try {
      await handler(job);
    } catch (error) {
      if (job.attempts >= job.maxAttempts)
        await imports.failImport(
          db,
          (job.payload as ImportJobPayload).importId,
          `The import stopped after ${job.attempts} attempts: ${(error as Error).message}`,
        );
      throw error;
    }
  };
}
