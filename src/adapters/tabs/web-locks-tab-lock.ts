/**
 * TabLock over the Web Locks API (navigator.locks): the lock is held by a promise that settles
 * when this tab lets go; the browser frees it when the tab closes or crashes and grants it to the
 * next tab waiting, in the order they asked.
 */
import type { TabLock } from '../../application/ports/tab-lock.port';

export class WebLocksTabLock implements TabLock {
  constructor(private readonly locks: LockManager) {}

  hold(name: string, onHeld: () => void): () => void {
    const withdraw = new AbortController();
    let letGo = false;
    let release: () => void = () => undefined;
    this.locks
      .request(
        name,
        { signal: withdraw.signal },
        () =>
          new Promise<void>((resolve) => {
            if (letGo) return resolve();
            release = resolve;
            onHeld();
          }),
      )
      // An AbortError: this tab stopped waiting before its turn came.
      .catch(() => undefined);
    return () => {
      letGo = true;
      withdraw.abort();
      release();
    };
  }
}
