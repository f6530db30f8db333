/**
 * Services for one server request (cookies from its header) or for one browser page (document.cookie).
 * Builder pages (/editor, /preview) are the exception on both sides: they keep tokens and cookies in
 * memory, reading and writing none of the visitor's, and read the catalogue with the read-only
 * preview token (web-info.ts previewToken) instead of third-party cookies a browser would block.
 */
import { previewTokenPair } from '../domain/store/web-info';
import type { StorefrontLoad } from '../application/storefront/load-storefront';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import { createStorefrontServices, type RequestInfo, type ServicesDeps } from './services-factory';
import type { BrowserSessionStores, ServerSessionStores } from './session-stores';

export function createServerRequestServices(
  deps: ServicesDeps<ServerSessionStores>,
  request: {
    host: string;
    domain: string;
    themeId: number | null;
    previewKey?: string | null;
    cookieHeader: string | null;
    builder?: boolean;
    origin?: string | null;
    pageUrl?: string | null;
  },
): { services: StorefrontServices; setCookieHeaders: () => string[] } {
  const page = { host: request.host, domain: request.domain, themeId: request.themeId, previewKey: request.previewKey ?? null };
  if (request.builder) return { services: createBuilderServices(deps, { ...page, previewToken: null }), setCookieHeaders: () => [] };
  const jar = deps.stores.requestJar(request.cookieHeader);
  return {
    services: createStorefrontServices(deps, { ...page, jar, origin: request.origin ?? null, pageUrl: request.pageUrl ?? null }),
    setCookieHeaders: () => jar.setCookieHeaders,
  };
}

export function createBrowserServices(
  deps: ServicesDeps<BrowserSessionStores>,
  page: { host: string; domain: string; themeId: number | null; preloaded?: StorefrontLoad; authSession?: RequestInfo['authSession'] },
): StorefrontServices {
  return createStorefrontServices(deps, { ...page, jar: deps.stores.documentJar() });
}

/**
 * A builder page's services: no auth session (nothing to refresh, no landing page: a failed call
 * is the section's to show) and the preview token in memory, replaced when the studio sends a new one.
 */
export function createBuilderServices(
  deps: ServicesDeps,
  page: {
    host: string;
    domain: string;
    themeId: number | null;
    previewKey?: string | null;
    preloaded?: StorefrontLoad;
    previewToken: string | null;
  },
): StorefrontServices {
  const { previewToken, ...rest } = page;
  const tokens = deps.stores.memoryTokens(previewToken ? previewTokenPair(previewToken) : null);
  return createStorefrontServices(deps, { ...rest, jar: deps.stores.memoryJar(), tokens });
}
