/**
 * The audit log is kept for a year (decision 99), then purged by a daily job: each run deletes what is
 * older, a batch at a time so the table is never locked long, and queues the next day's run. The job's
 * key is its day, so the instances of a fleet queue one run a day between them.
 */
import { inArray, lt } from 'drizzle-orm';
import type { Db } from './database/client';
import type { JobHandler, JobQueue } from './jobs/job-queue';
import { auditEvents } from './access.tables';

export const AUDIT_PURGE_JOB = 'audit-purge';
export const AUDIT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60_000;
const BATCH = 5000;

const dayKey = (time: Date) => time.toISOString().slice(0, 10);

/** Queues the run of `now`'s day (nothing when it is queued already). */
export function scheduleAuditPurge(jobs: JobQueue, now: Date = new Date()): Promise<void> {
  return jobs.enqueue(AUDIT_PURGE_JOB, {}, { key: dayKey(now), runAt: now, maxAttempts: 3 });
}

/** Deletes entries older than the retention; how many. */
export async function purgeAuditEvents(db: Db, now: Date, retentionDays = AUDIT_RETENTION_DAYS): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  let purged = 0;
  for (;;) {
    const old = await db.select({ id: auditEvents.id }).from(auditEvents).where(lt(auditEvents.createdAt, before)).limit(BATCH);
    if (old.length === 0) return purged;
    await db.delete(auditEvents).where(
      inArray(
        auditEvents.id,
        old.map((row) => row.id),
      ),
    );
    purged += old.length;
  }
}

export function auditPurgeJob(deps: { db: Db; jobs: JobQueue; now?: () => Date }): JobHandler {
  return async () => {
    const now = deps.now?.() ?? new Date();
    await purgeAuditEvents(deps.db, now);
    const tomorrow = new Date(now.getTime() + DAY_MS);
    await deps.jobs.enqueue(AUDIT_PURGE_JOB, {}, { key: dayKey(tomorrow), runAt: tomorrow, maxAttempts: 3 });
  };
}
