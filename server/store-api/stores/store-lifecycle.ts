/**
 * The operator's side of a store's life (decision 93): list every store, suspend one (closed at every
 * door, data kept) and resume it. Each change tells the running instances at once, so a fleet on
 * PostgreSQL forgets its cached copy of the store instead of serving it until the cache's lifetime.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { EVENT_CHANNEL } from '../platform/events/postgres-event-bus';
import { storeOwners, stores, studioAccounts } from '../platform/platform.tables';

export interface StoreListing {
  id: number;
  name: string;
  title: string;
  owners: string[];
  state: 'open' | 'password' | 'maintenance' | 'suspended';
  createdAt: Date;
}

function stateOf(row: { suspendedAt: Date | null; isMaintenance: boolean; isPasswordProtected: boolean }): StoreListing['state'] {
  if (row.suspendedAt) return 'suspended';
  if (row.isMaintenance) return 'maintenance';
  return row.isPasswordProtected ? 'password' : 'open';
}

export async function listAllStores(db: Db): Promise<StoreListing[]> {
  const rows = await db
    .select({
      id: stores.id,
      name: stores.name,
      title: stores.title,
      suspendedAt: stores.suspendedAt,
      isMaintenance: stores.isMaintenance,
      isPasswordProtected: stores.isPasswordProtected,
      createdAt: stores.createdAt,
    })
    .from(stores)
    .orderBy(asc(stores.id));
  const owners = await db
    .select({ storeId: storeOwners.storeId, email: studioAccounts.email })
    .from(storeOwners)
    .innerJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
    .orderBy(asc(storeOwners.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    owners: owners.filter((owner) => owner.storeId === row.id).map((owner) => owner.email),
    state: stateOf(row),
    createdAt: row.createdAt,
  }));
}

/** The store's id by its name (the address), or null. */
export async function storeIdByName(db: Db, name: string): Promise<number | null> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name)).limit(1);
  return row?.id ?? null;
}

/**
 * Tells every instance listening on the database that the store changed (the store events' channel,
 * postgres-event-bus.ts): each forgets its copy of the store's flags, web info and pages.
 */
export async function announceStoreChange(db: Db, webID: number): Promise<void> {
  const envelope = JSON.stringify({ from: 'store-command', event: { kind: 'store', webID } });
  await db.execute(sql`SELECT pg_notify(${EVENT_CHANNEL}, ${envelope})`);
}

/** Suspends (true) or resumes (false) the named store; false when there is no such store. */
export async function setSuspended(db: Db, name: string, suspended: boolean): Promise<boolean> {
  const updated = await db
    .update(stores)
    .set({ suspendedAt: suspended ? sql`coalesce(${stores.suspendedAt}, now())` : null })
    .where(eq(stores.name, name))
    .returning({ id: stores.id });
  if (!updated[0]) return false;
  await announceStoreChange(db, updated[0].id);
  return true;
}

/** How many stores the database holds. */
export async function storeCount(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(stores);
  return Number(row?.value ?? 0);
}
