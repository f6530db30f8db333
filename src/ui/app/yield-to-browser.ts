/**
 * A pause in a long piece of start-up work that lets the browser in (input, a paint, its own tasks)
 * before going on, so the page's start is several short tasks instead of one long one (docs/benchmarks.md: a
 * phone at 4x CPU blocks on any task over 50 ms). `scheduler.yield()` resumes ahead of other queued
 * work where the browser has it; elsewhere a zero-delay timer does the same, a little later.
 */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
