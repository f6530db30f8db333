/** The jobs table's rules in memory, for the runner's tests (database-jobs.ts is the real one, tested in tests/integration/job-queue.test.ts). */
import { fairClaimOrder, type ClaimedJob, type EnqueueOptions, type JobQueue } from '../../../../server/store-api/platform/jobs/job-queue';
import type { JobStore } from '../../../../server/store-api/platform/jobs/job-store';

export interface MemoryJob extends ClaimedJob {
  state: 'pending' | 'running' | 'done' | 'dead';
  runAt: number;
  lockedBy: string | null;
  lockedUntil: number;
  lastError: string | null;
}

export class MemoryJobStore implements JobStore, JobQueue {
  readonly rows: MemoryJob[] = [];

  constructor(private readonly now: () => Date) {}

  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    if (options.key !== undefined && this.rows.some((row) => row.kind === kind && row.key === options.key)) return;
    this.rows.push({
      id: this.rows.length + 1,
      kind,
      payload,
      key: options.key ?? null,
      storeId: options.storeId ?? null,
      attempts: 0,
      maxAttempts: options.maxAttempts ?? 10,
      state: 'pending',
      runAt: (options.runAt ?? this.now()).getTime(),
      lockedBy: null,
      lockedUntil: 0,
      lastError: null,
    });
  }

  async hasten(kind: string, key: string): Promise<void> {
    for (const row of this.rows) if (row.kind === kind && row.key === key && row.state === 'pending') row.runAt = this.now().getTime();
  }

  async claim(worker: string, kinds: readonly string[], now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
    const t = now.getTime();
    const running = new Map<number | null, number>();
    for (const row of this.rows)
      if (row.state === 'running' && row.lockedUntil > t) running.set(row.storeId, (running.get(row.storeId) ?? 0) + 1);
    const due = fairClaimOrder(
      this.rows.filter(
        (row) =>
          kinds.includes(row.kind) && ((row.state === 'pending' && row.runAt <= t) || (row.state === 'running' && row.lockedUntil <= t)),
      ),
      running,
    ).slice(0, limit);
    for (const row of due) Object.assign(row, { state: 'running', attempts: row.attempts + 1, lockedBy: worker, lockedUntil: t + leaseMs });
    return due.map((row) => ({ ...row }));
  }

  private mine(id: number, worker: string) {
    return this.rows.find((row) => row.id === id && row.lockedBy === worker && row.state === 'running');
  }

  async complete(id: number, worker: string): Promise<boolean> {
    const row = this.mine(id, worker);
    if (row) Object.assign(row, { state: 'done', lockedBy: null });
    return row !== undefined;
  }

  async fail(id: number, worker: string, error: string, retryAt: Date | null): Promise<boolean> {
    const row = this.mine(id, worker);
    if (row)
      Object.assign(row, {
        state: retryAt ? 'pending' : 'dead',
        lastError: error,
        lockedBy: null,
        ...(retryAt ? { runAt: retryAt.getTime() } : {}),
      });
    return row !== undefined;
  }

  async release(id: number, worker: string, now: Date): Promise<void> {
    const row = this.mine(id, worker);
    if (row) Object.assign(row, { state: 'pending', attempts: row.attempts - 1, lockedBy: null, runAt: now.getTime() });
  }

  async purgeDone(): Promise<number> {
    return 0;
  }
}
