/** The browser adapters of the shared live feed: BroadcastChannel (Node has one) and Web Locks (over a small LockManager stand-in). */
import { afterEach, describe, expect, it } from 'vitest';
import { BroadcastTabChannels } from '../../../src/adapters/tabs/broadcast-tab-channels';
import { WebLocksTabLock } from '../../../src/adapters/tabs/web-locks-tab-lock';
import type { LiveTabMessage } from '../../../src/domain/live/live-tab-message';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('BroadcastTabChannels', () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  it('reaches the other ends of the name, not the sender, and ignores what is not a tab message', async () => {
    const channels = new BroadcastTabChannels();
    const heard: Record<string, LiveTabMessage[]> = { a: [], b: [], other: [] };
    const a = channels.open('wx-live-nordic', (m) => heard.a!.push(m));
    const b = channels.open('wx-live-nordic', (m) => heard.b!.push(m));
    const other = channels.open('wx-live-aurora', (m) => heard.other!.push(m));
    closers.push(a.close, b.close, other.close);
    const stranger = new BroadcastChannel('wx-live-nordic');
    closers.push(() => stranger.close());

    a.post({ type: 'flag', isMaintenance: true });
    stranger.postMessage({ type: 'flag', isMaintenance: 'yes' });
    stranger.postMessage('<script>');
    await settle();
    expect(heard).toEqual({ a: [], b: [{ type: 'flag', isMaintenance: true }], other: [] });

    b.close();
    a.post({ type: 'ask' });
    await settle();
    expect(heard.b).toHaveLength(1);
  });
});

/** Grants each name in request order; a request whose signal aborts while waiting rejects. */
function lockManager() {
  const queues = new Map<string, (() => void)[]>();
  const manager = {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
      const queue = queues.get(name) ?? queues.set(name, []).get(name)!;
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          callback()
            .then(resolve, reject)
            .finally(() => {
              queue.shift();
              queue[0]?.();
            });
        };
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(grant);
          if (index > 0) {
            queue.splice(index, 1);
            reject(new DOMException('withdrawn', 'AbortError'));
          }
        });
        queue.push(grant);
        if (queue.length === 1) grant();
      });
    },
  };
  return manager as unknown as LockManager;
}

describe('WebLocksTabLock', () => {
  it('holds until let go, then the next tab waiting gets it; a tab that stops waiting never does', async () => {
    const locks = lockManager();
    const held: string[] = [];
    const first = new WebLocksTabLock(locks).hold('wx-live-nordic', () => held.push('first'));
    const second = new WebLocksTabLock(locks).hold('wx-live-nordic', () => held.push('second'));
    const third = new WebLocksTabLock(locks).hold('wx-live-nordic', () => held.push('third'));
    await settle();
    expect(held).toEqual(['first']);
    second();
    first();
    await settle();
    expect(held).toEqual(['first', 'third']);
    third();
  });
});
