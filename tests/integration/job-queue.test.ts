/**
 * The job queue on the store database, PGlite or the PostgreSQL of TEST_DATABASE_URL (docs/decisions.md
 * 84): a job commits or rolls back with its caller's transaction, a key adds it once, two workers on
 * their own connections run each job once, a dead worker's lease runs out under a fake clock, and a
 * job that failed every attempt is kept as dead with its error.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../server/store-api/db/schema';
import { DatabaseJobs } from '../../server/store-api/platform/jobs/database-jobs';
import { JobRunner, type JobLog } from '../../server/store-api/platform/jobs/job-runner';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const db = () => server.host.database!.db;
let kinds = 0;
/** A kind of this test's own: the server's workers take only mail and confirmations. */
const newKind = () => `test-${++kinds}-${Date.now()}`;
const rowsOf = (kind: string) => db().select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
const quiet: JobLog = { warn: () => undefined, error: () => undefined };

class FakeClock {
  t = Date.parse('2026-06-01T12:00:00Z');
  now = () => new Date(this.t);
}

describe('the job queue on the store database', () => {
  it("commits a job with its caller's transaction, and adds one job per key", async () => {
    const kind = newKind();
    const queue = new DatabaseJobs({ db: db() });
    await expect(
      db().transaction(async (tx) => {
        await queue.enqueue(kind, { n: 1 }, { key: 'order-1', in: tx });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await rowsOf(kind)).toHaveLength(0);
    await db().transaction((tx) => queue.enqueue(kind, { n: 1 }, { key: 'order-1', in: tx, storeId: 3 }));
    await queue.enqueue(kind, { n: 2 }, { key: 'order-1' });
    const rows = await rowsOf(kind);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payload: { n: 1 }, storeId: 3, state: 'pending', attempts: 0 });
  });

  it('runs each of forty jobs exactly once with two workers claiming at the same time', async () => {
    const kind = newKind();
    const queue = new DatabaseJobs({ db: db() });
    for (let n = 0; n < 40; n += 1) await queue.enqueue(kind, { n });
    const runs: number[] = [];
    const runners = ['a', 'b'].map((worker) => {
      const runner = new JobRunner({ store: queue, log: quiet, worker, concurrency: 3 });
      runner.register(kind, async (job) => {
        runs.push((job.payload as { n: number }).n);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return runner;
    });
    while ((await Promise.all(runners.map((runner) => runner.runOnce()))).some((ran) => ran > 0));
    expect(runs.sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    const rows = await rowsOf(kind);
    expect(rows.every((row) => row.state === 'done' && row.attempts === 1 && row.lockedBy === null)).toBe(true);
  });

  it("claims a dead worker's job again once its lease has run out, and not before", async () => {
    const kind = newKind();
    const clock = new FakeClock();
    const queue = new DatabaseJobs({ db: db(), now: clock.now });
    await queue.enqueue(kind, { n: 1 });
    const [taken] = await queue.claim('dead-worker', [kind], clock.now(), 60_000, 5);
    expect(taken).toMatchObject({ attempts: 1 });
    const done: number[] = [];
    const runner = new JobRunner({ store: queue, log: quiet, now: clock.now, worker: 'alive' });
    runner.register(kind, async (job) => void done.push(job.attempts));
    clock.t += 59_999;
    expect(await runner.runOnce()).toBe(0);
    clock.t += 1;
    expect(await runner.runOnce()).toBe(1);
    expect(done).toEqual([2]);
    expect(await queue.complete(taken!.id, 'dead-worker', clock.now())).toBe(false);
    expect((await rowsOf(kind))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('keeps a job that failed every attempt as dead, with its last error, and logs it with its store', async () => {
    const kind = newKind();
    const clock = new FakeClock();
    const queue = new DatabaseJobs({ db: db(), now: clock.now });
    await queue.enqueue(kind, { to: 'someone' }, { storeId: 5, maxAttempts: 2 });
    const errors: object[] = [];
    const runner = new JobRunner({ store: queue, log: { warn: () => undefined, error: (detail) => errors.push(detail) }, now: clock.now });
    runner.register(kind, async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(await runner.runOnce()).toBe(1);
    expect((await rowsOf(kind))[0]).toMatchObject({ state: 'pending', attempts: 1 });
    clock.t += 10_000;
    expect(await runner.runOnce()).toBe(1);
    clock.t += 3_600_000;
    expect(await runner.runOnce()).toBe(0);
    expect((await rowsOf(kind))[0]).toMatchObject({ state: 'dead', attempts: 2, lastError: 'connect ECONNREFUSED' });
    expect(errors).toEqual([expect.objectContaining({ store: 5, jobKind: kind, attempt: 2 })]);
    // Re-sending a dead job is making it pending again (docs/deploy.md, "Jobs and mail").
    await db()
      .update(jobs)
      .set({ state: 'pending', attempts: 0, runAt: clock.now() })
      .where(and(eq(jobs.kind, kind), eq(jobs.state, 'dead')));
    runner.register(kind, async () => undefined);
    expect(await runner.runOnce()).toBe(1);
    expect((await rowsOf(kind))[0]).toMatchObject({ state: 'done' });
  });

  it("lets stores take turns: one store's flood of jobs does not hold back another store's job queued after it", async () => {
    const kind = newKind();
    const queue = new DatabaseJobs({ db: db() });
    for (let n = 0; n < 30; n += 1) await queue.enqueue(kind, { n }, { storeId: 9001 });
    await queue.enqueue(kind, { mail: true }, { storeId: 9002 });
    const first = await queue.claim('a', [kind], new Date(), 60_000, 2);
    expect(first.map((job) => job.storeId).sort()).toEqual([9001, 9002]);
    // Store 9001 now has a job running: store 9003's job, queued last, comes before 9001's next ones.
    await queue.enqueue(kind, { mail: true }, { storeId: 9003 });
    const second = await queue.claim('a', [kind], new Date(), 60_000, 1);
    expect(second.map((job) => job.storeId)).toEqual([9003]);
    const rest = await queue.claim('b', [kind], new Date(), 60_000, 50);
    expect(rest).toHaveLength(29);
    expect(rest.every((job) => job.storeId === 9001)).toBe(true);
  });
});
