/**
 * Deleting a store after a grace period (decision 93): the operator's delete suspends the store at
 * once (closed at every door, its data kept) and queues a job due when the grace period ends (30
 * days by default, STORE_DELETION_GRACE_DAYS), which then removes every row of it (db/store-data.ts
 * deleteStore, handed in: the store's pictures are rows too). Resuming the store within the period cancels the
 * deletion. The job is one row of the job queue, so no instance has to be running when it is asked
 * for, and whichever instance runs when it falls due does it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import type { ClaimedJob, JobHandler } from '../platform/jobs/job-queue';
import { DatabaseJobs } from '../platform/jobs/database-jobs';
import { jobs } from '../platform/jobs/jobs.tables';
import { stores } from '../platform/platform.tables';
import { announceStoreChange } from './store-lifecycle';

export const STORE_DELETION_JOB = 'store-deletion';
export const DEFAULT_DELETION_GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

const keyOf = (storeId: number) => `store-deletion:${storeId}`;

/** The grace period the environment sets (whole days, 0 or more), else the default. */
export function deletionGraceDays(env: NodeJS.ProcessEnv): number {
  const days = Number(env.STORE_DELETION_GRACE_DAYS);
  return env.STORE_DELETION_GRACE_DAYS !== undefined && Number.isInteger(days) && days >= 0 ? days : DEFAULT_DELETION_GRACE_DAYS;
}

/**
 * Suspends the store and queues its deletion for `graceDays` from `now`; asked again, the first
 * date stands. The date the store's rows go.
 */
export async function scheduleStoreDeletion(db: Db, storeId: number, graceDays: number, now = new Date()): Promise<Date> {
  const dueAt = new Date(now.getTime() + graceDays * DAY_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(stores)
      .set({ suspendedAt: sql`coalesce(${stores.suspendedAt}, now())` })
      .where(eq(stores.id, storeId));
    await new DatabaseJobs({ db, now: () => now }).enqueue(
      STORE_DELETION_JOB,
      { storeId },
      { key: keyOf(storeId), runAt: dueAt, storeId, in: tx },
    );
  });
  await announceStoreChange(db, storeId);
  return (await deletionDueAt(db, storeId)) ?? dueAt;
}

/** When the store's rows go, if its deletion is queued. */
export async function deletionDueAt(db: Db, storeId: number): Promise<Date | null> {
  const [row] = await db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, STORE_DELETION_JOB), eq(jobs.key, keyOf(storeId)), inArray(jobs.state, ['pending', 'running'])));
  return row ? row.runAt : null;
}

/** Takes back a queued deletion (the store is resumed); whether one was queued. */
export async function cancelStoreDeletion(db: Db, storeId: number): Promise<boolean> {
  const removed = await db
    .delete(jobs)
    .where(and(eq(jobs.kind, STORE_DELETION_JOB), eq(jobs.key, keyOf(storeId)), eq(jobs.state, 'pending')))
    .returning({ id: jobs.id });
  return removed.length > 0;
}

/** The job: the store's rows go, unless it was resumed since (then nothing is done). */
export function storeDeletionJob(deps: {
  db: Db;
  /** db/store-data.ts's, handed in: db/ stands above the features. */
  deleteStore: (db: Db, storeId: number) => Promise<boolean>;
  log?: { info(detail: object, message: string): void };
}): JobHandler {
  return async (job: ClaimedJob) => {
    const { storeId } = job.payload as { storeId: number };
    const [store] = await deps.db.select({ suspendedAt: stores.suspendedAt }).from(stores).where(eq(stores.id, storeId));
    if (!store?.suspendedAt) return;
    if (await deps.deleteStore(deps.db, storeId)) deps.log?.info({ store: storeId }, 'store deleted after its grace period');
  };
}
