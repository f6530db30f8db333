/**
 * A CatalogueImportApi in memory for the import's tests: each ask of the import answers the next of
 * the given stages (then stays on the last), as the store's jobs would move it; each call a spy.
 */
import { vi } from 'vitest';
import type {
  CatalogueImport,
  CatalogueImportApi,
  ImportRow,
  PictureProblem,
} from '../../../../src/application/ports/owner-catalogue-import-api.port';
import { ok } from './fake-products-api';

export const anImport = (changes: Partial<CatalogueImport> = {}): CatalogueImport => ({
  importID: 7,
  fileName: 'shopify-products.csv',
  fileBytes: 4096,
  state: 'checked',
  fileError: null,
  ignoredColumns: [],
  toCreate: 7,
  toUpdate: 0,
  refused: 1,
  processed: 0,
  created: 0,
  updated: 0,
  failed: 0,
  pictures: { pending: 0, fetched: 0, failed: 0 },
  cancelRequested: false,
  error: null,
  createdAt: '2026-12-03T07:00:00.000Z',
  finishedAt: null,
  ...changes,
});

export const fileRows: ImportRow[] = [
  { seq: 0, firstRow: 2, handle: 'linen-shirt', title: 'Linen shirt', action: 'create', outcome: null, messages: [] },
  {
    seq: 1,
    firstRow: 14,
    handle: 'silk-scarf',
    title: 'Silk scarf',
    action: 'refuse',
    outcome: null,
    messages: ['Row 14: Variant Price must be an amount with at most 2 decimals'],
  },
];

export function fakeImportApi(stages: CatalogueImport[] = [anImport()], pictureProblems: PictureProblem[] = []) {
  let asked = 0;
  const after = (imp: CatalogueImport) => ok(imp);
  const api = {
    upload: vi.fn(async () => ok(anImport({ state: 'checking' }))),
    imports: vi.fn(async () =>
      ok([anImport({ state: 'done', created: 7 }), anImport({ importID: 6, fileName: 'old.csv', fileError: 'No Handle column' })]),
    ),
    catalogueImport: vi.fn(async () => ok({ import: stages[Math.min(asked++, stages.length - 1)]!, pictureProblems })),
    rows: vi.fn(async (_id: number, show: string, page: number) =>
      ok({ rows: fileRows.filter((row) => show === 'all' || row.action === show), total: 60, page, pageSize: 50 }),
    ),
    start: vi.fn(async () => after(anImport({ state: 'importing' }))),
    cancel: vi.fn(async () => after(anImport({ state: 'importing', cancelRequested: true }))),
    retryPictures: vi.fn(async () => after(anImport({ state: 'done', pictures: { pending: 2, fetched: 0, failed: 0 } }))),
    exportProducts: vi.fn(async () => ok({ blob: new Blob(['Handle,Title\n']), fileName: 'aurora-products.csv' })),
  } satisfies CatalogueImportApi;
  return api;
}
