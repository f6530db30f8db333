/** The shared live feed (docs/live-updates.md) on bare actors: tabs of one browser as actors on fake ports, virtual time. */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createSharedFeedMachine } from '../../../src/application/live/shared-feed.machine';
import { SharedMaintenanceFeed } from '../../../src/application/live/shared-maintenance-feed';
import type { MaintenanceStream } from '../../../src/application/ports/maintenance-stream.port';
import { fakeStreamServer, fakeTabChannels, fakeTabLock } from './fake-browser';

function browser(options: { flags?: Record<string, boolean>; random?: number } = {}) {
  const clock = new SimulatedClock();
  const server = fakeStreamServer(options.flags ?? { nordic: false });
  const locks = fakeTabLock();
  const channels = fakeTabChannels();
  const machine = createSharedFeedMachine({ locks, channels, stream: server.stream, random: () => options.random ?? 0 });
  const openTab = (storeName = 'nordic') => {
    const heard: boolean[] = [];
    const actor = createActor(machine, { input: { storeName }, clock });
    actor.on('flag', (event) => heard.push(event.isMaintenance));
    actor.start();
    return { actor, heard, close: () => actor.send({ type: 'LEAVE' }) };
  };
  return { clock, server, channels, openTab };
}

describe('one live stream per store, shared by the tabs of a browser', () => {
  it('elects one leader: the first tab opens the only stream and every tab hears the flag', () => {
    const b = browser({ flags: { nordic: true } });
    const tabs = [b.openTab(), b.openTab(), b.openTab()];
    expect(b.server.openedCount()).toBe(1);
    expect(tabs.map((tab) => tab.actor.getSnapshot().value)).toEqual([{ leading: 'streaming' }, 'following', 'following']);
    for (const tab of tabs) expect(tab.heard).toEqual([true]);

    b.server.setFlag('nordic', false);
    for (const tab of tabs) expect(tab.heard).toEqual([true, false]);
    expect(b.server.openCount()).toBe(1);
  });

  it('a tab that joins later gets the current flag from the leader at once, without a stream of its own', () => {
    const b = browser();
    const first = b.openTab();
    b.server.setFlag('nordic', true);
    b.clock.increment(60_000);
    const late = b.openTab();
    expect(late.heard).toEqual([true]);
    expect(b.server.openedCount()).toBe(1);
    expect(first.heard).toEqual([false, true]);
  });

  it('hands the stream over when the leading tab closes: the next tab opens one, the others keep hearing', () => {
    const b = browser();
    const [leader, second, third] = [b.openTab(), b.openTab(), b.openTab()];
    leader!.close();
    expect(b.server.openCount()).toBe(1);
    expect(b.server.openedCount()).toBe(2);
    expect(b.server.mostAtOnce()).toBe(1);
    expect(second!.actor.getSnapshot().value).toEqual({ leading: 'streaming' });
    // The new stream's first frame repeats the flag the tabs already have: nobody hears it twice.
    expect(second!.heard).toEqual([false]);
    expect(third!.heard).toEqual([false]);

    b.server.setFlag('nordic', true);
    expect(second!.heard).toEqual([false, true]);
    expect(third!.heard).toEqual([false, true]);
    expect(leader!.heard).toEqual([false]);
    second!.close();
    third!.close();
    expect(b.server.openCount()).toBe(0);
    expect(b.server.mostAtOnce()).toBe(1);
  });

  it('a follower that closes leaves the leader and its stream alone', () => {
    const b = browser();
    const leader = b.openTab();
    b.openTab().close();
    expect(b.server.openCount()).toBe(1);
    expect(leader.actor.getSnapshot().value).toEqual({ leading: 'streaming' });
  });

  it('reconnects a dropped stream after about a second, and starts the wait over once a frame arrives', () => {
    const b = browser({ random: 1 });
    const tabs = [b.openTab(), b.openTab()];
    const waitUntilReconnected = () => {
      const opened = b.server.openedCount();
      b.server.dropAll();
      let waited = 0;
      while (b.server.openedCount() === opened && waited < 120_000) {
        b.clock.increment(100);
        waited += 100;
      }
      return waited;
    };
    // Each new stream's first frame is a success: the next drop waits the first step again.
    expect(waitUntilReconnected()).toBe(1_000);
    expect(waitUntilReconnected()).toBe(1_000);
    expect(b.server.mostAtOnce()).toBe(1);
    expect(tabs[0]!.actor.getSnapshot().value).toEqual({ leading: 'streaming' });
    for (const tab of tabs) expect(tab.heard).toEqual([false]);
  });

  it('backs off while the server keeps refusing (0.5 s, 1 s, 2 s ... 15 s with no jitter drawn), never holding two streams', async () => {
    const clock = new SimulatedClock();
    const opens: number[] = [];
    let open = 0;
    let mostAtOnce = 0;
    let refusing = true;
    const answering = fakeStreamServer({ nordic: true });
    const stream: MaintenanceStream = {
      open(storeName, listener) {
        if (!refusing) return answering.stream.open(storeName, listener);
        // No frame, and a drop right after (a 503 under load, a restarting host).
        opens.push(clock.now());
        mostAtOnce = Math.max(mostAtOnce, ++open);
        queueMicrotask(() => listener.onDrop());
        return () => {
          open--;
        };
      },
    };
    const machine = createSharedFeedMachine({ locks: fakeTabLock(), channels: fakeTabChannels(), stream, random: () => 0 });
    const tab = createActor(machine, { input: { storeName: 'nordic' }, clock });
    const heard: boolean[] = [];
    tab.on('flag', (event) => heard.push(event.isMaintenance));
    tab.start();
    const run = async (steps: number) => {
      for (let step = 0; step < steps; step++) {
        await Promise.resolve();
        clock.increment(500);
      }
    };
    await run(200);
    const gaps = opens.slice(1).map((at, index) => at - opens[index]!);
    expect(gaps.slice(0, 8)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    expect(mostAtOnce).toBe(1);
    refusing = false;
    await run(31);
    expect(heard).toEqual([true]);
    tab.send({ type: 'LEAVE' });
    expect(answering.openCount()).toBe(0);
  });

  it('keeps the stores of one host apart: one stream per store', () => {
    const b = browser({ flags: { nordic: false, aurora: true } });
    const nordic = [b.openTab('nordic'), b.openTab('nordic')];
    const aurora = [b.openTab('aurora'), b.openTab('aurora')];
    expect(b.server.openCount('nordic')).toBe(1);
    expect(b.server.openCount('aurora')).toBe(1);
    b.server.setFlag('aurora', false);
    expect(nordic.map((tab) => tab.heard)).toEqual([[false], [false]]);
    expect(aurora.map((tab) => tab.heard)).toEqual([
      [true, false],
      [true, false],
    ]);
  });
});

describe('where the browser has no tab locks or channels', () => {
  it('each subscription keeps a stream of its own, which still reconnects', () => {
    const clock = new SimulatedClock();
    const server = fakeStreamServer({ nordic: true });
    const feed = new SharedMaintenanceFeed({ stream: server.stream, random: () => 0, clock });
    const a: boolean[] = [];
    const b: boolean[] = [];
    const stops = [feed.subscribe('nordic', (flag) => a.push(flag)), feed.subscribe('nordic', (flag) => b.push(flag))];
    expect(server.openCount()).toBe(2);
    server.dropAll();
    expect(server.openCount()).toBe(0);
    clock.increment(500);
    expect(server.openCount()).toBe(2);
    server.setFlag('nordic', false);
    expect([a, b]).toEqual([
      [true, false],
      [true, false],
    ]);
    for (const stop of stops) stop();
    expect(server.openCount()).toBe(0);
  });
});
