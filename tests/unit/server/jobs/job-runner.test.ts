/**
 * The job workers under a fake clock and a fake mail port (docs/decisions.md 84): a failing mail
 * server is retried with growing, jittered waits; after the last attempt the job is dead and logged
 * at error level with its store and mail kind; a crashed worker's job is claimed again once its lease
 * runs out; two workers never run one job.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JobRunner, type JobLog } from '../../../../server/store-api/platform/jobs/job-runner';
import { DEFAULT_BACKOFF, fairClaimOrder, retryDelayMs } from '../../../../server/store-api/platform/jobs/job-queue';
import { describeMail, MAIL_JOB, mailJob, QueuedMailer } from '../../../../server/store-api/platform/mail/queued-mailer';
import type { Mailer, OutgoingMail } from '../../../../server/store-api/platform/mail/mailer';
import { MemoryJobStore } from './memory-job-store';

class FakeClock {
  t = Date.parse('2026-06-01T12:00:00Z');
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

/** A mail server that refuses while `down`, and counts what it accepted. */
class FakeMailServer implements Mailer {
  down = true;
  readonly delivered: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    this.delivered.push(mail);
  }
}

class Lines implements JobLog {
  readonly errors: Array<{ detail: Record<string, unknown>; message: string }> = [];
  readonly warnings: Array<{ detail: Record<string, unknown>; message: string }> = [];
  warn(detail: object, message: string) {
    this.warnings.push({ detail: detail as Record<string, unknown>, message });
  }
  error(detail: object, message: string) {
    this.errors.push({ detail: detail as Record<string, unknown>, message });
  }
}

const confirmation: OutgoingMail = { webID: 7, to: 'ada@example.com', subject: 'Your order', text: 'Thanks', kind: 'order-confirmation' };

function setUp(options: { maxAttempts?: number } = {}) {
  const clock = new FakeClock();
  const store = new MemoryJobStore(clock.now);
  const server = new FakeMailServer();
  const log = new Lines();
  const runner = new JobRunner({ store, log, now: clock.now, random: () => 1, worker: 'a' });
  runner.register(MAIL_JOB, mailJob(server), describeMail);
  const queue = {
    enqueue: (kind: string, payload: unknown) => store.enqueue(kind, payload, { storeId: 7, maxAttempts: options.maxAttempts ?? 10 }),
    hasten: store.hasten.bind(store),
  };
  return { clock, store, server, log, runner, mailer: new QueuedMailer(queue) };
}

