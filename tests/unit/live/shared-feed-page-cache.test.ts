/**
 * A tab going into the back/forward cache on bare feeds over one fake browser: it closes
 * its stream and lets go of the tab lock, so another tab leads and the browser need not evict the
 * frozen page; coming back it joins again, hears only a change and reads the settings again.
 */
import { describe, expect, it } from 'vitest';
import { SharedMaintenanceFeed } from '../../../src/application/live/shared-maintenance-feed';
import type { PageLifecycle } from '../../../src/application/ports/page-lifecycle.port';
import { fakeStreamServer, fakeTabChannels, fakeTabLock } from './fake-browser';

function fakePage(): PageLifecycle & { freeze(): void; thaw(): void } {
  let handlers: { onFrozen(): void; onThawed(): void } | null = null;
  return {
    watch(given) {
      handlers = given;
      return () => (handlers = null);
    },
    freeze: () => handlers?.onFrozen(),
    thaw: () => handlers?.onThawed(),
  };
}

describe('a tab in the back/forward cache', () => {
  it('lets go of the stream and the lock while frozen, and comes back hearing only what changed', () => {
    const server = fakeStreamServer({ nordic: false });
    const locks = fakeTabLock();
    const tabs = { locks, channels: fakeTabChannels() };
    const frozenPage = fakePage();
    const leaving = new SharedMaintenanceFeed({ stream: server.stream, tabs, random: () => 0, page: frozenPage });
    const other = new SharedMaintenanceFeed({ stream: server.stream, tabs, random: () => 0 });
    const heard: boolean[] = [];
    let settingsReads = 0;
    leaving.subscribe(
      'nordic',
      (flag) => heard.push(flag),
      () => settingsReads++,
    );
    const otherHeard: boolean[] = [];
    other.subscribe('nordic', (flag) => otherHeard.push(flag));
    expect(server.openCount()).toBe(1);

    frozenPage.freeze();
    // The other tab leads now, with the one stream; the frozen page holds nothing another tab waits for.
    expect(server.openCount()).toBe(1);
    expect(server.openedCount()).toBe(2);
    server.setFlag('nordic', true);
    expect(otherHeard).toEqual([false, true]);
    expect(heard).toEqual([false]);

    frozenPage.thaw();
    expect(heard).toEqual([false, true]);
    expect(settingsReads).toBe(1);
    frozenPage.thaw();
    expect(heard).toEqual([false, true]);
    expect(server.openCount()).toBe(1);
  });

  it('hears nothing again when nothing changed while it was frozen', () => {
    const server = fakeStreamServer({ nordic: true });
    const page = fakePage();
    const feed = new SharedMaintenanceFeed({
      stream: server.stream,
      tabs: { locks: fakeTabLock(), channels: fakeTabChannels() },
      random: () => 0,
      page,
    });
    const heard: boolean[] = [];
    const unsubscribe = feed.subscribe('nordic', (flag) => heard.push(flag));
    page.freeze();
    expect(server.openCount()).toBe(0);
    page.thaw();
    expect(heard).toEqual([true]);
    expect(server.openCount()).toBe(1);
    unsubscribe();
    expect(server.openCount()).toBe(0);
    page.thaw();
    expect(server.openCount()).toBe(0);
  });
});
