/**
 * A store's own domains (decision 98): listed, added (with the first check's job, in one transaction),
 * checked again, made primary, removed. Every read and write names the store: another store's domain
 * is never found, and a domain another store claimed is refused.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { nextCheckDelayMs } from '../../../src/domain/store/domain-checks';
import { verificationName, verificationValue } from '../../../src/domain/store/custom-domain';
import type { StoreDomainWire } from '../../../src/contracts/owner-domains.contract';
import type { Db } from '../platform/database/client';
import { uniqueViolation } from '../platform/database/unique-violation';
import type { JobQueue } from '../platform/jobs/job-queue';
import { storeDomains } from '../platform/store-domains.tables';

export type DomainRow = typeof storeDomains.$inferSelect;

/** The job that looks for a domain's TXT record (domain-check.job.ts). */
export const DOMAIN_CHECK_JOB = 'domain-check';
export const MAX_DOMAINS = 20;

export interface DomainCheckPayload {
  domainId: number;
  /** The row's `checks` when the job was queued: a job overtaken by another check does nothing. */
  check: number;
}

export function domainWire(row: DomainRow): StoreDomainWire {
  const at = (value: Date | null) => value?.toISOString() ?? null;
  return {
    domainID: row.id,
    host: row.host,
    state: row.state,
    primary: row.isPrimary,
    record: { name: verificationName(row.host), value: verificationValue(row.token) },
    createdAt: row.createdAt.toISOString(),
    lastCheckedAt: at(row.lastCheckedAt),
    nextCheckAt: at(row.nextCheckAt),
    lastProblem: row.lastProblem,
    verifiedAt: at(row.verifiedAt),
  };
}

export async function listDomains(db: Db, storeId: number): Promise<DomainRow[]> {
  return db.select().from(storeDomains).where(eq(storeDomains.storeId, storeId)).orderBy(asc(storeDomains.id));
}

export async function findDomain(db: Db, storeId: number, id: number): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(storeDomains)
    .where(and(eq(storeDomains.storeId, storeId), eq(storeDomains.id, id)))
    .limit(1);
  return row ?? null;
}

/** Queues check `payload.check` of a domain, due at `runAt`, in the caller's transaction. */
export async function queueCheck(jobs: JobQueue, tx: Db, storeId: number, payload: DomainCheckPayload, runAt: Date): Promise<void> {
  // Each queueing is its own job: one overtaken by a newer check finds `checks` moved on and stops.
  const key = `${payload.domainId}:${payload.check}:${randomBytes(6).toString('hex')}`;
  await jobs.enqueue(DOMAIN_CHECK_JOB, payload, { key, runAt, storeId, in: tx, maxAttempts: 3 });
}

export type AddOutcome = { ok: true; row: DomainRow } | { ok: false; status: 409; message: string };

/**
 * Claims `host` for the store. Another store's claim refuses it, unless that claim's checks stopped
 * without finding its record (a name typed by mistake or never proved must not block its real owner).
 */
export async function addDomain(db: Db, jobs: JobQueue, storeId: number, host: string): Promise<AddOutcome> {
  const taken = (message: string): AddOutcome => ({ ok: false, status: 409, message });
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(storeDomains).where(eq(storeDomains.host, host)).limit(1);
      if (existing?.storeId === storeId) return taken(`${host} is one of this store's domains already`);
      if (existing && existing.state !== 'failed') return taken(`${host} is claimed by another store`);
      if (existing) await tx.delete(storeDomains).where(and(eq(storeDomains.id, existing.id), ne(storeDomains.storeId, storeId)));
      const [{ value }] = (await tx.select({ value: count() }).from(storeDomains).where(eq(storeDomains.storeId, storeId))) as [
        { value: number },
      ];
      if (Number(value) >= MAX_DOMAINS) return taken(`A store may have at most ${MAX_DOMAINS} domains`);
      const firstCheck = new Date(Date.now() + nextCheckDelayMs(0)!);
      const [row] = await tx
        .insert(storeDomains)
        .values({ storeId, host, token: randomBytes(16).toString('hex'), nextCheckAt: firstCheck })
        .returning();
      await queueCheck(jobs, tx, storeId, { domainId: row!.id, check: 0 }, firstCheck);
      return { ok: true as const, row: row! };
    });
  } catch (error) {
    // Two stores adding one name at once: the unique index lets one in.
    if (uniqueViolation(error)?.constraint === 'store_domains_host_uq') return taken(`${host} is claimed by another store`);
    throw error;
  }
}

/** Looks again now (the owner's "Check now"); checks that had stopped start over. A verified domain is left as it is. */
export async function checkNow(db: Db, jobs: JobQueue, storeId: number, id: number): Promise<DomainRow | null> {
  return db.transaction(async (tx) => {
    const row = await findDomain(tx, storeId, id);
    if (!row || row.state === 'verified') return row;
    const now = new Date();
    const checks = row.state === 'failed' ? 0 : row.checks;
    const [updated] = await tx
      .update(storeDomains)
      .set({ state: 'pending', checks, nextCheckAt: now })
      .where(eq(storeDomains.id, id))
      .returning();
    await queueCheck(jobs, tx, storeId, { domainId: id, check: checks }, now);
    return updated!;
  });
}

/** Makes a verified domain of the store the primary one, or (null) the platform address. */
export async function setPrimary(db: Db, storeId: number, id: number | null): Promise<'done' | 'missing' | 'unverified'> {
  return db.transaction(async (tx) => {
    if (id !== null) {
      const row = await findDomain(tx, storeId, id);
      if (!row) return 'missing';
      if (row.state !== 'verified') return 'unverified';
    }
    await tx
      .update(storeDomains)
      .set({ isPrimary: false })
      .where(and(eq(storeDomains.storeId, storeId), eq(storeDomains.isPrimary, true)));
    if (id !== null) await tx.update(storeDomains).set({ isPrimary: true }).where(eq(storeDomains.id, id));
    return 'done';
  });
}

export async function removeDomain(db: Db, storeId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(storeDomains)
    .where(and(eq(storeDomains.storeId, storeId), eq(storeDomains.id, id)))
    .returning({ id: storeDomains.id });
  return removed.length > 0;
}
