import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { BuildInfo } from '../../../src/application/ports/build-info.port';
import { createAppUpdateMachine } from '../../../src/application/updates/app-update.machine';
import { isChunkLoadError } from '../../../src/domain/app-update/app-update-rules';

const HOUR = 60 * 60 * 1000;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  options: {
    latest?: () => BuildInfo | Error;
    meta?: (id: string) => BuildInfo | Error;
    lastReloadAt?: number | null;
    online?: () => boolean;
  } = {},
) {
  const clock = new SimulatedClock();
  clock.set(1_000_000);
  const calls: string[] = [];
  let lastReloadAt = options.lastReloadAt ?? null;
  const reloads: number[] = [];
  const answer = <T>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const machine = createAppUpdateMachine({
    clock,
    builds: {
      latest: () => {
        calls.push('latest');
        return answer(options.latest?.() ?? { id: 'b1', timestamp: 1 });
      },
      meta: (id) => {
        calls.push(`meta ${id}`);
        return answer(options.meta?.(id) ?? { id, timestamp: 2 });
      },
    },
    memory: {
      lastReloadAt: () => lastReloadAt,
      rememberReload: (at) => {
        lastReloadAt = at;
      },
    },
    isOnline: options.online ?? (() => true),
    reload: () => reloads.push(clock.now()),
  });
  const actor = createActor(machine, { input: { currentId: 'b1' }, clock });
  const offers: BuildInfo[] = [];
  let blocked = 0;
  actor.on('updateAvailable', (event) => offers.push(event.build));
  actor.on('reloadBlocked', () => {
    blocked++;
  });
  actor.start();
  return {
    actor,
    clock,
    calls,
    offers,
    reloads,
    blocked: () => blocked,
    wait: async (ms: number) => {
      clock.increment(ms);
      await flush();
      await flush();
    },
  };
}

describe('app updates (spec sections 4 and 9)', () => {
  it("checks the deployed build about hourly, and offers nothing while it is the page's own", async () => {
    const t = start();
    await t.wait(HOUR - 1);
    expect(t.calls).toEqual([]);
    await t.wait(1);
    expect(t.calls).toEqual(['latest']);
    await t.wait(HOUR);
    expect(t.calls).toEqual(['latest', 'latest']);
    expect(t.offers).toEqual([]);
  });

  it('offers a reload once a newer build and its meta file are deployed, and reloads when asked', async () => {
    let latest: BuildInfo = { id: 'b1', timestamp: 1 };
    const t = start({ latest: () => latest });
    await t.wait(HOUR);
    latest = { id: 'b2', timestamp: 5 };
    await t.wait(HOUR);
    expect(t.calls).toEqual(['latest', 'latest', 'meta b2']);
    expect(t.offers).toEqual([{ id: 'b2', timestamp: 2 }]);
    expect(t.reloads).toEqual([]);
    t.actor.send({ type: 'RELOAD' });
    expect(t.reloads).toHaveLength(1);
  });

  it('does not offer a build whose meta file is missing yet, nor fail when offline; it tries again next hour', async () => {
    let meta: BuildInfo | Error = new Error('404');
    const t = start({ latest: () => ({ id: 'b2', timestamp: 5 }), meta: () => meta });
    await t.wait(HOUR);
    expect(t.offers).toEqual([]);
    meta = { id: 'b2', timestamp: 5 };
    await t.wait(HOUR);
    expect(t.offers).toHaveLength(1);
  });

  it('a dismissed offer comes back at the next hourly check', async () => {
    const t = start({ latest: () => ({ id: 'b2', timestamp: 5 }) });
    await t.wait(HOUR);
    t.actor.send({ type: 'DISMISS' });
    await t.wait(HOUR);
    expect(t.offers).toHaveLength(2);
  });

  it('reloads on a chunk-load error, but not again within 10 s of its own reload', async () => {
    const t = start();
    t.actor.send({ type: 'CHUNK_ERROR' });
    expect(t.reloads).toEqual([1_000_000]);
    // The page reloaded (a new actor would read the same memory); another failure 5 s later stays put.
    await t.wait(5_000);
    t.actor.send({ type: 'CHUNK_ERROR' });
    expect(t.reloads).toHaveLength(1);
    expect(t.blocked()).toBe(1);
    await t.wait(5_000);
    t.actor.send({ type: 'CHUNK_ERROR' });
    expect(t.reloads).toHaveLength(2);
  });

  it('a chunk that fails while offline keeps the page; back online, the deployed build is read at once', async () => {
    let online = false;
    const t = start({ online: () => online, latest: () => ({ id: 'b2', timestamp: 5 }) });
    t.actor.send({ type: 'CHUNK_ERROR' });
    expect(t.reloads).toEqual([]);
    expect(t.blocked()).toBe(0);
    online = true;
    t.actor.send({ type: 'ONLINE' });
    await t.wait(0);
    expect(t.calls).toEqual(['latest', 'meta b2']);
    expect(t.offers).toHaveLength(1);
    expect(t.reloads).toEqual([]);
  });

  it('the guard holds across reloads, through the remembered time', () => {
    const t = start({ lastReloadAt: 1_000_000 - 3_000 });
    t.actor.send({ type: 'CHUNK_ERROR' });
    expect(t.reloads).toEqual([]);
  });

  it("recognises the browsers' chunk-load failures", () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: http://x/assets/a.js')).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true);
    expect(isChunkLoadError('Cannot read properties of undefined')).toBe(false);
  });
});
