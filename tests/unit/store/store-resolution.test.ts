import { describe, expect, it } from 'vitest';
import { decodeThemeId, normalizeHost, resolveStoreDomain } from '../../../src/domain/store/store-resolution';
import { accessTokenCookieName, refreshTokenCookieName } from '../../../src/domain/store/token-cookies';

const atobNode = (v: string) => Buffer.from(v, 'base64').toString('utf8');
const wtid = (id: string) => Buffer.from(encodeURIComponent(id)).toString('base64');

describe('store resolution', () => {
  it('takes the store from the host name, without port or www', () => {
    expect(resolveStoreDomain({ host: 'www.Aurora.localhost:3000' })).toBe('aurora.localhost');
    expect(normalizeHost('shop.example.com:8443')).toBe('shop.example.com');
  });

  it('lets ?store= override the host, and remembers it over the host afterwards', () => {
    expect(resolveStoreDomain({ host: 'aurora.localhost', queryStore: 'Nordic' })).toBe('nordic');
    expect(resolveStoreDomain({ host: 'localhost', rememberedStore: 'sakura' })).toBe('sakura');
    expect(resolveStoreDomain({ host: 'localhost', queryStore: 'vault', rememberedStore: 'sakura' })).toBe('vault');
  });

  it('ignores a remembered store that is not a store name', () => {
    expect(resolveStoreDomain({ host: 'aurora.localhost', rememberedStore: '../etc' })).toBe('aurora.localhost');
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
