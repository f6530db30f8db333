/**
 * The host's anonymous page cache (server/host/ssr/page-cache.ts) on a virtual clock: a page lives
 * its lifetime, a store event ends one store's pages, a render a store event overtook is not kept,
 * and only requests without personal cookies take part.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cutAtNonce, guestPairOf, PageCache, pageCacheKey, visitorOf, withFreshNonce } from '../../../server/host/ssr/page-cache';

function cacheAt(maxBytes = 100) {
  const clock = { now: 0 };
  return { clock, cache: new PageCache({ ttlMs: 5000, maxEntries: 3, maxBytes, now: () => clock.now }) };
}
const page = (webID: number) => ({ webID, cacheControl: 'private, no-cache', parts: [Buffer.from('<p>'), Buffer.from('</p>')] });

describe('PageCache', () => {
  it('keeps a page for its lifetime, then renders again', () => {
    const { clock, cache } = cacheAt();
    cache.keep('a', page(1), cache.epoch);
    clock.now = 4999;
    expect(cache.find('a')).not.toBeNull();
    clock.now = 5000;
    expect(cache.find('a')).toBeNull();
  });

  it('forgets the pages of the store an event names, and every page after missed events', () => {
    const { cache } = cacheAt();
    cache.keep('a', page(1), cache.epoch);
    cache.keep('b', page(2), cache.epoch);
    cache.forget(1);
    expect(cache.find('a')).toBeNull();
    expect(cache.find('b')).not.toBeNull();
    cache.forget();
    expect(cache.find('b')).toBeNull();
  });

  it('does not keep a page whose render a store event overtook', () => {
    const { cache } = cacheAt();
    const started = cache.epoch;
    cache.forget(2);
    cache.keep('a', page(1), started);
    expect(cache.find('a')).toBeNull();
  });

  it('stays within its size, dropping expired pages first', () => {
    const { clock, cache } = cacheAt();
    cache.keep('old', page(1), cache.epoch);
    clock.now = 6000;
    for (const key of ['a', 'b', 'c']) cache.keep(key, page(1), cache.epoch);
    expect(['a', 'b', 'c'].every((key) => cache.find(key) !== null)).toBe(true);
  });

  it('stays within its bytes: a page too large for it is not kept, and a full cache starts over', () => {
    const { cache } = cacheAt(20);
    cache.keep('huge', { ...page(1), parts: [Buffer.alloc(21)] }, cache.epoch);
    expect(cache.find('huge')).toBeNull();
    cache.keep('a', { ...page(1), parts: [Buffer.alloc(12)] }, cache.epoch);
    cache.keep('a', { ...page(1), parts: [Buffer.alloc(12)] }, cache.epoch);
    expect(cache.find('a')).not.toBeNull();
    cache.keep('b', { ...page(1), parts: [Buffer.alloc(12)] }, cache.epoch);
    expect(cache.find('a')).toBeNull();
    expect(cache.find('b')).not.toBeNull();
  });

  it('holds at most its entries and bytes, counted exactly, when a crawl offers far more (decision 73)', () => {
    const clock = { now: 0 };
    const cache = new PageCache({ ttlMs: 5000, maxEntries: 50, maxBytes: 10_000, now: () => clock.now });
    const kept = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      // Sizes from 1 to 600 bytes, a page kept again under its own key now and then, time passing.
      const key = `page-${i % 7 === 0 ? i - 7 : i}`;
      const bytes = 1 + ((i * 37) % 600);
      cache.keep(key, { webID: 1 + (i % 3), cacheControl: 'public', parts: [Buffer.alloc(bytes), Buffer.alloc(0)] }, cache.epoch);
      kept.set(key, bytes);
      clock.now += 1;
      const { entries, bytes: held } = cache.held;
      expect(entries).toBeLessThanOrEqual(50);
      expect(held).toBeLessThanOrEqual(10_000);
    }
    // The bytes it counts are the bytes of the pages it still answers with, no more and no less.
    let answered = 0;
    for (const [key, bytes] of kept) if (cache.find(key)) answered += bytes;
    expect(cache.held.bytes).toBe(answered);
  });

  it("keeps a page's parts in memory of the page's own size, so the bytes it counts are the bytes it holds (decision 73)", () => {
    const nonce = 'n0nce0123456789abcdef';
    for (const html of ['<p>', `<p>${nonce}</p>`, `<script nonce="${nonce}"></script>${'x'.repeat(9000)}<style nonce="${nonce}">`]) {
      const parts = cutAtNonce(html, nonce);
      expect(parts.map(String).join(nonce)).toBe(html);
      // A small part copied out of Node's shared 8 KB buffer pool would keep the whole slab alive, uncounted.
      for (const part of parts) expect(part.buffer.byteLength).toBeLessThanOrEqual(Buffer.byteLength(html));
    }
  });
});

describe('a kept page and its nonce', () => {
  it('carries the new nonce wherever the page had the old one, and nothing of the old', () => {
    const nonce = fc.base64String({ minLength: 24, maxLength: 24 });
    // Markup around the nonce, in characters a base64 nonce never has, as in a page.
    const markup = fc.string({ unit: fc.constantFrom('<', '>', ' ', '"', '\n', '-', '!') });
    fc.assert(
      fc.property(fc.array(markup, { minLength: 1, maxLength: 6 }), nonce, nonce, (texts, old, fresh) => {
        fc.pre(old !== fresh);
        const html = texts.join(old);
        const answered = withFreshNonce({ webID: 1, cacheControl: 'private, no-cache', parts: cutAtNonce(html, old) }, fresh);
        expect(answered.toString('utf8')).toBe(texts.join(fresh));
      }),
    );
  });
});

describe('visitorOf', () => {
  const names = { access: 'at_aurora_localhost', refresh: 'rt_aurora_localhost' };

  it('takes a GET without personal or token cookies as anonymous, whatever else it carries', () => {
    expect(visitorOf('GET', undefined, names)).toBe('anonymous');
    expect(visitorOf('GET', { wx_store: 'aurora', _ga: '1' }, names)).toBe('anonymous');
  });

  it("takes a GET whose only token cookies are this host's pair as one to check", () => {
    expect(visitorOf('GET', { at_aurora_localhost: 'a', rt_aurora_localhost: 'r', _ga: '1' }, names)).toBe('tokens');
    expect(visitorOf('GET', { rt_aurora_localhost: 'r' }, names)).toBe('tokens');
  });

  it("leaves out a form post and any request with a cookie cart, a store pass or another host's tokens", () => {
    expect(visitorOf('POST', {}, names)).toBe('personal');
    expect(visitorOf('HEAD', {}, names)).toBe('personal');
    for (const name of ['at_nordic_localhost', 'rt_localhost', 'wx_cart_1', 'mbypass_1'])
      expect(visitorOf('GET', { at_aurora_localhost: 'a', [name]: 'x' }, names), name).toBe('personal');
  });

  it("leaves the live cart's mirror out of it, empty or not: only the never-kept cart and checkout pages read it", () => {
    expect(visitorOf('GET', { wx_cartmirror_1: 'empty' }, names)).toBe('anonymous');
    expect(visitorOf('GET', { at_aurora_localhost: 'a', rt_aurora_localhost: 'r', wx_cartmirror_1: '1_1_0_' }, names)).toBe('tokens');
  });
});

describe('guestPairOf', () => {
  // A fake check: 'g<store>' is a valid guest token of that store, for both types; anything else is not.
  const storeOf = (token: string) => (/^g\d+$/.test(token) ? Number(token.slice(1)) : null);

  it("keeps a guest's valid pair of the page's store, and renews one whose access token is gone or expired", () => {
    expect(guestPairOf({ access: 'g1', refresh: 'g1' }, 1, storeOf)).toBe('current');
    expect(guestPairOf({ access: 'g1' }, 1, storeOf)).toBe('current');
    expect(guestPairOf({ access: 'expired', refresh: 'g1' }, 1, storeOf)).toBe('renew');
    expect(guestPairOf({ refresh: 'g1' }, 1, storeOf)).toBe('renew');
  });

  it("renders for a customer's pair, another store's, a forged one, or an access token alone that is not valid", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined }), (access, refresh) => {
        const pair = guestPairOf({ access, refresh }, 1, storeOf);
        // Kept only where the refresh token, if any, is store 1's guest's, and some token is.
        const refreshOk = refresh === undefined || refresh === 'g1';
        const someOk = access === 'g1' || refresh === 'g1';
        return pair === null ? !(refreshOk && someOk) : refreshOk && someOk;
      }),
    );
    expect(guestPairOf({ access: 'g1', refresh: 'customer' }, 1, storeOf)).toBeNull();
    expect(guestPairOf({ access: 'g2', refresh: 'g2' }, 1, storeOf)).toBeNull();
    expect(guestPairOf({ access: 'expired' }, 1, storeOf)).toBeNull();
  });
});

describe('pageCacheKey', () => {
  it('tells apart the stores a shared host serves, and every path and query', () => {
    const url = new URL('http://localhost/?a=1');
    const aurora = pageCacheKey({ host: 'localhost', domain: 'aurora.localhost', tokenHost: 'aurora.localhost' }, url);
    const nordic = pageCacheKey({ host: 'localhost', domain: 'nordic.localhost', tokenHost: 'nordic.localhost' }, url);
    expect(aurora).not.toBe(nordic);
    expect(
      pageCacheKey({ host: 'localhost', domain: 'aurora.localhost', tokenHost: 'aurora.localhost' }, new URL('http://localhost/?a=2')),
    ).not.toBe(aurora);
  });
});
