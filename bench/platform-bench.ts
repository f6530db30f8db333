/**
 * `npm run bench:platform`: a platform of many stores (BENCH_STORES, 1,000 by default; 10,000 for the
 * figure docs/benchmarks.md keeps) on one instance of the built storefront. Reports:
 * - stores created a second through CreateStore, the use case `npm run store -- create` runs (each
 *   store hashes two passwords with argon2id: its owner's and its password page's);
 * - the instance's memory idle with every store in the database and none served yet;
 * - the first page of a store no instance has served yet (each store's home page once, in turn):
 *   p50, p95, p99 and the slowest, then the same pages served again;
 * - the instance's memory after serving every store once.
 * On the embedded database in a folder of its own, or on PostgreSQL with DATABASE_URL (an empty
 * database). The stores are opened (their password page taken off) so their home pages are served.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createStore } from '../server/store-api/stores/create-store';
import { stores } from '../server/store-api/platform/platform.tables';
import { startBuiltHost } from './built-host';

const STORES = Number(process.env.BENCH_STORES ?? 1000);
const PARALLEL = Number(process.env.BENCH_CREATE_PARALLEL ?? 4);

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
const settle = async () => {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  return mib(process.memoryUsage().rss);
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99), max: sorted.at(-1)! };
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-bench-'));
process.env.SEED_DEMO_STORES = '0';
process.env.BENCH_DATA_DIR = dataDir;
const { host, listen } = await startBuiltHost();
const db = host.database!.db;
try {
  const names = Array.from({ length: STORES }, (_, i) => `bench-${String(i).padStart(5, '0')}`);
  const started = performance.now();
  for (let at = 0; at < names.length; at += PARALLEL) {
    await Promise.all(
      names.slice(at, at + PARALLEL).map(async (name) => {
        const created = await createStore(
          { db, platformDomain: 'localhost' },
          { name, email: `owner@${name}.example`, password: 'Bench-Store-2026', currency: 'EUR', country: 'DE' },
        );
        if (!created.ok) throw new Error(`${name}: ${created.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`);
      }),
    );
  }
  const createSeconds = (performance.now() - started) / 1000;
  await db
    .update(stores)
    .set({ isPasswordProtected: false })
    .where(sql`${stores.name} LIKE 'bench-%'`);

  const port = await listen();
  const idleMiB = await settle();
  const fetchHome = async (name: string) => {
    const t = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/?store=${name}`);
    const body = await response.text();
    if (response.status !== 200 || !body.includes('</html>')) throw new Error(`${name}: ${response.status}`);
    return performance.now() - t;
  };
  const first: number[] = [];
  for (const name of names) first.push(await fetchHome(name));
  const servedMiB = await settle();
  const again: number[] = [];
  for (const name of names) again.push(await fetchHome(name));

  const round = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * 10) / 10]));
  console.log(`${STORES} stores on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.table({
    'created a second (CreateStore)': { value: Math.round((STORES / createSeconds) * 10) / 10 },
    'memory idle, none served (MiB RSS)': { value: idleMiB },
    'memory after serving each once (MiB RSS)': { value: servedMiB },
  });
  console.table({ 'first page of a store never served (ms)': round(summary(first)), 'the same page again (ms)': round(summary(again)) });
} finally {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
}
