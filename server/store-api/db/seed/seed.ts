/**
 * Demo seed of the embedded store API: five stores with themes, catalogues and generated artwork.
 * Re-runnable: each store is replaced whole in its own transaction, so a second run ends in the same
 * state (apart from serial ids and the password hash's random salt) and a failure leaves the earlier
 * copy of that store untouched.
 */
import { hash } from '@node-rs/argon2';
import type { Db } from '../../platform/database/client';
import { eq } from 'drizzle-orm';
import { stores, studioAccounts } from '../schema';
import { accountFor, addMembership } from '../../platform/studio-accounts';
import { ATELIER_CATALOGUE, VAULT_CATALOGUE } from './catalogue-small';
import { AURORA_CATALOGUE } from './catalogue-aurora';
import { NORDIC_CATALOGUE } from './catalogue-nordic';
import { SAKURA_CATALOGUE } from './catalogue-sakura';
import type { CatalogueSpec } from './catalogue-types';
import { DEMO_CUSTOMER_PASSWORD } from './demo-customer';
import { DEMO_STORES, type DemoStore, type DemoStoreName } from './demo-stores';
import { planCatalogue } from './plan-catalogue';
import { planMedia } from './plan-media';
import { planThemes } from './plan-themes';
import { writeStore, type StoreCounts, type StorePlan } from './write-store';

const CATALOGUES: Record<DemoStoreName, CatalogueSpec> = {
  aurora: AURORA_CATALOGUE,
  nordic: NORDIC_CATALOGUE,
  sakura: SAKURA_CATALOGUE,
  atelier: ATELIER_CATALOGUE,
  vault: VAULT_CATALOGUE,
};

export interface StoreSeedResult {
  /** The store's id (webID). */
  id: number;
  title: string;
  counts: StoreCounts;
}

/** Per store name, its id and row counts. */
export type SeedSummary = Record<string, StoreSeedResult>;

export interface SeedOptions {
  /** Store names to seed; all five when absent. */
  only?: string[];
}

/** Every demo store has one Theme Studio owner: owner@<store>.example with this password. */
export const DEMO_OWNER_PASSWORD = 'Studio-2026';
export const demoOwnerEmail = (storeName: string) => `owner@${storeName}.example`;
/** A demo owner of every demo store, who picks the store after signing in to the studio. */
export const DEMO_MULTI_STORE_OWNER = 'owner@webx.example';

export const DEMO_STORE_NAMES: readonly DemoStoreName[] = DEMO_STORES.map((store) => store.name);

/** Everything a store's transaction will write, computed before the transaction opens. */
export async function planStore(store: DemoStore): Promise<StorePlan> {
  const catalogue = planCatalogue(store, CATALOGUES[store.name]);
  return {
    store,
    passwordHash: store.password ? await hash(store.password) : null,
    demoCustomerHash: await hash(DEMO_CUSTOMER_PASSWORD),
    themes: planThemes(store),
    catalogue,
    media: planMedia(store, catalogue),
  };
}

function selectStores(only: string[] | undefined): readonly DemoStore[] {
  if (!only) return DEMO_STORES;
  const unknown = only.filter((name) => !DEMO_STORE_NAMES.includes(name as DemoStoreName));
  if (unknown.length > 0) throw new Error(`Unknown demo store(s): ${unknown.join(', ')}. Known: ${DEMO_STORE_NAMES.join(', ')}`);
  return DEMO_STORES.filter((store) => only.includes(store.name));
}

export async function seedDemoStores(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const summary: SeedSummary = {};
  // In the fixed order, so a fresh database gives the stores ids 1-5.
  for (const store of selectStores(options.only)) {
    const plan = await planStore(store);
    const ownerHash = await hash(DEMO_OWNER_PASSWORD);
    const written = await db.transaction(async (tx) => {
      const result = await writeStore(tx, plan);
      // The people are studio accounts (decision 96), kept across stores; a second run sets the demo password again.
      for (const email of [demoOwnerEmail(store.name), DEMO_MULTI_STORE_OWNER]) {
        const { account, created } = await accountFor(tx, email, ownerHash);
        if (!created) await tx.update(studioAccounts).set({ passwordHash: ownerHash }).where(eq(studioAccounts.id, account.id));
        await addMembership(tx, result.id, account.id);
      }
      return result;
    });
    summary[store.name] = { id: written.id, title: store.title, counts: written.counts };
  }
  return summary;
}

/**
 * True once the database holds any store. The host seeds only an empty database, so a database with
 * real stores (or demo stores an owner has edited or removed) is never overwritten on start.
 */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).limit(1);
  return rows.length > 0;
}
