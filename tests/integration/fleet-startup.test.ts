/**
 * Start-up that is safe in a fleet (docs/deploy.md): the migrations, the first seeding and the token key
 * under one lock, so instances started at once on one empty database all come up, the demo stores are
 * seeded once and every instance signs with the same key; an embedded data folder has one holder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { stores } from '../../server/store-api/db/schema';
import { sharedSecret } from '../../server/store-api/platform/database/deployment-secret';
import { openDatabase } from '../../server/store-api/platform/database/client';
import { rowsOf } from '../../server/store-api/platform/database/rows-of';
import { openStoreDatabase } from '../../server/store-api/open-store-api';
import { recreateDatabase } from './support/postgres-databases';

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const quiet = () => {};

// Each test opens databases from nothing (initdb, the migrations, the seed), which the other files no
// longer do (decision 78): several times one server's start, so three times the suite's limit.
const FROM_NOTHING = { timeout: 180_000 };

describe('the token signing key', FROM_NOTHING, () => {
  it('is created once and read alike by every caller, even when they race', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const keys = await Promise.all([1, 2, 3, 4].map(() => sharedSecret(handle.db, 'race-test')));
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(await sharedSecret(handle.db, 'other-name')).not.toBe(keys[0]);
    } finally {
      await handle.close();
    }
  });

  it('is TOKEN_SECRET when that is configured', async () => {
    const opened = await openStoreDatabase(
      { dataDir: 'memory://', databaseUrl: undefined, tokenSecret: 'configured-secret-configured-secret', seedDemoStores: false },
      quiet,
    );
    await opened.handle.close();
    expect(opened.tokenSecret).toBe('configured-secret-configured-secret');
  });
});

describe('the demo stores', FROM_NOTHING, () => {
  it('are not written to an empty database unless the configuration asks for them (a production start)', async () => {
    const opened = await openStoreDatabase(
      { dataDir: 'memory://', databaseUrl: undefined, tokenSecret: undefined, seedDemoStores: false },
      quiet,
    );
    try {
      const rows = await opened.handle.db.select({ value: count() }).from(stores);
      expect(rows[0]?.value).toBe(0);
    } finally {
      await opened.handle.close();
    }
  });
});

describe('an embedded data folder', FROM_NOTHING, () => {
  it('is held by one opener: a second one is refused with a clear message until the first closes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wx-folder-'));
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+/);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.close();
  });
});

describe.runIf(databaseUrl)('instances started together on one empty PostgreSQL', () => {
  it('all start, seed the demo stores once and agree on the token key', async () => {
    await recreateDatabase(databaseUrl!);
    const opened = await Promise.all(
      [1, 2, 3].map(() => openStoreDatabase({ dataDir: 'memory://', databaseUrl, tokenSecret: undefined, seedDemoStores: true }, quiet)),
    );
    try {
      expect(new Set(opened.map((o) => o.tokenSecret)).size).toBe(1);
      const rows = await opened[0]!.handle.db.select({ value: count() }).from(stores);
      expect(rows[0]?.value).toBe(5);
    } finally {
      await Promise.all(opened.map((o) => o.handle.close()));
    }
  }, 120_000);
});

describe.runIf(databaseUrl)('an instance whose PostgreSQL connections are ended', () => {
  it('hears of it, keeps running and opens new connections for the next queries', async () => {
    const lost: Error[] = [];
    const handle = await openDatabase({ dataDir: 'memory://', databaseUrl, onConnectionLost: (error) => lost.push(error) });
    const admin = await openDatabase({ dataDir: 'memory://', databaseUrl });
    try {
      // Idle connections of the pool (their server processes noted), then ended by the server, as a
      // restart or an administrator would; only these, the suite's other files may share the database.
      const pids = await Promise.all(
        [1, 2, 3].map(async () => {
          const result = await handle.db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`);
          return Number(rowsOf<{ pid: number }>(result)[0]!.pid);
        }),
      );
      const ended = new Set(pids);
      for (const pid of ended) await admin.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
      await expect.poll(() => lost.length).toBe(ended.size);
      const rows = await handle.db.select({ value: count() }).from(stores);
      expect(rows[0]?.value).toBeGreaterThanOrEqual(0);
    } finally {
      await Promise.all([handle.close(), admin.close()]);
    }
  }, 60_000);
});
