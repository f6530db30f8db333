/** The lookup and build-file adapters against a local HTTP server standing in for the services (nothing leaves the machine). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpBuildInfo } from '../../../src/adapters/builds/http-build-info';
import { JsonIpLookup } from '../../../src/adapters/lookup/json-ip-lookup';
import { ReverseGeocodeLookup, UnknownGeoLookup } from '../../../src/adapters/lookup/reverse-geocode-lookup';
import { SessionReloadMemory } from '../../../src/adapters/storage/session-reload-memory';
import { TrackingCookieJar } from '../../../src/adapters/cookies/tracking-cookie-jar';
import { UNKNOWN_GEO } from '../../../src/domain/tracking/tracking-records';

const answers = new Map<string, [number, unknown]>();
const asked: string[] = [];
const server = createServer((request, response) => {
  asked.push(request.url ?? '');
  const [status, body] = answers.get((request.url ?? '').split('?')[0]!) ?? [404, { error: 'none' }];
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('IP and geo lookups (spec section 7)', () => {
  it('reads { ip } and refuses an answer without one', async () => {
    answers.set('/ip', [200, { ip: '203.0.113.5' }]);
    expect(await new JsonIpLookup({ url: `${origin}/ip?format=json`, fetch }).lookup()).toBe('203.0.113.5');
    answers.set('/ip', [200, { nope: 1 }]);
    await expect(new JsonIpLookup({ url: `${origin}/ip?format=json`, fetch }).lookup()).rejects.toThrow();
    answers.set('/ip', [503, {}]);
    await expect(new JsonIpLookup({ url: `${origin}/ip?format=json`, fetch }).lookup()).rejects.toThrow('503');
  });

  it('maps the reverse-geocode answer to GeoLocation, Unknown for what is missing', async () => {
    answers.set('/geo', [
      200,
      {
        city: 'Oslo',
        principalSubdivision: 'Oslo',
        countryName: 'Norway',
        countryCode: 'NO',
        continent: 'Europe',
        latitude: 59.9,
        longitude: 10.7,
        locality: '',
      },
    ]);
    expect(await new ReverseGeocodeLookup({ url: `${origin}/geo`, fetch }).lookup()).toEqual({
      City: 'Oslo',
      State: 'Oslo',
      Country: 'Norway',
      CountryCode: 'NO',
      Continent: 'Europe',
      Latitude: 59.9,
      Longitude: 10.7,
      Locality: 'Unknown',
    });
    expect(await new UnknownGeoLookup().lookup()).toEqual(UNKNOWN_GEO);
  });
});

describe('build files', () => {
  it('asks latest.json with a timestamp query and the meta file of a build', async () => {
    answers.set('/builds/latest.json', [200, { id: 'b2', timestamp: 5 }]);
    answers.set('/builds/meta/b2.json', [200, { id: 'b2', timestamp: 5 }]);
    const builds = new HttpBuildInfo({ fetch, now: () => 1234, base: origin });
    expect(await builds.latest()).toEqual({ id: 'b2', timestamp: 5 });
    expect(await builds.meta('b2')).toEqual({ id: 'b2', timestamp: 5 });
    expect(asked).toContain('/builds/latest.json?t=1234');
    await expect(builds.meta('b3')).rejects.toThrow('404');
  });
});

describe('browser storage adapters', () => {
  it('tracking cookies: Lax, path /, Secure only on https, read back decoded', () => {
    const doc = { cookie: '', location: { protocol: 'http:' } };
    const jar = new TrackingCookieJar(doc);
    jar.set('tracking-geo', '{"City":"Oslo"}', { maxAgeSeconds: 3600 });
    expect(doc.cookie).toBe('tracking-geo=%7B%22City%22%3A%22Oslo%22%7D; Path=/; Max-Age=3600; SameSite=Lax');
    doc.cookie = 'a=1; tracking-geo=%7B%22City%22%3A%22Oslo%22%7D';
    expect(jar.get('tracking-geo')).toBe('{"City":"Oslo"}');
    expect(jar.get('missing')).toBeUndefined();
    const secure = { cookie: '', location: { protocol: 'https:' } };
    new TrackingCookieJar(secure).set('sessionId', 'se1', { maxAgeSeconds: 180 });
    expect(secure.cookie).toContain('; Secure');
  });

  it('reload memory survives in storage and forgets nothing it cannot read', () => {
    const store = new Map<string, string>();
    const memory = new SessionReloadMemory({ getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) });
    expect(memory.lastReloadAt()).toBeNull();
    memory.rememberReload(42_000);
    expect(memory.lastReloadAt()).toBe(42_000);
    const blocked = new SessionReloadMemory({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => blocked.rememberReload(1)).not.toThrow();
    expect(blocked.lastReloadAt()).toBeNull();
  });
});
