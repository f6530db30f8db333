/** What every Beacon does: delivers the JSON payload to the path, never throws, survives refusals. */
import { describe, expect, it } from 'vitest';
import type { Beacon } from '../../src/application/ports/beacon.port';

export interface BeaconRig {
  beacon: Beacon;
  /** The payloads delivered so far, by path (waits for in-flight deliveries). */
  delivered(): Promise<Array<{ path: string; payload: unknown }>>;
  warnings: unknown[];
}

export function beaconContract(name: string, makeRig: () => Promise<BeaconRig> | BeaconRig) {
  describe(`Beacon contract: ${name}`, () => {
    it('delivers each payload, as JSON, to its path, in order', async () => {
      const rig = await makeRig();
      rig.beacon.send('/api/track/event', { EventID: 'ev1', Url: 'http://shop.test/ü' });
      rig.beacon.send('/api/track/update-duration', { EventID: 'ev1', Duration: '1200' });
      expect(await rig.delivered()).toEqual([
        { path: '/api/track/event', payload: { EventID: 'ev1', Url: 'http://shop.test/ü' } },
        { path: '/api/track/update-duration', payload: { EventID: 'ev1', Duration: '1200' } },
      ]);
      expect(rig.warnings).toEqual([]);
    });

    it('never throws to the caller', async () => {
      const rig = await makeRig();
      expect(() => rig.beacon.send('/api/track/event', { big: 'x'.repeat(100_000) })).not.toThrow();
    });
  });
}
