/**
 * The owner's catalogue import and export as the studio's Products page uses them (docs/catalogue.md,
 * decision 87): a Shopify product CSV is uploaded, checked by the store (the dry run), started by the
 * owner, written in the background and can be cancelled; the export is the catalogue as that CSV.
 */
import type { StudioResult } from './studio-api.port';

/** The store API's limit for one file (Shopify's own): the studio says so before sending a bigger one. */
export const CATALOGUE_FILE_MAX_BYTES = 15 * 1024 * 1024;

export type CatalogueImportState = 'checking' | 'checked' | 'importing' | 'done' | 'cancelled' | 'failed';

export interface CatalogueImport {
  importID: number;
  fileName: string;
  fileBytes: number;
  state: CatalogueImportState;
  /** Why nothing of the file can be imported (not UTF-8, no Handle column, a quote never closed), or null. */
  fileError: string | null;
  /** Columns of the file the import does not read, as the file spells them. */
  ignoredColumns: string[];
  toCreate: number;
  toUpdate: number;
  refused: number;
  /** Products the write has finished with. */
  processed: number;
  created: number;
  updated: number;
  failed: number;
  pictures: { pending: number; fetched: number; failed: number };
  cancelRequested: boolean;
  /** Why the store gave up (state failed). */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface ImportRow {
  seq: number;
  /** The file's row the product starts on (the header is row 1). */
  firstRow: number;
  handle: string;
  title: string;
  action: 'create' | 'update' | 'refuse';
  outcome: 'created' | 'updated' | 'failed' | null;
  /** Each as "Row N: ...". */
  messages: string[];
}

export interface PictureProblem {
  row: number;
  src: string;
  error: string;
}

export type ImportRowFilter = 'all' | 'create' | 'update' | 'refuse' | 'failed';
export type ExportStatus = 'all' | 'active' | 'draft' | 'archived';

export interface ImportRowsPage {
  rows: ImportRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A downloaded file and the name its answer gave it (null when it gave none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

export interface CatalogueImportApi {
  upload(fileName: string, base64: string): Promise<StudioResult<CatalogueImport>>;
  imports(): Promise<StudioResult<CatalogueImport[]>>;
  catalogueImport(importID: number): Promise<StudioResult<{ import: CatalogueImport; pictureProblems: PictureProblem[] }>>;
  rows(importID: number, show: ImportRowFilter, page: number): Promise<StudioResult<ImportRowsPage>>;
  start(importID: number): Promise<StudioResult<CatalogueImport>>;
  cancel(importID: number): Promise<StudioResult<CatalogueImport>>;
  /** Fetches the pictures that could not be fetched again (their addresses may work now). */
  retryPictures(importID: number): Promise<StudioResult<CatalogueImport>>;
  exportProducts(status: ExportStatus): Promise<StudioResult<DownloadedFile>>;
}