describe('the job workers', () => {
  it('retry a refused mail after growing waits and deliver it once the server is back', async () => {
    const { clock, store, server, runner, mailer } = setUp();
    await mailer.send(confirmation);
    expect(await runner.runOnce()).toBe(1);
    expect(server.delivered).toHaveLength(0);
    // Not due before its backoff (10 s, then 20 s, with random() = 1 the whole of it).
    clock.advance(9_999);
    expect(await runner.runOnce()).toBe(0);
    clock.advance(1);
    expect(await runner.runOnce()).toBe(1);
    clock.advance(19_999);
    expect(await runner.runOnce()).toBe(0);
    server.down = false;
    clock.advance(1);
    expect(await runner.runOnce()).toBe(1);
    expect(server.delivered).toEqual([confirmation]);
    expect(store.rows[0]).toMatchObject({ state: 'done', attempts: 3 });
    clock.advance(3_600_000);
    expect(await runner.runOnce()).toBe(0);
    expect(server.delivered).toHaveLength(1);
  });

  it('keep a mail that failed every attempt as dead, logged at error level with its store and kind', async () => {
    const { clock, store, server, log, runner, mailer } = setUp({ maxAttempts: 3 });
    await mailer.send(confirmation);
    for (let i = 0; i < 10; i += 1) {
      await runner.runOnce();
      clock.advance(DEFAULT_BACKOFF.capMs);
    }
    expect(server.delivered).toHaveLength(0);
    expect(store.rows[0]).toMatchObject({ state: 'dead', attempts: 3, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(log.warnings).toHaveLength(2);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]!.detail).toMatchObject({ store: 7, mailKind: 'order-confirmation', jobKind: 'mail', attempt: 3 });
    expect(JSON.stringify(log.errors[0]!.detail)).not.toContain('ada@example.com');
  });

  it("claim a crashed worker's job again once its lease runs out, and only then", async () => {
    const { clock, store, server, runner, mailer } = setUp();
    server.down = false;
    await mailer.send(confirmation);
    // Worker "crashed" claims it and is never heard of again.
    const [claimed] = await store.claim('crashed', [MAIL_JOB], clock.now(), 60_000, 1);
    expect(claimed).toBeDefined();
    expect(await runner.runOnce()).toBe(0);
    clock.advance(59_999);
    expect(await runner.runOnce()).toBe(0);
    clock.advance(1);
    expect(await runner.runOnce()).toBe(1);
    expect(server.delivered).toHaveLength(1);
    // The crashed worker's late word counts for nothing.
    expect(await store.complete(claimed!.id, 'crashed')).toBe(false);
    expect(store.rows[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('let a lease that ran out on the last attempt make the job dead, not run it again', async () => {
    const { clock, store, server, log, runner, mailer } = setUp({ maxAttempts: 1 });
    server.down = false;
    await mailer.send(confirmation);
    await store.claim('crashed', [MAIL_JOB], clock.now(), 1000, 1);
    clock.advance(1000);
    await runner.runOnce();
    expect(server.delivered).toHaveLength(0);
    expect(store.rows[0]!.state).toBe('dead');
    expect(log.errors[0]!.detail).toMatchObject({ store: 7, mailKind: 'order-confirmation' });
  });

  it('never run one job on two workers, each job once', async () => {
    const { clock, store, server, mailer } = setUp();
    server.down = false;
    const second = new JobRunner({ store, log: new Lines(), now: clock.now, worker: 'b' });
    const first = new JobRunner({ store, log: new Lines(), now: clock.now, worker: 'a' });
    const runs = new Map<string, number>();
    const counting = (worker: string) => async (job: { payload: unknown }) => {
      const subject = (job.payload as OutgoingMail).subject;
      runs.set(subject, (runs.get(subject) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      void worker;
    };
    first.register(MAIL_JOB, counting('a'));
    second.register(MAIL_JOB, counting('b'));
    for (let i = 0; i < 30; i += 1) await mailer.send({ ...confirmation, subject: `mail ${i}` });
    while ((await Promise.all([first.runOnce(), second.runOnce()])).some((ran) => ran > 0));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(store.rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
  });

  it('give back the jobs still running when stopped, to be run again at once', async () => {
    const { clock, store } = setUp();
    const runner = new JobRunner({ store, log: new Lines(), now: clock.now, worker: 'a', pollMs: 5 });
    let finish: () => void = () => {};
    runner.register(MAIL_JOB, () => new Promise<void>((resolve) => (finish = resolve)));
    await store.enqueue(MAIL_JOB, confirmation);
    runner.start();
    await expect.poll(() => store.rows[0]!.state).toBe('running');
    await runner.stop(20);
    expect(store.rows[0]).toMatchObject({ state: 'pending', attempts: 0, lockedBy: null });
    finish();
  });
});

describe('the job workers under load', () => {
  it('run a mail queued behind a long job at once, in a free slot, not after the long job ends', async () => {
    const { store, server, mailer } = setUp();
    server.down = false;
    const runner = new JobRunner({ store, log: new Lines(), worker: 'a', pollMs: 5, concurrency: 2 });
    let finishImport: () => void = () => {};
    runner.register('import', () => new Promise<void>((resolve) => (finishImport = resolve)));
    runner.register(MAIL_JOB, mailJob(server), describeMail);
    await store.enqueue('import', { slice: 1 }, { storeId: 3 });
    runner.start();
    await expect.poll(() => store.rows[0]!.state).toBe('running');
    await mailer.send(confirmation);
    runner.nudge();
    await expect.poll(() => server.delivered.length).toBe(1);
    expect(store.rows[0]!.state).toBe('running');
    finishImport();
    await runner.stop();
    expect(store.rows.every((row) => row.state === 'done')).toBe(true);
  });

  it("give a store's one job a turn before another store's flood", async () => {
    const { clock, store, runner } = setUp();
    const ran: Array<number | null> = [];
    runner.register('fetch', async (job) => void ran.push(job.storeId));
    for (let n = 0; n < 10; n += 1) await store.enqueue('fetch', { n }, { storeId: 1 });
    clock.advance(1);
    await store.enqueue('fetch', { n: 0 }, { storeId: 2 });
    await runner.runOnce();
    expect(ran.slice(0, 2).sort()).toEqual([1, 2]);
  });
});

describe('the claim order', () => {
  const jobsArbitrary = fc.array(fc.record({ storeId: fc.constantFrom(1, 2, 3, null), runAt: fc.integer({ min: 0, max: 50 }) }), {
    maxLength: 40,
  });

  it("keeps each store's jobs in due order and serves every store with a due job before any store's second", () => {
    fc.assert(
      fc.property(jobsArbitrary, (drafts) => {
        const due = drafts.map((draft, i) => ({ ...draft, id: i + 1 }));
        const order = fairClaimOrder(due, new Map());
        expect(order).toHaveLength(due.length);
        for (const store of new Set(due.map((job) => job.storeId))) {
          const own = order.filter((job) => job.storeId === store);
          expect(own).toEqual([...own].sort((a, b) => a.runAt - b.runAt || a.id - b.id));
        }
        const stores = new Set(due.map((job) => job.storeId)).size;
        expect(new Set(order.slice(0, stores).map((job) => job.storeId)).size).toBe(stores);
      }),
    );
  });
});

describe('the retry backoff', () => {
  it('doubles from ten seconds to an hour at most, and jitters within the upper half', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 0.999, noNaN: true }), (attempt, r) => {
        const full = Math.min(DEFAULT_BACKOFF.capMs, DEFAULT_BACKOFF.baseMs * 2 ** (attempt - 1));
        const delay = retryDelayMs(attempt, () => r);
        return delay >= Math.floor(full / 2) && delay <= full;
      }),
    );
    expect(retryDelayMs(1, () => 1)).toBe(10_000);
    expect(retryDelayMs(4, () => 1)).toBe(80_000);
    expect(retryDelayMs(30, () => 1)).toBe(3_600_000);
  });
});
