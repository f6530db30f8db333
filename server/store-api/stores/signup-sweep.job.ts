/**
 * Expired sign-ups are swept by a daily job (decision 101): a link not followed within its day holds
 * nothing (the address is free again, decision 97), and its row (an e-mail and a password hash) is not
 * kept longer than it is needed; nor is an operator's invitation past its date, used or not (it opens
 * nothing then). The job's key is its day, so a fleet's instances queue one run a day.
 */
import { lte } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import type { JobHandler, JobQueue } from '../platform/jobs/job-queue';
import { signupInvitations, storeSignups } from './signup.tables';

export const SIGNUP_SWEEP_JOB = 'signup-sweep';
const DAY_MS = 24 * 60 * 60_000;

const dayKey = (time: Date) => time.toISOString().slice(0, 10);

/** Queues the run of `now`'s day (nothing when it is queued already). */
export function scheduleSignupSweep(jobs: JobQueue, now: Date = new Date()): Promise<void> {
  return jobs.enqueue(SIGNUP_SWEEP_JOB, {}, { key: dayKey(now), runAt: now, maxAttempts: 3 });
}

/** Deletes the sign-ups and the operator's invitations whose link has expired; how many sign-ups. */
export async function sweepExpiredSignups(db: Db, now: Date): Promise<number> {
  const swept = await db.delete(storeSignups).where(lte(storeSignups.expiresAt, now)).returning({ id: storeSignups.id });
  await db.delete(signupInvitations).where(lte(signupInvitations.expiresAt, now));
  return swept.length;
}

export function signupSweepJob(deps: { db: Db; jobs: JobQueue; now?: () => Date }): JobHandler {
  return async () => {
    const now = deps.now?.() ?? new Date();
    await sweepExpiredSignups(deps.db, now);
    const tomorrow = new Date(now.getTime() + DAY_MS);
    await deps.jobs.enqueue(SIGNUP_SWEEP_JOB, {}, { key: dayKey(tomorrow), runAt: tomorrow, maxAttempts: 3 });
  };
}
