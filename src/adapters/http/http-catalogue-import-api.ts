/**
 * CatalogueImportApi over HTTP: the store API's catalogue import and export calls
 * (owner-catalogue-import.contract.ts, decision 87) with the owner token, each from its declaration.
 */
import type { CatalogueImportApi, ExportStatus, ImportRowFilter } from '../../application/ports/owner-catalogue-import-api.port';
import type { CatalogueImportWire } from '../../contracts/owner-catalogue-import.contract';
import { OWNER_CALLS } from '../../contracts/owner-calls';
import { callApi, fetchCallDownload } from './call-api';
import type { OwnerApiDeps } from './owner-call-helpers';

const theImport = (data: { import: CatalogueImportWire }) => data.import;

export class HttpCatalogueImportApi implements CatalogueImportApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  upload(fileName: string, base64: string) {
    return callApi(this.deps, OWNER_CALLS.uploadCatalogueImport, { FileName: fileName, Base64: base64 }, theImport);
  }

  imports() {
    return callApi(this.deps, OWNER_CALLS.catalogueImports, undefined, (data) => data.imports);
  }

  catalogueImport(importID: number) {
    return callApi(this.deps, OWNER_CALLS.catalogueImport, { ImportID: importID });
  }

  rows(importID: number, show: ImportRowFilter, page: number) {
    return callApi(this.deps, OWNER_CALLS.catalogueImportRows, { ImportID: importID, Show: show, Page: page }, (data) => ({
      ...data,
      page,
    }));
  }

  start(importID: number) {
    return callApi(this.deps, OWNER_CALLS.startCatalogueImport, { ImportID: importID }, theImport);
  }

  cancel(importID: number) {
    return callApi(this.deps, OWNER_CALLS.cancelCatalogueImport, { ImportID: importID }, theImport);
  }

  retryPictures(importID: number) {
    return callApi(this.deps, OWNER_CALLS.retryImportPictures, { ImportID: importID }, theImport);
  }

  exportProducts(status: ExportStatus) {
    return fetchCallDownload(this.deps, OWNER_CALLS.exportProducts, { Status: status });
  }
}
