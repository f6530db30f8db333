/**
 * Whole rendered pages for anonymous visitors, kept a few seconds (issue 16): a landing rush, a
 * crawler or a link preview gets the page without a render. The host's composition root owns one
 * (host.ts builds it with the store API's events); nothing here is module state.
 *
 * What is kept is the page's HTML cut at its CSP nonce: each answer joins the parts with a nonce of
 * its own, so no two answers share one (decision 36). Cookies are never kept: the visitor's own
 * guest token pair is issued for every answer (two HMACs, no store API call: SsrRuntime.guestCookies).
 * A store event (theme published, catalogue or settings changed, store closed) drops that store's
 * pages on every instance, and a render that a store event overtook is not kept, so a publish shows
 * on the next request (store-keyed-cache.ts).
 */
import { CART_MIRROR_PREFIX } from '../../../src/domain/cart/cart-mirror';
import { COOKIE_CART_PREFIX } from '../../../src/domain/cart/cookie-cart';
import { BYPASS_COOKIE_PREFIX } from '../../../src/domain/store/maintenance';
import { StoreKeyedCache } from './store-keyed-cache';

/** A page as kept: the store it belongs to, its answer's headers, and its HTML's UTF-8 bytes split at the nonce. */
export interface CachedPage {
  webID: number;
  cacheControl: string;
  parts: readonly Buffer[];
}

/** Cookies that make a page personal: the token pair (a session, a guest's too), the no-JavaScript cart, the live cart's mirror, a closed store's pass. */
const PERSONAL_COOKIE_PREFIXES = ['at_', 'rt_', COOKIE_CART_PREFIX, CART_MIRROR_PREFIX, BYPASS_COOKIE_PREFIX];

/** Whether a request may be answered from, and fill, the cache: a GET carrying none of a visitor's personal cookies. */
export function anonymousRequest(method: string, cookies: Record<string, string | undefined> | undefined): boolean {
  if (method !== 'GET') return false;
  return !Object.keys(cookies ?? {}).some((name) => PERSONAL_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)));
}

/**
 * The page a request names: the Host it came to, the store it resolved to (a remembered `?store=`
 * included) and where its token cookies live, then the path and query. Compression is per answer,
 * so the Accept-Encoding header is not part of it.
 */
export function pageCacheKey(store: { host: string; domain: string; tokenHost: string }, url: URL): string {
  return [store.host, store.domain, store.tokenHost, `${url.pathname}${url.search}`].join('\u0000');
}

/**
 * Cuts a page at its nonce (a 128-bit random value, so it occurs nowhere else in the page), kept as
 * bytes: an answer is then a copy of them, never the page's text joined and encoded again.
 */
export function cutAtNonce(page: string, nonce: string): Buffer[] {
  return page.split(nonce).map((part) => Buffer.from(part));
}

/** A kept page's bytes with this answer's nonce. */
export function withFreshNonce(page: CachedPage, nonce: string): Buffer {
  const between = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [between, part])));
}

/** Anonymous pages, each store's dropped on its events (store-keyed-cache.ts), bounded by count and by bytes. */
export class PageCache extends StoreKeyedCache<CachedPage> {
  constructor(options: { ttlMs: number; maxEntries: number; maxBytes: number; now?: () => number }) {
    super({ ...options, sizeOf: (page) => page.parts.reduce((sum, part) => sum + part.byteLength, 0) });
  }
}
