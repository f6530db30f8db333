/** What every MaintenanceFeed does: the current flag first, then each change, and silence once unsubscribed. */
import { describe, expect, it } from 'vitest';
import type { MaintenanceFeed } from '../../src/application/ports/maintenance-feed.port';

export interface MaintenanceFeedRig {
  feed: MaintenanceFeed;
  storeName: string;
  /** Changes the store's flag the way the owner does. */
  setFlag(isMaintenance: boolean): Promise<void>;
}

const until = async (check: () => boolean, what: string) => {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

export function maintenanceFeedContract(name: string, rig: () => MaintenanceFeedRig) {
  describe(`MaintenanceFeed contract: ${name}`, () => {
    it('gives the current flag, then every change in order, and nothing after unsubscribing', async () => {
      const { feed, storeName, setFlag } = rig();
      await setFlag(false);
      const seen: boolean[] = [];
      const stop = feed.subscribe(storeName, (flag) => seen.push(flag));
      await until(() => seen.length >= 1, 'the current flag');
      expect(seen.at(-1)).toBe(false);
      await setFlag(true);
      await until(() => seen.at(-1) === true, 'the flag turning on');
      await setFlag(false);
      await until(() => seen.at(-1) === false && seen.includes(true), 'the flag turning off');
      stop();
      const count = seen.length;
      await setFlag(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen.length).toBe(count);
      await setFlag(false);
    });

    it('serves several subscribers at once', async () => {
      const { feed, storeName, setFlag } = rig();
      const a: boolean[] = [];
      const b: boolean[] = [];
      const stops = [feed.subscribe(storeName, (flag) => a.push(flag)), feed.subscribe(storeName, (flag) => b.push(flag))];
      await until(() => a.length > 0 && b.length > 0, 'both first flags');
      await setFlag(true);
      await until(() => a.at(-1) === true && b.at(-1) === true, 'both changes');
      for (const stop of stops) stop();
      await setFlag(false);
    });
  });
}
