/**
 * `npm run bench:import`: a Shopify product CSV of 10,000 products with three variants each (BENCH_PRODUCTS,
 * BENCH_VARIANTS) imported into the aurora demo store by the import's own jobs (decision 87): the check
 * (the dry run), then the write chain as the job runner would run it, each job handing over after its
 * time budget. Reports seconds, products a second and the process's peak memory, on the embedded
 * database, or on PostgreSQL with DATABASE_URL (an empty database: the bench seeds the demo stores).
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { createImport, importForJob, moveState } from '../server/store-api/catalog/catalogue-import.repository';
import { catalogueImportCheckJob, catalogueImportWriteJob } from '../server/store-api/catalog/catalogue-import.jobs';
import { ProductWritesService } from '../server/store-api/catalog/product-writes.service';
import { openStoreDatabase } from '../server/store-api/open-store-api';
import type { ClaimedJob, JobQueue } from '../server/store-api/platform/jobs/job-queue';
import { stores } from '../server/store-api/platform/platform.tables';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 3);
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

function catalogueFile(): Buffer {
  const lines = [
    'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Inventory Policy,Variant Price,Variant Compare At Price,Status',
  ];
  const run = Date.now().toString(36);
  for (let p = 1; p <= PRODUCTS; p += 1)
    for (let v = 0; v < VARIANTS; v += 1) {
      const first = v === 0;
      const product = first
        ? `Bench product ${p},"<p>Product ${p}, made for the import bench.</p>",Bench,Shirts,"bench, import",TRUE,Size`
        : ',,,,,,';
      lines.push(
        `bench-${run}-${p},${product},${SIZES[v % SIZES.length]},B-${run}-${p}-${v},200,${(p + v) % 40},deny,${10 + (p % 90)}.${v}0,,active`,
      );
    }
  return Buffer.from(`${lines.join('\n')}\n`);
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const config = loadConfig({ SEED_DEMO_STORES: '1', ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR ?? 'memory://' });
const { handle } = await openStoreDatabase(config, (message) => console.log(message));
const db = handle.db;
const [aurora] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'aurora'));
if (!aurora) throw new Error('The aurora demo store is missing: run on an empty database so the bench seeds it');

const queued: unknown[] = [];
const jobs: JobQueue = { enqueue: async (_kind, payload) => void queued.push(payload), hasten: async () => undefined };
const deps = {
  db,
  jobs,
  writes: new ProductWritesService({ db }),
  ownMediaAmong: async () => new Set<string>(),
  onCatalogueChanged: async () => undefined,
  storeNameOf: async () => 'aurora',
};
const job = (importId: number): ClaimedJob => ({
  id: 0,
  kind: 'bench',
  storeId: aurora.id,
  key: null,
  payload: { importId },
  attempts: 1,
  maxAttempts: 10,
});

const file = catalogueFile();
const baseRss = process.memoryUsage().rss;
peakRss = baseRss;
const { id } = await createImport(db, { storeId: aurora.id, ownerId: 1, fileName: 'bench.csv', file });
const checkStart = performance.now();
await catalogueImportCheckJob(deps)(job(id));
const checkSeconds = (performance.now() - checkStart) / 1000;
const checked = (await importForJob(db, id))!;
await moveState(db, aurora.id, id, ['checked'], 'importing');
const writeStart = performance.now();
let jobsRun = 0;
while ((await importForJob(db, id))!.state === 'importing') {
  await catalogueImportWriteJob(deps)(job(id));
  jobsRun += 1;
}
const writeSeconds = (performance.now() - writeStart) / 1000;
const done = (await importForJob(db, id))!;
clearInterval(sampler);
await handle.close();

console.log(`Catalogue import on ${config.databaseUrl ? 'PostgreSQL' : 'the embedded database (PGlite)'}`);
console.table([
  {
    products: PRODUCTS,
    variants: PRODUCTS * VARIANTS,
    'file MB': (file.length / 1024 / 1024).toFixed(1),
    'check s': checkSeconds.toFixed(1),
    'write s': writeSeconds.toFixed(1),
    'products/s written': (done.created / writeSeconds).toFixed(0),
    'write jobs': jobsRun,
    'peak RSS MB': (peakRss / 1024 / 1024).toFixed(0),
    'RSS before MB': (baseRss / 1024 / 1024).toFixed(0),
    created: done.created,
    refused: checked.refused,
    failed: done.failed,
  },
]);
