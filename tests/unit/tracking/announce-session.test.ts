import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { announceSession, type AnnounceDeps } from '../../../src/application/tracking/announce-session';
import { decideSession } from '../../../src/domain/tracking/session-policy';
import { UNKNOWN_GEO, type GeoLocation } from '../../../src/domain/tracking/tracking-records';
import { ExpiringCookies } from './tracking-harness';

const OSLO: GeoLocation = {
  City: 'Oslo',
  State: 'Oslo',
  Country: 'Norway',
  CountryCode: 'NO',
  Continent: 'Europe',
  Latitude: 59.9,
  Longitude: 10.7,
  Locality: 'Sentrum',
};

function rig(options: { ip?: () => Promise<string>; geo?: () => Promise<GeoLocation> } = {}) {
  const clock = new SimulatedClock();
  const sent: unknown[] = [];
  const warnings: string[] = [];
  const lookups = { ip: 0, geo: 0 };
  const deps: AnnounceDeps = {
    clock,
    cookies: new ExpiringCookies(clock),
    ipLookup: {
      lookup: () => {
        lookups.ip++;
        return (options.ip ?? (() => Promise.resolve('198.51.100.4')))();
      },
    },
    geoLookup: {
      lookup: () => {
        lookups.geo++;
        return (options.geo ?? (() => Promise.resolve(OSLO)))();
      },
    },
    device: { read: () => ({ Browser: 'Chrome', OS: 'Linux', Device: 'desktop' }) },
    beacon: { send: (_path, payload) => sent.push(payload) },
    logger: { warn: (message) => warnings.push(message), error: (message) => warnings.push(message) },
  };
  const decision = decideSession(
    {
      cookies: { sessionId: null, visitorId: null, referrerHost: null },
      referrer: '',
      ownHost: 'shop.test',
      search: '?utm_source=mail&x=1',
    },
    () => 'abcdefghijkl',
  );
  const visit = {
    webID: 3,
    customerId: null,
    landingUrl: 'http://shop.test/?utm_source=mail&x=1',
    referrer: '',
    userAgent: `Mozilla/5.0 ${'x'.repeat(700)}`,
  };
  return { deps, clock, sent, warnings, lookups, announce: () => announceSession(deps, decision, visit) };
}

describe('announcing a session (spec sections 3, 8, 9)', () => {
  it('sends the session record with IP, geo, device, the cut user agent and the UTM map', async () => {
    const r = rig();
    const record = await r.announce();
    expect(r.sent).toEqual([record]);
    expect(record).toMatchObject({
      WebID: 3,
      IPAddress: '198.51.100.4',
      GeoLocation: OSLO,
      UTM: { utm_source: 'mail' },
      DeviceInfo: { Browser: 'Chrome', Device: 'desktop' },
    });
    expect(record.DeviceInfo.UserAgent).toHaveLength(500);
  });

  it('keeps the lookups an hour in their cookies, then asks again', async () => {
    const r = rig();
    await r.announce();
    r.clock.increment(59 * 60 * 1000);
    await r.announce();
    expect(r.lookups).toEqual({ ip: 1, geo: 1 });
    r.clock.increment(2 * 60 * 1000);
    await r.announce();
    expect(r.lookups).toEqual({ ip: 2, geo: 2 });
  });

  it("records the IP as 'Unknown' when its lookup fails, without a warning", async () => {
    const r = rig({ ip: () => Promise.reject(new Error('down')) });
    expect((await r.announce()).IPAddress).toBe('Unknown');
    expect(r.warnings).toEqual([]);
  });

  it('logs a warning and records Unknown when the geo lookup fails', async () => {
    const r = rig({ geo: () => Promise.reject(new Error('down')) });
    expect((await r.announce()).GeoLocation).toEqual(UNKNOWN_GEO);
    expect(r.warnings).toEqual(['Geo lookup failed']);
  });
});
