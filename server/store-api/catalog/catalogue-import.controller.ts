/**
 * The studio's catalogue import and export (owner-catalogue-import.contract.ts, decision 87). An
 * upload is kept with its import and checked by a job (catalogue-import.jobs.ts); the owner reads the
 * dry run, starts the write or cancels; every change of state is one conditional update, so two
 * clicks or two instances cannot start an import twice. The export streams the store's products as
 * Shopify's product CSV. Owner token only; its WebID is the only store any of these reads or writes.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_IMPORT_CALLS, IMPORT_ROWS_PAGE } from '../../../src/contracts/owner-catalogue-import.contract';
import { resolveMediaUrl } from '../../../src/domain/media/media-url';
import type { Db } from '../platform/database/client';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { auditTrail, skipAudit } from '../platform/audit-trail';
import { callRegistrar, fileAnswer, refused } from '../platform/register-call';
import { readSiteSettings } from '../platform/site-settings';
import { storeLink } from '../platform/store-link';
import type { StoreRepository } from '../platform/store.repository';
import * as imports from './catalogue-import.repository';
import { IMPORT_CHECK_JOB, IMPORT_WRITE_JOB, queuePictures } from './catalogue-import.jobs';
import { writeProductCsv } from './product-csv-writer';
import { exportDrafts } from './product-export.repository';

const NO_IMPORT = 'No such catalogue import in this store';

export interface CatalogueImportControllerDeps {
  db: Db;
  tokens: OwnerTokenService;
  jobs: JobQueue;
  stores: StoreRepository;
  platformHosts?: readonly string[];
}

export function registerCatalogueImportController(app: FastifyInstance, deps: CatalogueImportControllerDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const { db } = deps;
  const found = async (storeId: number, importId: number) => {
    const record = await imports.findImport(db, storeId, importId);
    return record ? { import: record } : refused(404, NO_IMPORT, [{ field: 'ImportID', message: NO_IMPORT }]);
  };

  register(CATALOGUE_IMPORT_CALLS.uploadCatalogueImport, async (body, { owner, request }) => {
    // A dry run changes nothing: the import is one entry of the audit log, when it starts (decision 99).
    skipAudit(request);
    const file = Buffer.from(body.Base64, 'base64');
    // The import and its check job commit together: an upload is never left unchecked.
    const { id } = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const created = await imports.createImport(tx, { storeId: owner.WebID, ownerId: owner.OwnerID, fileName: body.FileName, file });
      await deps.jobs.enqueue(IMPORT_CHECK_JOB, { importId: created.id }, { key: `${created.id}:check`, storeId: owner.WebID, in: tx });
      return created;
    });
    return found(owner.WebID, id);
  });

  register(CATALOGUE_IMPORT_CALLS.catalogueImports, async (_input, { owner }) => ({ imports: await imports.listImports(db, owner.WebID) }));

  register(CATALOGUE_IMPORT_CALLS.catalogueImport, async (query, { owner }) => {
    const answer = await found(owner.WebID, query.ImportID);
    if (!('import' in answer)) return answer;
    return { ...answer, pictureProblems: await imports.pictureProblems(db, query.ImportID) };
  });

  register(CATALOGUE_IMPORT_CALLS.catalogueImportRows, async (query, { owner }) => {
    if (!(await imports.findImport(db, owner.WebID, query.ImportID))) return refused(404, NO_IMPORT);
    const page = await imports.rowsPage(db, query.ImportID, query.Show, query.Page, IMPORT_ROWS_PAGE);
    return { ...page, pageSize: IMPORT_ROWS_PAGE };
  });

  register(CATALOGUE_IMPORT_CALLS.startCatalogueImport, async (body, { owner, request }) => {
    const current = await imports.findImport(db, owner.WebID, body.ImportID);
    if (!current) return refused(404, NO_IMPORT);
    if (current.state !== 'checked') return refused(409, `This import is ${current.state}: only a checked import can start`);
    if (current.fileError) return refused(409, `This file cannot be imported: ${current.fileError}`);
    if (current.toCreate + current.toUpdate === 0) return refused(409, 'No product of this file can be imported: every one was refused');
    const started = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!(await imports.moveState(tx, owner.WebID, body.ImportID, ['checked'], 'importing'))) return false;
      await auditTrail(request)(tx, {
        action: 'import.started',
        subject: current.fileName,
        changes: { importId: body.ImportID, toCreate: current.toCreate, toUpdate: current.toUpdate, refused: current.refused },
      });
      await deps.jobs.enqueue(
        IMPORT_WRITE_JOB,
        { importId: body.ImportID },
        { key: `${body.ImportID}:write:0`, storeId: owner.WebID, in: tx },
      );
      return true;
    });
    if (!started) return refused(409, 'This import has already started or was cancelled');
    return found(owner.WebID, body.ImportID);
  });

  register(CATALOGUE_IMPORT_CALLS.cancelCatalogueImport, async (body, { owner }) => {
    const current = await imports.findImport(db, owner.WebID, body.ImportID);
    if (!current) return refused(404, NO_IMPORT);
    // Before the write nothing changed: cancelled at once. During it, the write stops between two products.
    if (!(await imports.moveState(db, owner.WebID, body.ImportID, ['checking', 'checked'], 'cancelled')))
      await imports.requestCancel(db, owner.WebID, body.ImportID);
    const after = await imports.findImport(db, owner.WebID, body.ImportID);
    if (after && (after.state === 'done' || after.state === 'failed'))
      return refused(409, `This import is already ${after.state}: the products it wrote stay`);
    return { import: after! };
  });

  register(CATALOGUE_IMPORT_CALLS.retryImportPictures, async (body, { owner }) => {
    if (!(await imports.findImport(db, owner.WebID, body.ImportID))) return refused(404, NO_IMPORT);
    const waiting = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const count = await imports.retryFailedPictures(tx, body.ImportID);
      if (count > 0) await queuePictures(deps.jobs, body.ImportID, owner.WebID, `retry-${Date.now()}`, tx);
      return count;
    });
    if (waiting === 0) return refused(409, 'No picture of this import failed: there is nothing to fetch again');
    return found(owner.WebID, body.ImportID);
  });

  register(CATALOGUE_IMPORT_CALLS.exportProducts, async (query, { owner, request }) => {
    const store = await deps.stores.findById(owner.WebID);
    if (!store) return refused(404, 'No such store');
    const { staticCDN } = readSiteSettings(store.settings);
    const pictureAddress = (file: string) => {
      const url = resolveMediaUrl(file, staticCDN);
      return /^https?:\/\//.test(url) ? url : storeLink(store, request.headers.origin, url, {}, deps.platformHosts);
    };
    const day = new Date().toISOString().slice(0, 10);
    const suffix = query.Status === 'all' ? '' : `-${query.Status}`;
    const fileName = `${store.name}-products${suffix}-${day}.csv`;
    // Reading changes nothing to roll back: the export is recorded as it starts.
    await auditTrail(request)(db, { action: 'export.downloaded', subject: fileName, changes: { products: query.Status } });
    return fileAnswer({
      fileName,
      contentType: 'text/csv',
      data: Readable.from(writeProductCsv(exportDrafts(db, owner.WebID, query.Status, pictureAddress))),
    });
  });
}
