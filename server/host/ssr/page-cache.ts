/**
 * Whole rendered pages for anonymous visitors, kept a few seconds (decisions 36 and 63): a landing rush, a
 * crawler or a link preview gets the page without a render. The host's composition root owns one
 * (host.ts builds it with the store API's events); nothing here is module state.
 *
 * What is kept is the page's HTML cut at its CSP nonce: each answer joins the parts with a nonce of
 * its own, so no two answers share one (decision 36). Cookies are never kept: the visitor's own
 * guest token pair is issued for every answer (two HMACs, no store API call: SsrRuntime.guestCookies).
 * A guest who already holds a pair of the page's store (a second page of a visit) gets the kept page
 * too, with their pair kept, or a new one if its access token has expired (decision 63): a guest's page
 * is the page a first visitor gets.
 * A store event (theme published, catalogue or settings changed, store closed) drops that store's
 * pages on every instance, and a render that a store event overtook is not kept, so a publish shows
 * on the next request (store-keyed-cache.ts).
 */
import { COOKIE_CART_PREFIX } from '../../../src/domain/cart/cookie-cart';
import { BYPASS_COOKIE_PREFIX } from '../../../src/domain/store/maintenance';
import { StoreKeyedCache } from './store-keyed-cache';

/** A page as kept: the store it belongs to, its answer's headers, and its HTML's UTF-8 bytes split at the nonce. */
export interface CachedPage {
  webID: number;
  cacheControl: string;
  parts: readonly Buffer[];
}

/**
 * Cookies that make a page personal whatever they hold: the no-JavaScript cart (every page rendered
 * with it is the shopper's own, page-caching.ts) and a closed store's pass. Not the live cart's
 * mirror (cart-mirror.ts): only the cart and checkout pages render from it, and those are never kept,
 * so a guest with a cart gets every other page from the cache.
 */
const PERSONAL_COOKIE_PREFIXES = [COOKIE_CART_PREFIX, BYPASS_COOKIE_PREFIX];
/** Token cookies: a guest's pair of the page's store leaves the page as anyone's, a customer's makes it personal. */
const TOKEN_COOKIE_PREFIXES = ['at_', 'rt_'];

/** This host's token cookie names (token-cookies.ts). */
export interface TokenCookieNames {
  access: string;
  refresh: string;
}

/**
 * What a request's cookies make of it for the cache: 'anonymous' (a GET without a personal or token
 * cookie: answered from and filling the cache), 'tokens' (a GET whose only such cookies are this host's
 * token pair: answered from the cache if the pair is a guest's of the kept page's store, see
 * guestPairOf), or 'personal' (rendered).
 */
export function visitorOf(
  method: string,
  cookies: Record<string, string | undefined> | undefined,
  names: TokenCookieNames,
): 'anonymous' | 'tokens' | 'personal' {
  if (method !== 'GET') return 'personal';
  let tokens = false;
  for (const name of Object.keys(cookies ?? {})) {
    if (PERSONAL_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix))) return 'personal';
    if (!TOKEN_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    if (name !== names.access && name !== names.refresh) return 'personal';
    tokens = true;
  }
  return tokens ? 'tokens' : 'anonymous';
}

/** The store of a valid guest token of the type, or null (the embedded store API's check). */
export type GuestTokenStore = (token: string, type: 'access' | 'refresh') => number | null;

/**
 * A visitor's token pair before a kept page of `webID`: 'current' when it is a guest's of that store
 * with a valid access token (the page goes with no new cookie), 'renew' when only its refresh token
 * is (a new guest pair goes with the page, as a render would refresh it), null for anything else (a
 * customer's, another store's, expired, forged): then the page is rendered.
 */
export function guestPairOf(
  pair: { access?: string | undefined; refresh?: string | undefined },
  webID: number,
  storeOf: GuestTokenStore,
): 'current' | 'renew' | null {
  if (pair.refresh !== undefined && storeOf(pair.refresh, 'refresh') !== webID) return null;
  if (pair.access !== undefined && storeOf(pair.access, 'access') === webID) return 'current';
  return pair.refresh !== undefined ? 'renew' : null;
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
 * bytes: an answer is then a copy of them, never the page's text joined and encoded again. The parts
 * are views of one buffer of the page's own size: a small part copied on its own comes out of Node's
 * shared 8 KB pool and would keep that whole slab alive, beyond the bytes the cache counts (decision 73).
 */
export function cutAtNonce(page: string, nonce: string): Buffer[] {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(page));
  bytes.write(page);
  const cut = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(cut); at !== -1; at = bytes.indexOf(cut, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + cut.byteLength;
  }
  parts.push(bytes.subarray(start));
  return parts;
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
