/** How an import's state and counts read to the owner. */
import type { CatalogueImport, CatalogueImportState } from '../../../application/ports/owner-catalogue-import-api.port';

export const STATE_LABELS: Record<CatalogueImportState, string> = {
  checking: 'Checking',
  checked: 'Checked',
  importing: 'Importing',
  done: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** "1 product", "3 products". */
export const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** The products the write would create or update. */
export const toImport = (imp: CatalogueImport) => imp.toCreate + imp.toUpdate;

/** The dry run's summary: "8 products to create, 0 to update, 1 refused". */
export const dryRunSummary = (imp: CatalogueImport) =>
  `${products(imp.toCreate)} to create, ${imp.toUpdate} to update, ${imp.refused} refused`;

/** What the write did: "7 created, 1 updated, 0 failed". */
export const outcomeSummary = (imp: CatalogueImport) => `${imp.created} created, ${imp.updated} updated, ${imp.failed} failed`;

/** A state as the past imports list shows it: a checked file that cannot be imported says so. */
export const stateLabel = (imp: CatalogueImport) => (imp.state === 'checked' && imp.fileError ? 'File refused' : STATE_LABELS[imp.state]);

/** What an import came to, as the past imports list shows it. */
export function importedCount(imp: CatalogueImport): string {
  if (imp.fileError) return 'None';
  if (imp.state === 'done' || imp.state === 'cancelled' || imp.state === 'failed') return `${products(imp.created + imp.updated)} imported`;
  return `${products(toImport(imp))} to import`;
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
