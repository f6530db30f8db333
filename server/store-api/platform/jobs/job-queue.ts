/**
 * The job queue's port (docs/decisions.md 84). A caller enqueues a job, inside its own transaction
 * where it has one, so the change and the work it causes commit together; workers registered per
 * kind (job-runner.ts) do it later, with retries and backoff, on whichever instance claims it first.
 */
import type { Db } from '../database/client';

export interface EnqueueOptions {
  /** Idempotency: a job of the same kind and key already queued (in any state) means this one is not added. */
  key?: string;
  /** Not before this time (now by default). */
  runAt?: Date;
  /** The store the job is for (its webID): the logs name it. */
  storeId?: number;
  /** Attempts before the job is dead (DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** The caller's open transaction: the job commits or rolls back with it. */
  in?: Db;
}

export interface JobQueue {
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** A pending job of this kind and key becomes due now (one enqueued with a later runAt as a safety net). */
  hasten(kind: string, key: string): Promise<void>;
}

/** A job as its worker gets it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  storeId: number | null;
  key: string | null;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
  /** The trace of the request that enqueued it, when traces were on (job-trace.ts). */
  traceparent?: string;
}

/**
 * The order due jobs are claimed in: stores take turns (database-jobs.ts does the same in SQL). A store's k-th due job (by due
 * time, then id) has turn k plus the number of its jobs running anywhere; jobs are claimed by turn,
 * then due time, then id. Jobs of no store count as one store of their own.
 */
export function fairClaimOrder<J extends { id: number; storeId: number | null; runAt: number }>(
  due: readonly J[],
  runningPerStore: ReadonlyMap<number | null, number>,
): J[] {
  const seen = new Map<number | null, number>();
  const turns = [...due]
    .sort((a, b) => a.runAt - b.runAt || a.id - b.id)
    .map((job) => {
      const k = (seen.get(job.storeId) ?? 0) + 1;
      seen.set(job.storeId, k);
      return { job, turn: k + (runningPerStore.get(job.storeId) ?? 0) };
    });
  return turns.sort((a, b) => a.turn - b.turn || a.job.runAt - b.job.runAt || a.job.id - b.job.id).map(({ job }) => job);
}

/** What a worker does with a job; a throw is a failed attempt. */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** Ten attempts over about an hour and a half with the delays below: an SMTP outage of an hour loses nothing. */
export const DEFAULT_MAX_ATTEMPTS = 10;

export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 10_000, capMs: 60 * 60_000 };

/**
 * The wait after failed attempt `attempt` (from 1): base·2^(attempt−1), capped, then between half and
 * all of it at random, so the jobs one outage failed together do not all come back together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const exponential = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.5 + random() * 0.5));
}
