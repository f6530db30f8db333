/**
 * Housekeeping of the embedded database. PGlite runs PostgreSQL in single-user mode, with no
 * autovacuum: rows deleted or replaced (idempotency keys pruned after a day, cart lines removed, a
 * cart's updated_at bumped by every write, refresh tokens rotated) stay on disk as dead rows that
 * no insert reuses; a bench database held 17 MB of dead keys. So every HOUSEKEEPING_EVERY_MS a plain
 * VACUUM of each of those tables marks their space free for reuse. Plain, not VACUUM ANALYZE: with
 * statistics the planner chose slower plans for the cart's statements (docs/deploy.md).
 *
 * One table per statement, each queued on the database thread behind the requests already waiting
 * (PGlite runs one statement at a time), so a request waits for at most one table's vacuum. Its
 * cost follows what it reclaims: 5-13 ms for a table with nothing dead, 470 ms for a backlog of
 * 25,000 dead keys (14 MB). So a pass comes every minute, as often as the key pruner deletes (once a
 * minute at most, with the cart writes): each pass reclaims about one prune's keys. Real PostgreSQL
 * has autovacuum: the fleet never starts this.
 */

/** The tables with regular deletes or updates (server/store-api/cart, identity/session.repository.ts). */
export const HOUSEKEPT_TABLES = ['idempotency_keys', 'cart_items', 'carts', 'refresh_tokens', 'customer_sessions'] as const;

export const HOUSEKEEPING_EVERY_MS = 60_000;

/** Runs one SQL text on the database. */
export type RunStatement = (text: string) => Promise<unknown>;

export interface Housekeeping {
  /** No pass starts after this; resolves once a running pass has finished its current table. */
  stop(): Promise<void>;
}

/** One pass: each table vacuumed in turn; a table that fails is left for the next pass. */
export async function vacuumTables(run: RunStatement, tables: readonly string[] = HOUSEKEPT_TABLES, stopped = () => false): Promise<void> {
  for (const table of tables) {
    if (stopped()) return;
    await run(`VACUUM ${table}`).catch(() => undefined);
  }
}

/** A pass every `everyMs`, the next one timed from the end of the last, so passes never overlap. */
export function startHousekeeping(run: RunStatement, options: { everyMs?: number; tables?: readonly string[] } = {}): Housekeeping {
  const everyMs = options.everyMs ?? HOUSEKEEPING_EVERY_MS;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    // unref: a process that is otherwise done (a seed run, a test) does not wait for the next pass.
    timer = setTimeout(() => {
      running = vacuumTables(run, options.tables, () => stopped).then(() => {
        if (!stopped) schedule();
      });
    }, everyMs).unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
