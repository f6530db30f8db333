/**
 * The studio's catalogue import and export (docs/catalogue.md, "Importing in the studio"; decision 87),
 * one zod schema each. An import is uploaded, checked by a job (the dry run), started by the owner,
 * written by jobs, and can be cancelled; another store's import is a 404 like an unknown one. The
 * export is a download of the store's products as Shopify's product CSV.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import { recordId, recordIdParam, storedText } from './input-fields.contract';

/** Shopify's own limit for a product CSV: a file made for Shopify fits. */
export const MAX_IMPORT_BYTES = 15 * 1024 * 1024;
/** Rows of an import's dry run or result answered at once. */
export const IMPORT_ROWS_PAGE = 50;

export type CatalogueImportStateWire = 'checking' | 'checked' | 'importing' | 'done' | 'cancelled' | 'failed';

export interface CatalogueImportWire {
  importID: number;
  fileName: string;
  fileBytes: number;
  state: CatalogueImportStateWire;
  /** The whole file cannot be imported (not UTF-8, no Handle column, a quote never closed): why. */
  fileError: string | null;
  /** Columns of the file the import does not read, as the file spells them. */
  ignoredColumns: string[];
  toCreate: number;
  toUpdate: number;
  refused: number;
  /** Products of the file the write has finished with. */
  processed: number;
  created: number;
  updated: number;
  failed: number;
  /** Pictures given as addresses: waiting, stored, or not taken (each failed one names its row). */
  pictures: { pending: number; fetched: number; failed: number };
  cancelRequested: boolean;
  /** Why a job gave up (state failed). */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface CatalogueImportRowWire {
  /** The product's place in the file, from 0. */
  seq: number;
  /** The file's row its first line is on (the header is row 1). */
  firstRow: number;
  handle: string;
  title: string;
  action: 'create' | 'update' | 'refuse';
  outcome: 'created' | 'updated' | 'failed' | null;
  /** The check's problems and warnings, and the write's, each as "Row N: ...". */
  messages: string[];
}

export interface ImportPictureProblemWire {
  row: number;
  src: string;
  error: string;
}

const MAX_BASE64 = Math.ceil(MAX_IMPORT_BYTES / 3) * 4 + 4;

export const uploadCatalogueImportBody = z.object(
  {
    FileName: storedText('FileName', 200, { trim: true }).refine((v) => v.length > 0, 'FileName is required'),
    Base64: z
      .string({ error: 'Base64 is required' })
      .min(1, 'Base64 is required: the file is empty')
      .max(MAX_BASE64, `Base64 is too large: a catalogue file may be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Base64 must be the file in base64'),
  },
  { error: 'The body must be an object' },
);

const importBody = z.object({ ImportID: recordId('ImportID') }, { error: 'The body must be an object' });
const importQuery = z.object({ ImportID: recordIdParam('ImportID') });

export const IMPORT_ROW_FILTERS = ['all', 'create', 'update', 'refuse', 'failed'] as const;
export type ImportRowFilter = (typeof IMPORT_ROW_FILTERS)[number];

export const importRowsQuery = z.object({
  ImportID: recordIdParam('ImportID'),
  Show: z.enum(IMPORT_ROW_FILTERS, { error: `Show must be one of ${IMPORT_ROW_FILTERS.join(', ')}` }).default('all'),
  Page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(10_000, 'Page must be at most 10000')
    .default(1),
});

export const EXPORT_STATUSES = ['all', 'active', 'draft', 'archived'] as const;
export const exportProductsQuery = z.object({
  Status: z.enum(EXPORT_STATUSES, { error: `Status must be one of ${EXPORT_STATUSES.join(', ')}` }).default('all'),
});

type OneImport = { import: CatalogueImportWire };

export const CATALOGUE_IMPORT_CALLS = {
  uploadCatalogueImport: defineCall({
    method: 'POST',
    path: '/Owner/UploadCatalogueImport',
    auth: 'owner',
    permission: 'products.manage',
    request: uploadCatalogueImportBody,
    bodyRequired: true,
    bodyLimit: MAX_BASE64 + 4096,
    // A file is checked by a job: a few an hour is all an owner needs, and each costs a parse.
    limit: { max: 20, timeWindow: '1 hour', bucket: 'catalogue-import', perStore: 40 },
    answer: answerOf<OneImport>(),
  }),
  catalogueImports: defineCall({
    method: 'GET',
    path: '/Owner/CatalogueImports',
    auth: 'owner',
    permission: 'products.manage',
    answer: answerOf<{ imports: CatalogueImportWire[] }>(),
  }),
  catalogueImport: defineCall({
    method: 'GET',
    path: '/Owner/CatalogueImport',
    auth: 'owner',
    permission: 'products.manage',
    request: importQuery,
    answer: answerOf<OneImport & { pictureProblems: ImportPictureProblemWire[] }>(),
  }),
  catalogueImportRows: defineCall({
    method: 'GET',
    path: '/Owner/CatalogueImportRows',
    auth: 'owner',
    permission: 'products.manage',
    request: importRowsQuery,
    answer: answerOf<{ rows: CatalogueImportRowWire[]; total: number; pageSize: number }>(),
  }),
  startCatalogueImport: defineCall({
    method: 'POST',
    path: '/Owner/StartCatalogueImport',
    auth: 'owner',
    permission: 'products.manage',
    request: importBody,
    bodyRequired: true,
    answer: answerOf<OneImport>(),
  }),
  cancelCatalogueImport: defineCall({
    method: 'POST',
    path: '/Owner/CancelCatalogueImport',
    auth: 'owner',
    permission: 'products.manage',
    request: importBody,
    bodyRequired: true,
    answer: answerOf<OneImport>(),
  }),
  /** The import's pictures that could not be taken are fetched again (the address works now, say). */
  retryImportPictures: defineCall({
    method: 'POST',
    path: '/Owner/RetryImportPictures',
    auth: 'owner',
    permission: 'products.manage',
    request: importBody,
    bodyRequired: true,
    limit: { max: 30, timeWindow: '1 hour', bucket: 'catalogue-import-pictures', perStore: 60 },
    answer: answerOf<OneImport>(),
  }),
  exportProducts: defineCall({
    method: 'GET',
    path: '/Owner/ExportProducts',
    auth: 'owner',
    permission: 'products.manage',
    request: exportProductsQuery,
    file: true,
    // A whole catalogue read and written out: a few a minute per owner.
    limit: { max: 6, timeWindow: '1 minute', bucket: 'catalogue-export', perStore: 12 },
  }),
};
