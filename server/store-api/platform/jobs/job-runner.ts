/**
 * The workers of one store API instance (docs/decisions.md 84): a loop that claims due jobs of the
 * kinds registered here, runs their handlers a few at a time, and marks each done, due again after a
 * backoff, or dead after its last attempt (logged at error level with its store and what it was).
 * A job's lease outlives its handler's deadline, so only a dead instance's jobs are claimed again.
 * `stop` lets the running jobs finish for a while, then gives back the ones still running.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { DEFAULT_BACKOFF, retryDelayMs, type BackoffPolicy, type ClaimedJob, type JobHandler } from './job-queue';
import type { JobStore } from './job-store';
import { tracing } from '../../../tracing';

export interface JobLog {
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

export interface JobRunnerOptions {
  store: JobStore;
  log: JobLog;
  /** This worker's name in `locked_by`: unique per process. */
  worker?: string;
  now?: () => Date;
  random?: () => number;
  /** How long a claimed job is this worker's; a handler gets 80% of it. Five minutes by default. */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs (one second by default). */
  pollMs?: number;
  /** Jobs run at once. */
  concurrency?: number;
  backoff?: BackoffPolicy;
}

interface Registered {
  handle: JobHandler;
  /** Fields the logs add for this kind (the mail's kind, never its address). */
  describe: (payload: unknown) => object;
}

/** How long done jobs stay for the operator to read (the purge runs every ten minutes). */
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 10 * 60_000;

class DeadlineExceeded extends Error {}

export class JobRunner {
  readonly worker: string;
  private readonly handlers = new Map<string, Registered>();
  private readonly running = new Map<number, ClaimedJob>();
  private readonly released = new Set<number>();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  private nudged = false;
  private lastPurge = 0;

  constructor(private readonly options: JobRunnerOptions) {
    this.worker = options.worker ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  register(kind: string, handle: JobHandler, describe: (payload: unknown) => object = () => ({})): void {
    this.handlers.set(kind, { handle, describe });
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? 5 * 60_000;
  }

  /** Claims one batch of due jobs and runs it to the end; how many it ran. Tests drive the runner with this. */
  async runOnce(): Promise<number> {
    const { store } = this.options;
    const limit = this.options.concurrency ?? 4;
    const batch = await store.claim(this.worker, [...this.handlers.keys()], this.now(), this.leaseMs, limit);
    await Promise.all(batch.map((job) => this.run(job)));
    return batch.length;
  }

  /** Looks for due jobs at once rather than at the next poll (a job was just added here). */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.poll();
  }

  /** Stops claiming; waits up to `drainMs` for running jobs, then gives back those still running. */
  async stop(drainMs = 10_000): Promise<void> {
    if (!this.loop) return;
    this.stopping = true;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      this.loop.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), drainMs))),
    ]);
    clearTimeout(timer);
    if (!drained) {
      for (const job of [...this.running.values()]) {
        this.released.add(job.id);
        await this.options.store.release(job.id, this.worker, this.now()).catch(() => undefined);
      }
    }
    this.loop = null;
  }

  /**
   * Keeps up to `concurrency` jobs running: a freed slot is filled at once, so one long job (an import's
   * twenty-second slice, a slow picture fetch) never holds back the mail queued behind it.
   */
  private async poll(): Promise<void> {
    const limit = this.options.concurrency ?? 4;
    const inFlight = new Set<Promise<void>>();
    while (!this.stopping) {
      this.nudged = false;
      const free = limit - inFlight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const batch = await this.options.store.claim(this.worker, [...this.handlers.keys()], this.now(), this.leaseMs, free);
          claimed = batch.length;
          for (const job of batch) {
            const running: Promise<void> = this.run(job)
              .catch((error: unknown) => this.options.log.warn({ err: error, jobId: job.id }, 'job queue: could not record a finished job'))
              .finally(() => {
                inFlight.delete(running);
                this.wake?.();
              });
            inFlight.add(running);
          }
          await this.purge();
        } catch (error) {
          // The database is away for a moment: the next poll tries again; leases keep claimed jobs safe.
          this.options.log.warn({ err: error }, 'job queue: claiming failed');
        }
      }
      if (this.stopping) break;
      // Every free slot taken: there may be more due jobs, so look again once a slot frees (a finished job wakes the loop).
      const mayBeMore = free > 0 && claimed === free;
      if (!mayBeMore && !this.nudged) await this.sleep(this.options.pollMs ?? 1000);
    }
    await Promise.all(inFlight);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wake = done;
    });
  }

  private async purge(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.options.store.purgeDone(new Date(now - KEEP_DONE_MS));
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { store, log } = this.options;
    const registered = this.handlers.get(job.kind)!;
    const context = { jobId: job.id, jobKind: job.kind, store: job.storeId, attempt: job.attempts, ...registered.describe(job.payload) };
    if (job.attempts > job.maxAttempts) {
      // Its last attempt's worker died with it: nothing left to try.
      await store.fail(job.id, this.worker, 'the worker of its last attempt stopped', null, this.now());
      log.error({ ...context, attempts: job.maxAttempts }, 'job dead: its last attempt never finished');
      return;
    }
    this.running.set(job.id, job);
    try {
      // Its own trace, linked to the request that enqueued it: the attempt may run hours later, elsewhere.
      await tracing().inSpan(
        `job ${job.kind}`,
        {
          kind: 'consumer',
          root: true,
          linkTo: job.traceparent,
          attributes: {
            'webx.job.id': job.id,
            'webx.job.kind': job.kind,
            'webx.job.attempt': job.attempts,
            'webx.store_id': job.storeId ?? undefined,
          },
        },
        () => this.withDeadline(registered.handle(job)),
      );
      if (!this.released.delete(job.id)) await store.complete(job.id, this.worker, this.now());
    } catch (error) {
      if (this.released.delete(job.id)) return;
      const last = job.attempts >= job.maxAttempts;
      const now = this.now();
      const retryAt = last
        ? null
        : new Date(now.getTime() + retryDelayMs(job.attempts, this.options.random, this.options.backoff ?? DEFAULT_BACKOFF));
      const message = error instanceof Error ? error.message : String(error);
      await store.fail(job.id, this.worker, message, retryAt, now).catch((failure: unknown) => {
        log.warn({ ...context, err: failure }, 'job queue: could not record a failed attempt (its lease will run out)');
      });
      if (last) log.error({ ...context, err: error }, 'job dead after its last attempt');
      else log.warn({ ...context, err: error, retryAt: retryAt!.toISOString() }, 'job failed; it will be retried');
    } finally {
      this.running.delete(job.id);
    }
  }

  private async withDeadline(work: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DeadlineExceeded(`no answer within ${Math.round(this.leaseMs * 0.8)} ms`)), this.leaseMs * 0.8);
    });
    try {
      await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
