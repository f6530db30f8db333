/**
 * The catalogue import's write job keeps its place (decision 87): with a time budget that runs out
 * after every product, each job writes one product and queues the next under a key of its place, so
 * the chain writes every product of the file exactly once, a job run twice (a retry after a crash)
 * writes nothing twice, and a cancel stops the chain between two products. The jobs run on the real
 * store database with a queue that only records what they enqueue.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueImports } from '../../server/store-api/catalog/catalogue-imports.tables';
import { products } from '../../server/store-api/catalog/catalog.tables';
import { createImport, moveState } from '../../server/store-api/catalog/catalogue-import.repository';
import { catalogueImportCheckJob, catalogueImportWriteJob, IMPORT_WRITE_JOB } from '../../server/store-api/catalog/catalogue-import.jobs';
import { ProductWritesService } from '../../server/store-api/catalog/product-writes.service';
import type { ClaimedJob, EnqueueOptions, JobQueue } from '../../server/store-api/platform/jobs/job-queue';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const db = () => server.host.database!.db;

const AURORA = 1;

class RecordingQueue implements JobQueue {
  queued: Array<{ kind: string; payload: unknown; key: string | undefined }> = [];
  async enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<void> {
    if (options?.key && this.queued.some((job) => job.kind === kind && job.key === options.key)) return;
    this.queued.push({ kind, payload, key: options?.key });
  }
  async hasten(): Promise<void> {}
}

const job = (payload: unknown, attempts = 1): ClaimedJob => ({
  id: 1,
  kind: 'test',
  storeId: AURORA,
  key: null,
  payload,
  attempts,
  maxAttempts: 3,
});

function fileOf(prefix: string, count: number): Buffer {
  const lines = ['Handle,Title,Variant Price,Variant Inventory Qty,Status'];
  for (let n = 1; n <= count; n += 1) lines.push(`${prefix}-${n},Resume test ${n},${n}.50,${n},draft`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function preparedImport(prefix: string, count: number) {
  const queue = new RecordingQueue();
  const changed: number[] = [];
  const deps = {
    db: db(),
    jobs: queue,
    writes: new ProductWritesService({ db: db() }),
    ownMediaAmong: async () => new Set<string>(),
    onCatalogueChanged: async (storeId: number) => void changed.push(storeId),
    storeNameOf: async () => 'aurora',
    budgetMs: -1,
  };
  const { id } = await createImport(db(), { storeId: AURORA, ownerId: 1, fileName: `${prefix}.csv`, file: fileOf(prefix, count) });
  await catalogueImportCheckJob(deps)(job({ importId: id }));
  expect(await moveState(db(), AURORA, id, ['checked'], 'importing')).toBe(true);
  return { id, queue, changed, write: catalogueImportWriteJob(deps) };
}

const importRow = async (id: number) => (await db().select().from(catalogueImports).where(eq(catalogueImports.id, id)))[0]!;
const productsLike = async (prefix: string) =>
  (await db().select({ slug: products.slug }).from(products).where(eq(products.storeId, AURORA))).filter((p) =>
    p.slug.startsWith(`${prefix}-`),
  );

describe('the catalogue import write job', () => {
  it('writes one product per job when the budget runs out, queues the rest by its place, and writes each product once', async () => {
    const { id, queue, write, changed } = await preparedImport('resume-a', 4);
    await write(job({ importId: id }));
    expect((await importRow(id)).processed).toBe(1);
    expect(queue.queued.map((q) => q.key)).toEqual([`${id}:write:1`]);
    // The same job run again (a retry after its instance stopped) goes on from its place.
    await write(job({ importId: id }, 2));
    expect((await importRow(id)).processed).toBe(2);
    for (let guard = 0; guard < 10 && (await importRow(id)).state === 'importing'; guard += 1) await write(job({ importId: id }));
    const done = await importRow(id);
    expect(done).toMatchObject({ state: 'done', processed: 4, created: 4, updated: 0, failed: 0 });
    expect((await productsLike('resume-a')).map((p) => p.slug).sort()).toEqual(['resume-a-1', 'resume-a-2', 'resume-a-3', 'resume-a-4']);
    expect(queue.queued.every((q) => q.kind === IMPORT_WRITE_JOB)).toBe(true);
    expect(changed.length).toBeGreaterThan(0);
  });

  it('stops between two products once the owner cancels', async () => {
    const { id, write } = await preparedImport('resume-b', 3);
    await write(job({ importId: id }));
    await db()
      .update(catalogueImports)
      .set({ cancelRequested: true })
      .where(and(eq(catalogueImports.id, id)));
    await write(job({ importId: id }));
    expect(await importRow(id)).toMatchObject({ state: 'cancelled', processed: 1, created: 1 });
    expect(await productsLike('resume-b')).toHaveLength(1);
    // A job left in the queue finds the import cancelled and does nothing.
    await write(job({ importId: id }));
    expect(await productsLike('resume-b')).toHaveLength(1);
  });
});
