/**
 * The job queue on the store database (docs/decisions.md 84): the same SQL on PGlite and PostgreSQL.
 * Workers claim with `FOR UPDATE SKIP LOCKED`, so two instances never take the same job, and every
 * time comes from the caller's clock as a parameter (never the database's `now()`), so tests drive
 * retries and leases with a fake one.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../database/client';
import { rowsOf } from '../database/rows-of';
import { payloadAndTrace, payloadWithTrace } from './job-trace';
import { DEFAULT_MAX_ATTEMPTS, type ClaimedJob, type EnqueueOptions, type JobQueue } from './job-queue';
import type { JobStore } from './job-store';
import { jobs } from './jobs.tables';

interface ClaimedRow {
  id: number | string;
  kind: string;
  store_id: number | null;
  key: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

export class DatabaseJobs implements JobQueue, JobStore {
  /** Told after a job is added outside a transaction, so this instance's runner picks it up at once. */
  private onEnqueued: () => void = () => {};

  constructor(private readonly deps: { db: Db; now?: () => Date }) {}

  whenEnqueued(listener: () => void): void {
    this.onEnqueued = listener;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    await (options.in ?? this.deps.db)
      .insert(jobs)
      .values({
        kind,
        payload: payloadWithTrace(payload),
        key: options.key ?? null,
        storeId: options.storeId ?? null,
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        runAt: options.runAt ?? this.now(),
      })
      .onConflictDoNothing({ target: [jobs.kind, jobs.key] });
    // In a transaction the job is not visible until it commits: the next poll finds it.
    if (!options.in) this.onEnqueued();
  }

  async hasten(kind: string, key: string): Promise<void> {
    await this.deps.db
      .update(jobs)
      .set({ runAt: this.now() })
      .where(and(eq(jobs.kind, kind), eq(jobs.key, key), eq(jobs.state, 'pending')));
    this.onEnqueued();
  }

  async claim(worker: string, kinds: readonly string[], now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
    if (kinds.length === 0) return [];
    const until = new Date(now.getTime() + leaseMs);
    const kindList = sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    );
    const due = sql`kind IN (${kindList}) AND ((state = 'pending' AND run_at <= ${at(now)}) OR (state = 'running' AND locked_until <= ${at(now)}))`;
    // Stores take turns (fairClaimOrder in job-queue.ts): a store's k-th due job has turn k plus the jobs it
    // has running anywhere in the fleet, so one store's ten thousand picture fetches never hold back
    // another store's order mail. The lock re-checks that each chosen job is still due (another worker
    // may have claimed it since the snapshot) and skips those another claim holds.
    const rows = rowsOf<ClaimedRow>(
      await this.deps.db.execute(sql`
        WITH busy AS (
          SELECT store_id, count(*) AS running FROM jobs
          WHERE state = 'running' AND locked_until > ${at(now)}
          GROUP BY store_id
        ), turns AS (
          SELECT jobs.id, jobs.run_at,
            row_number() OVER (PARTITION BY jobs.store_id ORDER BY jobs.run_at, jobs.id) + coalesce(busy.running, 0) AS turn
          FROM jobs LEFT JOIN busy ON busy.store_id IS NOT DISTINCT FROM jobs.store_id
          WHERE ${due}
        )
        UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ${worker}, locked_until = ${at(until)}
        WHERE id IN (
          SELECT id FROM jobs
          WHERE id IN (SELECT id FROM turns ORDER BY turn, run_at, id LIMIT ${limit}) AND ${due}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, store_id, key, payload, attempts, max_attempts`),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      storeId: row.store_id,
      key: row.key,
      ...payloadAndTrace(row.payload),
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
    }));
  }

  private mine(id: number, worker: string) {
    return and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.state, 'running'));
  }

  async complete(id: number, worker: string, now: Date): Promise<boolean> {
    const done = await this.deps.db
      .update(jobs)
      .set({ state: 'done', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
      .where(this.mine(id, worker))
      .returning({ id: jobs.id });
    return done.length > 0;
  }

  async fail(id: number, worker: string, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
    const failed = await this.deps.db
      .update(jobs)
      .set({
        state: retryAt ? 'pending' : 'dead',
        ...(retryAt ? { runAt: retryAt } : { finishedAt: now }),
        lastError: error.slice(0, 2000),
        lockedBy: null,
        lockedUntil: null,
      })
      .where(this.mine(id, worker))
      .returning({ id: jobs.id });
    return failed.length > 0;
  }

  async release(id: number, worker: string, now: Date): Promise<void> {
    await this.deps.db
      .update(jobs)
      .set({ state: 'pending', attempts: sql`greatest(${jobs.attempts} - 1, 0)`, runAt: now, lockedBy: null, lockedUntil: null })
      .where(this.mine(id, worker));
  }

  async purgeDone(before: Date): Promise<number> {
    const gone = await this.deps.db
      .delete(jobs)
      .where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)))
      .returning({ id: jobs.id });
    return gone.length;
  }
}
