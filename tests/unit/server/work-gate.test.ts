import { afterEach, describe, expect, it, vi } from 'vitest';
import { GateAbortedError, GateBusyError, WorkGate } from '../../../server/host/work-gate';

afterEach(() => {
  vi.useRealTimers();
});

/** A job that runs until `finish` is called, recording that it started. */
function heldJob(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  return { run: () => (started.push(name), done), finish: () => finish() };
}

describe('WorkGate', () => {
  it('runs up to its concurrency at once, queues a few, and refuses the rest at once', async () => {
    const gate = new WorkGate({ concurrency: 2, maxQueued: 1, maxWaitMs: 10_000 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(started, name));
    const results = jobs.map((job) => gate.run(job.run));
    await expect(results[3]).rejects.toBeInstanceOf(GateBusyError);
    expect(started).toEqual(['a', 'b']);
    expect(gate.load).toEqual({ running: 2, queued: 1 });
    jobs[0]!.finish();
    expect(await results[0]).toBe('a');
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'c']));
    jobs[1]!.finish();
    jobs[2]!.finish();
    expect(await Promise.all(results.slice(1, 3))).toEqual(['b', 'c']);
    expect(gate.load).toEqual({ running: 0, queued: 0 });
  });

  it('frees the slot of a job that fails', async () => {
    const gate = new WorkGate({ concurrency: 1, maxQueued: 0, maxWaitMs: 1000 });
    await expect(gate.run(async () => Promise.reject(new Error('bad picture')))).rejects.toThrow('bad picture');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('refuses a job that waited too long, without running it', async () => {
    vi.useFakeTimers();
    const gate = new WorkGate({ concurrency: 1, maxQueued: 4, maxWaitMs: 5000 });
    const started: string[] = [];
    const first = heldJob(started, 'first');
    const running = gate.run(first.run);
    const waiting = gate.run(heldJob(started, 'late').run);
    const refused = expect(waiting).rejects.toBeInstanceOf(GateBusyError);
    await vi.advanceTimersByTimeAsync(5000);
    await refused;
    expect(gate.load).toEqual({ running: 1, queued: 0 });
    first.finish();
    await running;
    expect(started).toEqual(['first']);
  });

  it('drops a waiting job whose callers left, and never starts one already left', async () => {
    const gate = new WorkGate({ concurrency: 1, maxQueued: 2, maxWaitMs: 10_000 });
    const started: string[] = [];
    const first = heldJob(started, 'first');
    const running = gate.run(first.run);
    const gone = new AbortController();
    const abandoned = gate.run(heldJob(started, 'abandoned').run, gone.signal);
    const next = heldJob(started, 'next');
    const waiting = gate.run(next.run);
    gone.abort();
    await expect(abandoned).rejects.toBeInstanceOf(GateAbortedError);
    expect(gate.load).toEqual({ running: 1, queued: 1 });
    await expect(gate.run(async () => 'x', gone.signal)).rejects.toBeInstanceOf(GateAbortedError);
    first.finish();
    await running;
    await vi.waitFor(() => expect(started).toEqual(['first', 'next']));
    next.finish();
    expect(await waiting).toBe('next');
  });

  it('gives a slot taken with acquire back once, however often it is released', async () => {
    const gate = new WorkGate({ concurrency: 1, maxQueued: 0, maxWaitMs: 1000 });
    const release = await gate.acquire();
    await expect(gate.acquire()).rejects.toBeInstanceOf(GateBusyError);
    release();
    release();
    expect(gate.load).toEqual({ running: 0, queued: 0 });
    const again = await gate.acquire();
    expect(gate.load.running).toBe(1);
    again();
  });
});
