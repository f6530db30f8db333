/**
 * A bounded gate for expensive work (image renders and page renders, docs/security.md): at most `concurrency`
 * jobs run at once, at most `maxQueued` wait for a turn and none waits longer than `maxWaitMs`.
 * Anything past that is refused at once with GateBusyError, which the caller answers with 503 and
 * Retry-After, rather than queued for ever behind work it cannot see. A waiting job whose signal
 * aborts (its callers left) leaves the queue without running. A job that has started runs to the
 * end: sharp cannot stop a render half way.
 */

export class GateBusyError extends Error {
  constructor() {
    super('busy: every slot and queue place is taken');
  }
}

export class GateAbortedError extends Error {
  constructor() {
    super('the callers left before the work started');
  }
}

export interface GateLimits {
  concurrency: number;
  maxQueued: number;
  maxWaitMs: number;
}

interface Waiter {
  start(): void;
  fail(error: Error): void;
}

export class WorkGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: GateLimits) {}

  /** Jobs running and waiting now. */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  /** Runs `job` when a slot is free; rejects with GateBusyError or GateAbortedError without running it. */
  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await job();
    } finally {
      release();
    }
  }

  /** Takes a slot when one is free (or rejects as `run` does); the function returned gives it back, once. */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    await this.enter(signal);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.running -= 1;
      this.waiting.shift()?.start();
    };
  }

  private enter(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(new GateAbortedError());
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.maxQueued) return Promise.reject(new GateBusyError());
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        start: () => {
          settle();
          this.running += 1;
          resolve();
        },
        fail: (error) => {
          settle();
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(error);
        },
      };
      const onAbort = () => waiter.fail(new GateAbortedError());
      const timer = setTimeout(() => waiter.fail(new GateBusyError()), this.limits.maxWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }
}
