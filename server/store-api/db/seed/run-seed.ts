/**
 * `npm run seed [store ...]`: (re)creates the demo stores in the database the server would open
 * (DATA_DIR, default ./.data, or DATABASE_URL) and prints what it wrote.
 */
import { openDatabase } from '../../platform/database/client';
import { seedDemoStores, type SeedSummary } from './seed';

function printSummary(summary: SeedSummary, elapsedMs: number): void {
  const rows = Object.entries(summary).map(([name, result]) => ({
    store: name,
    id: result.id,
    products: result.counts.products,
    variants: result.counts.variants,
    reviews: result.counts.reviews,
    addons: result.counts.addons,
    faqs: result.counts.faqs,
    images: result.counts.productImages,
    media: result.counts.media,
    themes: result.counts.themes,
  }));
  console.table(rows);
  console.log(`Seeded ${rows.length} store(s) in ${(elapsedMs / 1000).toFixed(1)} s.`);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const dataDir = process.env.DATA_DIR || './.data';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    console.log(`Seeding ${only.length > 0 ? only.join(', ') : 'all demo stores'} into ${databaseUrl ? 'PostgreSQL' : dataDir}...`);
    const started = performance.now();
    const summary = await seedDemoStores(handle.db, only.length > 0 ? { only } : {});
    printSummary(summary, performance.now() - started);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
