/**
 * Opens the store database: embedded PGlite in DATA_DIR by default, or real PostgreSQL when a
 * DATABASE_URL is given. Both run the same Drizzle migrations on open, and then the caller's start-up
 * work (the first seeding, the shared secret), all under one lock: on PostgreSQL an advisory lock, so
 * instances of a fleet started together wait for the first rather than racing it; PGlite's folder is
 * held by one process only (data-folder-lock.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './data-folder-lock';
import { startHousekeeping } from './embedded-housekeeping';
import { PgliteInThread } from './pglite-in-thread';
import { inQuerySpan, startQuerySpan } from './query-spans';
import { tracing } from '../../../tracing';
/**
 * A connection of either kind. No schema is bound to it (the code builds its queries from the tables
 * each feature owns, never Drizzle's relational `db.query`), so the connection imports no feature.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database as one archive that `DatabaseOptions.image` can start from; PGlite only. */
  dump?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * A `memory://` database starts as a copy of this archive (a `dump()`), migrated and seeded already:
   * it opens in about a second where initdb, the migrations and the seed take several (tests start one
   * per file, decision 78).
   */
  image?: Uint8Array | undefined;
  /**
   * Told when PostgreSQL ends an idle pooled connection (a restart, a failover, an administrator):
   * the pool drops it and opens another for the next query. Unheard, the pool's error event would end
   * the process.
   */
  onConnectionLost?: (error: Error) => void;
}

/** Work that must run once per database, after the migrations and before the instance serves. */
export type StartupWork = (db: Db) => Promise<void>;

/** The advisory lock key of start-up (any fixed bigint; this one spells "webx" in ASCII). */
export const STARTUP_LOCK_KEY = 0x77656278;

/** The migrations drizzle-kit writes from db/schema.ts (drizzle.config.ts). */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'db', 'migrations');

export async function openDatabase(options: DatabaseOptions, startup: StartupWork = async () => {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, startup, options.onConnectionLost ?? (() => {}));
  return openPglite(options.dataDir, startup, options.image);
}

async function openPglite(dataDir: string, startup: StartupWork, image: Uint8Array | undefined): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataFolder(path.resolve(dataDir));
  try {
    // On a thread of its own: a heavy statement never holds up the requests of the main thread.
    const client = inMemory ? await PgliteInThread.open(null, image) : await PgliteInThread.open(path.resolve(dataDir, 'pgdata'));
    const db = drizzle({ client: client as unknown as PGlite });
    try {
      await migrate(db, { migrationsFolder });
      await startup(db as unknown as Db);
    } catch (error) {
      await client.close();
      throw error;
    }
    // No autovacuum in PGlite: dead rows are reclaimed by this (embedded-housekeeping.ts).
    const housekeeping = startHousekeeping((text) => client.query(text));
    const close = () => housekeeping.stop().then(() => client.close());
    return { db: db as unknown as Db, kind: 'pglite', dump: () => client.dump(), close: () => close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(databaseUrl: string, startup: StartupWork, onConnectionLost: (error: Error) => void): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', onConnectionLost);
  pool.on('connect', traceQueries);
  const db = drizzle(pool);
  // A session lock on a connection of its own: the migrations and the start-up work run on other
  // connections of the pool while this one holds it; the others block here until it is released.
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await migrate(db, { migrationsFolder });
    await startup(db as unknown as Db);
  } catch (error) {
    holder.release();
    await pool.end();
    throw error;
  }
  await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
  holder.release();
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Each pooled connection's statements in spans (query-spans.ts): Drizzle's go through a connection's
 * `query`, with a promise back, or, for the pool's own `query`, with a callback. Streams pass by untraced.
 */
function traceQueries(client: { query: (...args: unknown[]) => unknown }): void {
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    const sql = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (!tracing().on || typeof sql !== 'string' || typeof (first as { submit?: unknown }).submit === 'function')
      return query.apply(this, args);
    const callback = args.at(-1);
    if (typeof callback !== 'function') return inQuerySpan(sql, () => query.apply(this, args) as Promise<unknown>);
    const span = startQuerySpan(sql);
    const done = (error: unknown, result: unknown) => {
      if (error) span.fail(error);
      span.end();
      (callback as (error: unknown, result: unknown) => void)(error, result);
    };
    return span.run(() => query.apply(this, [...args.slice(0, -1), done]));
  };
}
