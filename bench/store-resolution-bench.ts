/**
 * `npm run bench:resolution`: how long the store API takes to find the store a host names
 * (StoreRepository.findByDomain, decision 98) among BENCH_STORES stores (10,000 by default), each
 * with a verified domain of its own: by name (`?store=`), by `<name>.<PLATFORM_DOMAIN>`, by a custom
 * domain, and an unknown host; beside the query it replaced (one `OR` over the stores' three domain
 * columns), measured in the same run. Embedded database, or PostgreSQL with DATABASE_URL.
 */
import { performance } from 'node:perf_hooks';
import { eq, or, sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openStoreDatabase } from '../server/store-api/open-store-api';
import { rowsOf } from '../server/store-api/platform/database/rows-of';
import { stores } from '../server/store-api/platform/platform.tables';
import { storeDomains } from '../server/store-api/platform/store-domains.tables';
import { StoreRepository } from '../server/store-api/platform/store.repository';

const STORES = Number(process.env.BENCH_STORES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);

const config = loadConfig({ SEED_DEMO_STORES: '1', ...process.env, DATA_DIR: process.env.BENCH_DATA_DIR ?? 'memory://' });
const { handle } = await openStoreDatabase(config, (message) => console.log(message));
const { db } = handle;

const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from stores`)) as [{ n: number }];
for (let at = n; at < STORES; at += 500) {
  const batch = Array.from({ length: Math.min(500, STORES - at) }, (_, i) => `bench-${at + i}`);
  const rows = await db
    .insert(stores)
    .values(batch.map((name) => ({ name, title: name, mainDomain: 'localhost', subDomain: name, domain: `${name}.localhost` })))
    .returning({ id: stores.id, name: stores.name });
  await db
    .insert(storeDomains)
    .values(rows.map((row) => ({ storeId: row.id, host: `${row.name}.example`, token: 't', state: 'verified' as const })));
}
await db.execute(sql`analyze`);

const repository = new StoreRepository({ db, platformDomain: 'localhost' });
const middle = `bench-${Math.floor(STORES / 2)}`;
/** The lookup before decision 98: the host's first label, or the host, against three columns. */
const previous = async (host: string) => {
  const label = host.slice(0, host.indexOf('.'));
  return db
    .select()
    .from(stores)
    .where(or(eq(stores.domain, host), eq(stores.subDomain, label), eq(stores.mainDomain, host)))
    .limit(20);
};

async function time(label: string, lookup: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 50; i++) await lookup();
  const took: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await lookup();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  const mean = took.reduce((sum, value) => sum + value, 0) / took.length;
  const p99 = took[Math.floor(took.length * 0.99)]!;
  console.log(`${label.padEnd(44)} mean ${(mean * 1000).toFixed(0).padStart(5)} µs   p99 ${(p99 * 1000).toFixed(0).padStart(5)} µs`);
}

console.log(`${STORES} stores, each with a verified domain; ${ROUNDS} lookups each (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
await time('before: OR over domain columns (aurora.localhost)', () => previous(`${middle}.localhost`));
await time('by name (?store=)', () => repository.findByDomain(middle));
await time('<name>.<PLATFORM_DOMAIN>', () => repository.findByDomain(`${middle}.localhost`));
await time('a verified custom domain', () => repository.findByDomain(`${middle}.example`));
await time('an unknown host', () => repository.findByDomain('nobody.example'));
await handle.close();
