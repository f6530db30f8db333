/**
 * `npm start`'s build on a checkout several instances share (scripts/build-once.mjs): one builds,
 * the others wait and serve its build; a lock left by a dead builder is taken over.
 */
import { mkdtempSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOnce } from '../../scripts/build-once.mjs';

const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function checkout() {
  const lockPath = path.join(mkdtempSync(path.join(tmpdir(), 'build-once-')), '.build.lock');
  let built = false;
  let builds = 0;
  let finish: () => void = () => {};
  const building = new Promise<void>((resolve) => (finish = resolve));
  return {
    lockPath,
    isStale: () => !built,
    build: async () => {
      builds += 1;
      await building;
      built = true;
    },
    finish: () => finish(),
    builds: () => builds,
  };
}

describe('buildOnce', () => {
  it('builds once when two instances start together, the second serving the first one’s build', async () => {
    const c = checkout();
    const options = { isStale: c.isStale, build: c.build, lockPath: c.lockPath, sleep: yieldTurn };
    const first = buildOnce(options);
    const second = buildOnce(options);
    await yieldTurn();
    c.finish();
    expect(await Promise.all([first, second])).toEqual(['built', 'reused']);
    expect(c.builds()).toBe(1);
    expect(existsSync(c.lockPath)).toBe(false);
  });

  it('does nothing when the build is fresh', async () => {
    const c = checkout();
    c.finish();
    await buildOnce({ isStale: c.isStale, build: c.build, lockPath: c.lockPath, sleep: yieldTurn });
    expect(await buildOnce({ isStale: c.isStale, build: c.build, lockPath: c.lockPath, sleep: yieldTurn })).toBe('fresh');
    expect(c.builds()).toBe(1);
  });

  it('takes over a lock whose builder died, and waits on one whose builder runs until it dies', async () => {
    const c = checkout();
    c.finish();
    writeFileSync(c.lockPath, '999999');
    expect(await buildOnce({ isStale: c.isStale, build: c.build, lockPath: c.lockPath, sleep: yieldTurn, pidAlive: () => false })).toBe(
      'built',
    );

    const d = checkout();
    writeFileSync(d.lockPath, '424242');
    let alive = true;
    const waiting = buildOnce({ isStale: d.isStale, build: d.build, lockPath: d.lockPath, sleep: yieldTurn, pidAlive: () => alive });
    for (let turn = 0; turn < 5; turn++) await yieldTurn();
    expect(d.builds()).toBe(0);
    alive = false;
    d.finish();
    expect(await waiting).toBe('built');
    expect(d.builds()).toBe(1);
  });

  it('gives the lock back when the build fails', async () => {
    const lockPath = path.join(mkdtempSync(path.join(tmpdir(), 'build-once-')), '.build.lock');
    const failing = buildOnce({ isStale: () => true, build: () => Promise.reject(new Error('vite failed')), lockPath, sleep: yieldTurn });
    await expect(failing).rejects.toThrow('vite failed');
    expect(existsSync(lockPath)).toBe(false);
  });
});
