import { describe, expect, it } from 'vitest';
import {
  decodeThemeId,
  DEFAULT_PLATFORM_HOSTS,
  isPlatformHost,
  normalizeHost,
  resolveStoreDomain,
  tokenCookieHost,
} from '../../../src/domain/store/store-resolution';
import { accessTokenCookieName, refreshTokenCookieName } from '../../../src/domain/store/token-cookies';

const atobNode = (v: string) => Buffer.from(v, 'base64').toString('utf8');
const wtid = (id: string) => Buffer.from(encodeURIComponent(id)).toString('base64');

describe('store resolution', () => {
  const platformHosts = DEFAULT_PLATFORM_HOSTS;

  it('takes the store from the host name, without port or www', () => {
    expect(resolveStoreDomain({ host: 'www.Aurora.localhost:3000', platformHosts })).toBe('aurora.localhost');
    expect(normalizeHost('shop.example.com:8443')).toBe('shop.example.com');
  });

  it('lets ?store= override a platform host, and remembers it over that host afterwards', () => {
    expect(resolveStoreDomain({ host: 'localhost:3000', queryStore: 'Nordic', platformHosts })).toBe('nordic');
    expect(resolveStoreDomain({ host: 'localhost', rememberedStore: 'sakura', platformHosts })).toBe('sakura');
    expect(resolveStoreDomain({ host: '127.0.0.1:3000', queryStore: 'vault', rememberedStore: 'sakura', platformHosts })).toBe('vault');
  });

  it("never lets ?store= or a remembered store replace a store's own domain", () => {
    expect(resolveStoreDomain({ host: 'sakura.localhost:3000', queryStore: 'aurora', platformHosts })).toBe('sakura.localhost');
    expect(resolveStoreDomain({ host: 'shop.example.com', rememberedStore: 'aurora', platformHosts })).toBe('shop.example.com');
    expect(resolveStoreDomain({ host: 'shop.example.com', queryStore: 'aurora', platformHosts: ['shop.example.com'] })).toBe('aurora');
  });

  it('ignores a query or remembered store that is not a store name', () => {
    expect(resolveStoreDomain({ host: 'localhost', rememberedStore: '../etc', platformHosts })).toBe('localhost');
    expect(resolveStoreDomain({ host: 'localhost', queryStore: 'a b', platformHosts })).toBe('localhost');
  });

  it('names token cookies per store on a shared host, and after the host alone elsewhere', () => {
    expect(accessTokenCookieName(tokenCookieHost('localhost:3000', 'aurora', true))).toBe('at_aurora_localhost');
    expect(accessTokenCookieName(tokenCookieHost('localhost:3000', 'sakura', true))).toBe('at_sakura_localhost');
    expect(accessTokenCookieName(tokenCookieHost('sakura.localhost:3000', 'sakura.localhost', false))).toBe('at_sakura_localhost');
    expect(isPlatformHost('LOCALHOST:3000', platformHosts)).toBe(true);
    expect(isPlatformHost('aurora.localhost:3000', platformHosts)).toBe(false);
  });
});

describe('wtid', () => {
  it('decodes base64 of a URL-encoded theme id', () => {
    expect(decodeThemeId(wtid('42'), atobNode)).toBe(42);
  });

  it('falls back (null) for anything malformed', () => {
    for (const bad of ['%%%', wtid('abc'), wtid('-3'), wtid('0'), wtid('1e9'), '', null, undefined, wtid('99999999999')]) {
      expect(decodeThemeId(bad as string, atobNode)).toBeNull();
    }
  });
});

describe('token cookie names', () => {
  it('are at_/rt_ plus the host without www and port, dots as underscores', () => {
    expect(accessTokenCookieName('www.shop.example.com:3000')).toBe('at_shop_example_com');
    expect(refreshTokenCookieName('aurora.localhost:4173')).toBe('rt_aurora_localhost');
  });
});
