/**
 * Builds one request's (server) or one page's (browser) storefront services over the store API
 * backend the composition root chose (store-backends.ts: HTTP or the in-memory mock).
 */
import type { StorePortsFactory } from './store-backends';
import type { WebInfoKeeper } from '../application/storefront/kept-web-info';
import type { StoreApiTransport } from '../adapters/http/in-process-store-api-client';
import type { CookieJar } from '../adapters/cookies/cookie-token-store';
import { createAuthGate, type AuthGateDeps } from '../application/identity/auth-gate';
import { loadStorefront, type StorefrontLoad } from '../application/storefront/load-storefront';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import type { TokenStore } from '../application/ports/token-store.port';
import { isGuest, readAccessClaims } from '../domain/store/access-token';
import { bypassCookieName } from '../domain/store/maintenance';
import type { LiveConfig } from '../domain/tracking/live-config';
import { consoleLogger } from './console-logger';
import type { SessionStores } from './session-stores';

export interface ServicesConfig {
  /** 'http' talks to a store API at storeApiUrl; 'mock' serves fixtures in memory. */
  backend: 'http' | 'mock';
  storeApiUrl: string;
  notFoundUrl: string;
  /** Tracking and the live maintenance feed (absent: offline lookups, no tracking, server-sent events). */
  live?: LiveConfig;
  /** A fetch to reach the store API with (a store API elsewhere; the browser's own when absent). */
  fetch?: typeof fetch;
  /** The embedded store API's in-process calls (server renders only): chosen over fetch by the server's root. */
  storeApiTransport?: StoreApiTransport;
  /** The stores' web info the host keeps between server renders (kept-web-info.ts); never in the browser. */
  webInfoKeeper?: WebInfoKeeper;
  /** The host the token cookies are named after when not the page's own (a store chosen by `?store=` on a shared host). */
  tokenHost?: string;
  /** Parent pages (exact origins) the editor frame answers; read only on /editor and /preview. */
  editorParentOrigins?: string[];
}

export interface RequestInfo {
  host: string;
  domain: string;
  themeId: number | null;
  /** The studio's preview key (/preview and /editor only): shows the theme's draft. */
  previewKey?: string | null;
  jar: CookieJar;
  /** Set in the browser after hydration: the store is already known. */
  preloaded?: StorefrontLoad;
  /** The browser's auth session, for the gate every store API call passes (the server has none). */
  authSession?: AuthGateDeps['session'];
  /** Where the tokens live when not in the host-named cookies (builder pages keep them in memory). */
  tokens?: TokenStore;
  /** The server render's request Origin (a form post's), passed on to the store API; never set in the browser. */
  origin?: string | null;
  /** The server render's page address: on another of the store's names it redirects to the primary domain. */
  pageUrl?: string | null;
}

/**
 * A JWT's payload as JSON, unverified (the store API checks signatures): base64url, UTF-8. Throws on a
 * token without a payload, bad base64 or bad JSON; every caller reads that as "no usable token".
 * Written out rather than jwt-decode: the same steps, off the first-load JS (docs/benchmarks.md).
 */
export function decodeTokenPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (part === undefined) throw new Error('token without a payload');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
}

/** What a composition root builds services with: the config, the backend and the cookie and token stores it bound. */
export interface ServicesDeps<S extends SessionStores = SessionStores> {
  config: ServicesConfig;
  storePorts: StorePortsFactory;
  stores: S;
}

export function createStorefrontServices(deps: ServicesDeps, request: RequestInfo): StorefrontServices {
  const { config } = deps;
  const tokens = request.tokens ?? deps.stores.cookieTokens(request.jar, request.host);
  const accessToken = () => tokens.read()?.accessToken ?? null;
  const session = request.authSession;
  const gate = session ? createAuthGate({ tokens, clock: { now: () => Date.now() }, decode: decodeTokenPayload, session }) : null;
  // A password-protected store answers only callers holding the visitor's bypass: the server forwards
  // the bypass cookie with its calls (a browser's own same-origin calls carry the cookie itself).
  let webID: number | null = request.preloaded?.kind === 'store' ? request.preloaded.info.webID : null;
  const storePass = () => (webID === null ? null : (request.jar.get(bypassCookieName(webID)) ?? null));
  const ports = deps.storePorts({
    baseUrl: config.storeApiUrl,
    accessToken,
    storePass,
    ...(gate ? { gate } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
    ...(request.origin ? { origin: request.origin } : {}),
  });
  const { webInfo } = ports;
  let store: Promise<StorefrontLoad> | null = request.preloaded ? Promise.resolve(request.preloaded) : null;
  return {
    loadStore: () => {
      store ??= loadStorefront(
        { webInfo, tokens, decodeTokenPayload },
        {
          domain: request.domain,
          themeId: request.themeId,
          notFoundUrl: config.notFoundUrl,
          previewKey: request.previewKey ?? null,
          pageUrl: request.pageUrl ?? null,
        },
      ).then((load) => {
        if (load.kind === 'store') webID = load.info.webID;
        return load;
      });
      return store;
    },
    ...ports,
    tokens,
    logger: consoleLogger,
    cookies: request.jar,
    isSignedIn: () => {
      const pair = tokens.read();
      if (!pair) return false;
      try {
        return !isGuest(readAccessClaims(decodeTokenPayload(pair.accessToken)));
      } catch {
        return false;
      }
    },
  };
}
