/**
 * The embedded database's housekeeping (server/store-api/platform/database/embedded-housekeeping.ts) on a real
 * PGlite: without autovacuum, the rows the idempotency-key pruner deletes are never reused, so the
 * table only grows; after a housekeeping pass new keys fill their space instead.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyPruner } from '../../server/store-api/cart/idempotency-keys';
import { openDatabase, type DatabaseHandle } from '../../server/store-api/platform/database/client';
import { vacuumTables } from '../../server/store-api/platform/database/embedded-housekeeping';
import { rowsOf } from '../../server/store-api/platform/database/rows-of';
import { stores } from '../../server/store-api/db/schema';

const KEYS = 2000;

let handle: DatabaseHandle;
let storeId: number;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  [{ id: storeId }] = (await handle.db.insert(stores).values({ name: 'kept', title: 'Kept' }).returning({ id: stores.id })) as [
    { id: number },
  ];
}, 120_000);
afterAll(async () => {
  await handle?.close();
});

/** `KEYS` keys named after `batch`, recorded `ageHours` ago, each with a response the size of a cart's. */
async function recordKeys(batch: string, ageHours: number): Promise<void> {
  await handle.db.execute(sql`
    INSERT INTO idempotency_keys (store_id, customer_id, key, request_hash, response, created_at)
    SELECT ${storeId}::int, 'customer-' || (g % 50), ${batch} || '.' || g, md5(g::text),
      json_build_object('asked', 1, 'product', repeat('p', 300)), now() - make_interval(hours => ${ageHours}::int)
    FROM generate_series(1, ${KEYS}::int) g`);
}

async function heapBytes(): Promise<number> {
  const [row] = rowsOf<{ bytes: string | number }>(await handle.db.execute(sql`SELECT pg_relation_size('idempotency_keys') AS bytes`));
  return Number(row!.bytes);
}

async function keyCount(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM idempotency_keys`));
  return row!.n;
}

/** The pruner as the cart service runs it, its once-a-minute throttle passed by a clock an hour on each time. */
let clock = 0;
const prune = () => new KeyPruner(handle.db, () => (clock += 3_600_000)).maybePrune();

describe('embedded database housekeeping', () => {
  it('makes the space of pruned idempotency keys reusable, where without it the table only grows', async () => {
    await recordKeys('yesterday', 30);
    await recordKeys('today', 1);
    const full = await heapBytes();

    await prune();
    expect(await keyCount()).toBe(KEYS);
    await recordKeys('late', 30);
    const withoutHousekeeping = await heapBytes();
    // Nothing reclaimed the pruned keys' space: the new keys went to new pages at the end.
    expect(withoutHousekeeping).toBeGreaterThan(full);

    await prune();
    expect(await keyCount()).toBe(KEYS);
    await vacuumTables((text) => handle.db.execute(sql.raw(text)));
    await recordKeys('tomorrow', 0);
    await recordKeys('after', 0);
    expect(await keyCount()).toBe(3 * KEYS);
    // Twice as many keys again, and not one page more: they filled what the pruner had freed.
    expect(await heapBytes()).toBeLessThanOrEqual(withoutHousekeeping);
  });
});
