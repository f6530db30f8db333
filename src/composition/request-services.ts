/** Services for one server request (cookies from its header) or for one browser page (document.cookie). */
import { DocumentCookieJar } from '../adapters/cookies/document-cookie-jar';
import { RequestCookieJar } from '../adapters/cookies/request-cookie-jar';
import type { StorefrontLoad } from '../application/storefront/load-storefront';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import { createStorefrontServices, type RequestInfo, type ServicesConfig } from './services-factory';

export function createServerRequestServices(
  config: ServicesConfig,
  request: { host: string; domain: string; themeId: number | null; previewKey?: string | null; cookieHeader: string | null },
): { services: StorefrontServices; setCookieHeaders: () => string[] } {
  const jar = new RequestCookieJar(request.cookieHeader);
  const services = createStorefrontServices(config, { host: request.host, domain: request.domain, themeId: request.themeId, previewKey: request.previewKey ?? null, jar });
  return { services, setCookieHeaders: () => jar.setCookieHeaders };
}

export function createBrowserServices(
  config: ServicesConfig,
  page: { host: string; domain: string; themeId: number | null; preloaded?: StorefrontLoad; authSession?: RequestInfo['authSession'] },
): StorefrontServices {
  return createStorefrontServices(config, { ...page, jar: new DocumentCookieJar() });
}
