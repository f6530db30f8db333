/**
 * The catalogue import's parts put together (decision 87): its three jobs on the instance's runner
 * and its calls on the store API. The composition (store-api.ts) gives what lies outside the catalog
 * feature: the media library's store and ownership check, and the catalogue's change event.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/database/client';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { JobRunner } from '../platform/jobs/job-runner';
import type { OwnerTokenService } from '../platform/owner-token.service';
import type { StoreRepository } from '../platform/store.repository';
import type { WebhookEmitter } from '../platform/webhook-emitter';
import { registerCatalogueImportController } from './catalogue-import.controller';
import {
  catalogueImportCheckJob,
  catalogueImportWriteJob,
  describeImportJob,
  failingImportAtLastAttempt,
  IMPORT_CHECK_JOB,
  IMPORT_PICTURES_JOB,
  IMPORT_WRITE_JOB,
} from './catalogue-import.jobs';
import { importPicturesJob, type PictureSaver } from './import-pictures.job';
import { ProductWritesService } from './product-writes.service';

export interface CatalogueImportModuleDeps {
  db: Db;
  jobs: JobQueue;
  runner: JobRunner;
  tokens: OwnerTokenService;
  stores: StoreRepository;
  webhooks: WebhookEmitter;
  ownMediaAmong: (storeId: number, urls: readonly string[]) => Promise<Set<string>>;
  savePicture: PictureSaver;
  onCatalogueChanged: (storeId: number) => Promise<void>;
  /** Picture addresses on loopback allowed (development and tests only, as for webhooks). */
  allowLoopback: boolean;
  platformHosts?: readonly string[];
}

export function registerCatalogueImports(app: FastifyInstance, deps: CatalogueImportModuleDeps): void {
  const writes = new ProductWritesService({ db: deps.db, webhooks: deps.webhooks });
  const jobDeps = { db: deps.db, jobs: deps.jobs, writes, ownMediaAmong: deps.ownMediaAmong, onCatalogueChanged: deps.onCatalogueChanged };
  const storeNameOf = async (storeId: number) => (await deps.stores.findById(storeId))?.name ?? '';
  deps.runner.register(IMPORT_CHECK_JOB, failingImportAtLastAttempt(deps.db, catalogueImportCheckJob(jobDeps)), describeImportJob);
  deps.runner.register(
    IMPORT_WRITE_JOB,
    failingImportAtLastAttempt(deps.db, catalogueImportWriteJob({ ...jobDeps, storeNameOf })),
    describeImportJob,
  );
  deps.runner.register(
    IMPORT_PICTURES_JOB,
    importPicturesJob({
      db: deps.db,
      jobs: deps.jobs,
      savePicture: deps.savePicture,
      onCatalogueChanged: deps.onCatalogueChanged,
      fetchLimits: { maxBytes: 20 * 1024 * 1024, timeoutMs: 15_000, allowLoopback: deps.allowLoopback },
    }),
    describeImportJob,
  );
  registerCatalogueImportController(app, {
    db: deps.db,
    tokens: deps.tokens,
    jobs: deps.jobs,
    stores: deps.stores,
    ...(deps.platformHosts ? { platformHosts: deps.platformHosts } : {}),
  });
}
