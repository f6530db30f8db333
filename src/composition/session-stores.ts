/**
 * Where a request's or a page's cookies and tokens live, as plain factories: the visitor's cookies
 * (the request's Cookie header on the server, document.cookie in the browser), the token pair in
 * the host-named cookies of spec section 3, and memory-only ones for builder pages (the editor frame
 * and preview links keep no visitor's cookies). The server's container binds the server's set
 * (modules/session-stores.module.ts); the browser's first-load root takes the browser's without a
 * container, so inversify stays off the first-load JS (as with store-backends.ts).
 */
import { CookieTokenStore, type CookieJar } from '../adapters/cookies/cookie-token-store';
import { DocumentCookieJar } from '../adapters/cookies/document-cookie-jar';
import { MemoryCookieJar } from '../adapters/cookies/memory-cookie-jar';
import { RequestCookieJar } from '../adapters/cookies/request-cookie-jar';
import { MemoryTokenStore } from '../adapters/storage/memory-token-store';
import type { TokenStore } from '../application/ports/token-store.port';
import type { TokenPair } from '../domain/store/web-info';

export interface SessionStores {
  /** The token pair in a jar's cookies named after the host (at_/rt_). */
  cookieTokens(jar: CookieJar, host: string): TokenStore;
  memoryJar(): CookieJar;
  memoryTokens(pair: TokenPair | null): TokenStore;
}

/** A request's cookies: read from its Cookie header, written as the answer's Set-Cookie headers. */
export type RequestJar = CookieJar & { readonly setCookieHeaders: string[] };

export interface ServerSessionStores extends SessionStores {
  requestJar(cookieHeader: string | null): RequestJar;
}

export interface BrowserSessionStores extends SessionStores {
  documentJar(): CookieJar;
}

const shared: SessionStores = {
  cookieTokens: (jar, host) => new CookieTokenStore({ jar, host }),
  memoryJar: () => new MemoryCookieJar(),
  memoryTokens: (pair) => new MemoryTokenStore(pair),
};

export const serverSessionStores: ServerSessionStores = { ...shared, requestJar: (cookieHeader) => new RequestCookieJar(cookieHeader) };

export const browserSessionStores: BrowserSessionStores = { ...shared, documentJar: () => new DocumentCookieJar() };
