/** The health calls' database probe: a bounded wait, one ping a second however many ask, the last reading meanwhile. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseProbe } from '../../../server/store-api/platform/database/database-probe';

const clock = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
};

describe('the database probe', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says ok when the ping answers, and pings at most once a second however many ask', async () => {
    const ping = vi.fn(async () => undefined);
    const probe = databaseProbe(ping, { clock });
    expect(await probe.state()).toBe('ok');
    await Promise.all(Array.from({ length: 50 }, () => probe.state()));
    expect(ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(await probe.state()).toBe('ok');
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('says unreachable when the ping fails, or hangs past the time allowed', async () => {
    expect(await databaseProbe(() => Promise.reject(new Error('ECONNREFUSED')), { clock }).state()).toBe('unreachable');
    const hanging = databaseProbe(() => new Promise(() => {}), { clock, timeoutMs: 2_000 });
    const reading = hanging.state();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await reading).toBe('unreachable');
  });

  it('answers from the last reading while a new ping is out, and turns once it ends', async () => {
    let up = true;
    const probe = databaseProbe(() => (up ? Promise.resolve() : new Promise(() => {})), { clock, timeoutMs: 2_000 });
    expect(await probe.state()).toBe('ok');
    up = false;
    vi.advanceTimersByTime(1_000);
    // The database stopped answering: the stale reading is given at once, never a wait.
    expect(await probe.state()).toBe('ok');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await probe.state()).toBe('unreachable');
  });
});
