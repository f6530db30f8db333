import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { storeBase, storeDomains } from '../../../src/domain/store/store-domains';
import { DEFAULT_PLATFORM_HOSTS } from '../../../src/domain/store/store-resolution';

const AURORA = { domain: 'aurora.localhost', mainDomain: 'localhost', subDomain: 'aurora', isSubDomain: true };
const SHOP = { domain: 'shop.example.com', mainDomain: 'shops.example.net', subDomain: 'aurora', isSubDomain: true };
const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const anyHost = fc.oneof(
  fc.constantFrom(
    'aurora.localhost',
    'www.aurora.localhost',
    'shop.example.com',
    'aurora.shops.example.net',
    'localhost',
    '127.0.0.1',
    'aurora.evil.example',
  ),
  fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.')),
);
const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: null });

describe("a store's configured domains and the base of its URLs (docs/security.md)", () => {
  it('lists the domain first, then subDomain.mainDomain, normalised', () => {
    expect(storeDomains(AURORA)).toEqual(['aurora.localhost']);
    expect(storeDomains(SHOP)).toEqual(['shop.example.com', 'aurora.shops.example.net']);
    expect(storeDomains({ domain: null, mainDomain: 'WWW.Own.Example', subDomain: '', isSubDomain: false })).toEqual(['own.example']);
    expect(storeDomains({ domain: '', mainDomain: 'shops.example.net', subDomain: '', isSubDomain: true })).toEqual([]);
  });

  test.prop([fc.constantFrom(AURORA, SHOP), anyHost, port, fc.constantFrom('http', 'https')])(
    'the base names a configured host or a platform host, never another',
    (store, host, p, protocol) => {
      const base = storeBase({
        storeName: 'aurora',
        domains: storeDomains(store),
        platformHosts: DEFAULT_PLATFORM_HOSTS,
        requested: { protocol, host: p === null ? host : `${host}:${p}` },
      });
      if (base === null) return;
      const { hostname } = new URL(base.origin);
      if (base.ownDomain) expect(hostname).toBe(storeDomains(store)[0]);
      else expect(DEFAULT_PLATFORM_HOSTS).toContain(hostname);
      expect(base.storeQuery).toBe(base.ownDomain ? '' : '?store=aurora');
    },
  );

  it('keeps the port on development hosts only, and refuses other schemes and foreign hosts', () => {
    const base = (store: typeof AURORA, host: string, protocol = 'https') =>
      storeBase({
        storeName: 'aurora',
        domains: storeDomains(store),
        platformHosts: DEFAULT_PLATFORM_HOSTS,
        requested: { protocol, host },
      });
    expect(base(AURORA, 'www.aurora.localhost:3000', 'http')?.origin).toBe('http://aurora.localhost:3000');
    expect(base(SHOP, 'aurora.shops.example.net:8443')?.origin).toBe('https://shop.example.com');
    expect(base(AURORA, 'localhost:5173', 'http')).toEqual({
      origin: 'http://localhost:5173',
      storeQuery: '?store=aurora',
      ownDomain: false,
    });
    expect(base(AURORA, 'aurora.evil.example')).toBeNull();
    expect(base(AURORA, 'aurora.localhost', 'javascript')).toBeNull();
  });
});
