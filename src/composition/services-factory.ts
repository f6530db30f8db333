/**
 * Wires the storefront's ports to adapters: the HTTP store API (embedded or external) or, with
 * the mock backend selected, the in-memory fixtures. The only module that knows adapters.
 */
import { jwtDecode } from 'jwt-decode';
import { HttpCatalog } from '../adapters/http/http-catalog';
import { HttpWebInfo } from '../adapters/http/http-web-info';
import { createStoreApiClient } from '../adapters/http/store-api-client';
import type { MockStoreApi } from '../adapters/mock-backend/mock-store-api';
import { CookieTokenStore, type CookieJar } from '../adapters/cookies/cookie-token-store';
import { loadStorefront, type StorefrontLoad } from '../application/storefront/load-storefront';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import type { CatalogPort } from '../application/ports/catalog.port';
import type { WebInfoPort } from '../application/ports/web-info.port';
import { isGuest, readAccessClaims } from '../domain/store/access-token';

export interface ServicesConfig {
  /** 'http' talks to a store API at storeApiUrl; 'mock' serves fixtures in memory. */
  backend: 'http' | 'mock';
  storeApiUrl: string;
  notFoundUrl: string;
  /** A fetch to reach the store API with (the server passes an in-process one when embedded). */
  fetch?: typeof fetch;
}

export interface RequestInfo {
  host: string;
  domain: string;
  themeId: number | null;
  jar: CookieJar;
  /** Set in the browser after hydration: the store is already known. */
  preloaded?: StorefrontLoad;
}

const consoleLogger = {
  warn: (message: string, detail?: unknown) => console.warn(message, detail ?? ''),
  error: (message: string, detail?: unknown) => console.error(message, detail ?? ''),
};

export function decodeTokenPayload(token: string): unknown {
  return jwtDecode(token);
}

export function createStorefrontServices(config: ServicesConfig, request: RequestInfo): StorefrontServices {
  const tokens = new CookieTokenStore({ jar: request.jar, host: request.host });
  let webInfo: WebInfoPort;
  let catalog: CatalogPort;
  if (config.backend === 'mock') {
    // Loaded on demand so the fixtures never weigh on the HTTP build's bundle.
    let mock: Promise<MockStoreApi> | null = null;
    const getMock = () => (mock ??= import('../adapters/mock-backend/mock-store-api').then(
      (m) => new m.MockStoreApi({ accessToken: () => tokens.read()?.accessToken ?? null }),
    ));
    webInfo = { getWebInfo: async (q) => (await getMock()).getWebInfo(q) };
    catalog = {
      productCards: async (source, limit) => (await getMock()).productCards(source, limit),
      categoryCards: async (limit) => (await getMock()).categoryCards(limit),
      brandCards: async (limit) => (await getMock()).brandCards(limit),
    };
  } else {
    const client = createStoreApiClient({
      baseUrl: config.storeApiUrl,
      accessToken: () => tokens.read()?.accessToken ?? null,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
    webInfo = new HttpWebInfo({ client });
    catalog = new HttpCatalog({ client });
  }
  let store: Promise<StorefrontLoad> | null = request.preloaded ? Promise.resolve(request.preloaded) : null;
  return {
    loadStore: () => {
      store ??= loadStorefront(
        { webInfo, tokens, decodeTokenPayload },
        { domain: request.domain, themeId: request.themeId, notFoundUrl: config.notFoundUrl },
      );
      return store;
    },
    catalog,
    tokens,
    logger: consoleLogger,
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
