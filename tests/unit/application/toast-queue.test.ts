import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, MAX_TOASTS } from '../../../src/application/storefront/toast-queue';

const TIMING = { durationMs: 3000, leaveMs: 400 };
const timers = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
};
const shown = (queue: ReturnType<typeof createToastQueue>) =>
  queue.list().map(({ message, leaving }) => `${message}${leaving ? ' (leaving)' : ''}`);

describe('the toast queue (spec section 9: 3 s, then a 400 ms leave)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    return () => vi.useRealTimers();
  });

  it('shows a toast for 3 s, animates it out for 400 ms, then removes it', () => {
    const queue = createToastQueue(TIMING, timers);
    queue.show('Added to wishlist', 'success');
    vi.advanceTimersByTime(2999);
    expect(shown(queue)).toEqual(['Added to wishlist']);
    vi.advanceTimersByTime(1);
    expect(shown(queue)).toEqual(['Added to wishlist (leaving)']);
    vi.advanceTimersByTime(399);
    expect(shown(queue)).toEqual(['Added to wishlist (leaving)']);
    vi.advanceTimersByTime(1);
    expect(shown(queue)).toEqual([]);
  });

  it('closes every type, loading included, on its own', () => {
    const queue = createToastQueue(TIMING, timers);
    for (const type of ['info', 'success', 'error', 'loading'] as const) queue.show(type, type);
    vi.advanceTimersByTime(3400);
    expect(queue.list()).toEqual([]);
  });

  it('a held toast stays, and gets its whole time again once let go', () => {
    const queue = createToastQueue(TIMING, timers);
    queue.show('Saved', 'info');
    vi.advanceTimersByTime(2500);
    queue.hold();
    vi.advanceTimersByTime(60_000);
    expect(shown(queue)).toEqual(['Saved']);
    queue.release();
    vi.advanceTimersByTime(2999);
    expect(shown(queue)).toEqual(['Saved']);
    vi.advanceTimersByTime(401);
    expect(queue.list()).toEqual([]);
  });

  it('the close button starts the leave at once', () => {
    const queue = createToastQueue(TIMING, timers);
    const id = queue.show('Saved', 'info');
    queue.dismiss(id);
    expect(shown(queue)).toEqual(['Saved (leaving)']);
    vi.advanceTimersByTime(400);
    expect(queue.list()).toEqual([]);
  });

  it(`keeps at most ${MAX_TOASTS} on screen: the oldest leaves first`, () => {
    const queue = createToastQueue(TIMING, timers);
    for (const n of [1, 2, 3, 4]) queue.show(`Toast ${n}`, 'info');
    expect(shown(queue)).toEqual(['Toast 1 (leaving)', 'Toast 2', 'Toast 3', 'Toast 4']);
  });

  it('tells its listeners of each change until they leave', () => {
    const queue = createToastQueue(TIMING, timers);
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.show('One', 'info');
    vi.advanceTimersByTime(3400);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    queue.show('Two', 'info');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
