/** What the workers need of the jobs table (database-jobs.ts; tests give a fake with the same rules). */
import type { ClaimedJob } from './job-queue';

export interface JobStore {
  /**
   * Leases up to `limit` due jobs of these kinds to `worker` until `now + leaseMs`: pending ones whose
   * time has come, and running ones whose lease ran out (their worker died). Each claim counts an attempt.
   */
  claim(worker: string, kinds: readonly string[], now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]>;
  /** Done; false when the lease was lost to another worker meanwhile. */
  complete(id: number, worker: string, now: Date): Promise<boolean>;
  /** A failed attempt: pending again at `retryAt`, or dead when `retryAt` is null. */
  fail(id: number, worker: string, error: string, retryAt: Date | null, now: Date): Promise<boolean>;
  /** Gives back a job this worker will not finish (shutting down): pending again at once, the attempt not counted. */
  release(id: number, worker: string, now: Date): Promise<void>;
  /** Deletes done jobs finished before `before`; dead ones are kept. */
  purgeDone(before: Date): Promise<number>;
}
