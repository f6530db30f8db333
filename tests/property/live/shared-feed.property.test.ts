/**
 * The shared live feed under any order of tabs opening and closing, flag changes, dropped streams
 * and waits (docs/live-updates.md): never two streams for the store at once, and once things settle exactly one
 * for as long as a tab is open, with every open tab on the server's flag.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createSharedFeedMachine } from '../../../src/application/live/shared-feed.machine';
import { fakeStreamServer, fakeTabChannels, fakeTabLock } from '../../unit/live/fake-browser';

const step = fc.oneof(
  fc.constant({ kind: 'open' as const }),
  fc.record({ kind: fc.constant('close' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('flag' as const), value: fc.boolean() }),
  fc.constant({ kind: 'drop' as const }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40_000 }) }),
);

test.prop([fc.array(step, { maxLength: 60 }), fc.double({ min: 0, max: 1, noNaN: true })])(
  'one stream at most, one once settled, every tab on the flag',
  (steps, jitter) => {
    const clock = new SimulatedClock();
    const server = fakeStreamServer({ nordic: false });
    const machine = createSharedFeedMachine({
      locks: fakeTabLock(),
      channels: fakeTabChannels(),
      stream: server.stream,
      random: () => jitter,
    });
    const tabs: { leave(): void; last(): boolean | undefined; leads(): boolean }[] = [];
    const openTab = () => {
      const heard: boolean[] = [];
      const actor = createActor(machine, { input: { storeName: 'nordic' }, clock });
      actor.on('flag', (event) => heard.push(event.isMaintenance));
      actor.start();
      tabs.push({
        leave: () => actor.send({ type: 'LEAVE' }),
        last: () => heard.at(-1),
        leads: () => actor.getSnapshot().matches('leading'),
      });
    };

    for (const s of steps) {
      if (s.kind === 'open') openTab();
      else if (s.kind === 'close' && tabs.length > 0) tabs.splice(s.index % tabs.length, 1)[0]!.leave();
      else if (s.kind === 'flag') server.setFlag('nordic', s.value);
      else if (s.kind === 'drop') server.dropAll();
      else if (s.kind === 'wait') clock.increment(s.ms);
      expect(server.openCount()).toBeLessThanOrEqual(1);
      expect(tabs.filter((tab) => tab.leads()).length).toBe(tabs.length > 0 ? 1 : 0);
    }

    clock.increment(31_000);
    expect(server.mostAtOnce()).toBeLessThanOrEqual(1);
    expect(server.openCount()).toBe(tabs.length > 0 ? 1 : 0);
    for (const tab of tabs) expect(tab.last()).toBe(server.flag('nordic'));
  },
);
