/**
 * The one place a host route learns which store a request is for (spec section 1): the Host header,
 * or on the platform's shared hosts `?store=` and the store remembered from an earlier `?store=`
 * (the domain rule is resolveStoreDomain). Pages, the sitemap, the password form and the contact
 * form, the tracking beacons and the Conversions API route all ask here (the host and the store API
 * alike), then look the store up through the store API (never its tables).
 */
import type { FastifyRequest } from 'fastify';
import { isPlatformHost, isValidStoreName, resolveStoreDomain, tokenCookieHost } from '../src/domain/store/store-resolution';

/** Session cookie naming the store a visit on a shared host chose with `?store=`. */
export const REMEMBERED_STORE_COOKIE = 'wx_store';

/** The Host a request names; a request without one (HTTP/1.0) is for localhost. host-guards.ts refused a malformed one. */
export function requestHost(request: FastifyRequest, fallback = 'localhost'): string {
  return request.headers.host ?? fallback;
}

/**
 * The store domain to ask GetWebInfo for. `page` is the address the store is read from when it is
 * not the request's own (a form posted from a page names its store in the page's address).
 */
export function requestStoreDomain(request: FastifyRequest, platformHosts: readonly string[], page?: URL): string {
  const address = page ?? new URL(request.url, `http://${requestHost(request)}`);
  return resolveStoreDomain({
    host: address.host,
    queryStore: address.searchParams.get('store'),
    rememberedStore: request.cookies?.[REMEMBERED_STORE_COOKIE] ?? null,
    platformHosts,
  });
}

/** What a request says of its store: the Host it names, the store domain, and where that store's token cookies live. */
export interface RequestStore {
  host: string;
  /** The store domain to ask GetWebInfo for (requestStoreDomain). */
  domain: string;
  /** The Host is one of the platform's shared hosts, where `?store=` chooses the store. */
  platform: boolean;
  /** The host name the store's token cookies are named after (tokenCookieHost). */
  tokenHost: string;
}

/** The whole resolution at once, for the page renderer and the beacons alike; `fallbackHost` stands in for a missing Host. */
export function requestStore(
  request: FastifyRequest,
  platformHosts: readonly string[],
  options: { fallbackHost?: string; page?: URL } = {},
): RequestStore {
  const host = requestHost(request, options.fallbackHost);
  const domain = requestStoreDomain(request, platformHosts, options.page ?? new URL(request.url, `http://${host}`));
  const platform = isPlatformHost(host, platformHosts);
  return { host, domain, platform, tokenHost: tokenCookieHost(host, domain, platform) };
}

/**
 * The Set-Cookie remembering a store chosen with `?store=` on a shared host, or null: on a store's
 * own domain another store's pages and scripts never run (resolveStoreDomain ignores `?store=` there).
 */
export function rememberStoreCookie(address: URL, platform: boolean): string | null {
  const chosen = address.searchParams.get('store')?.toLowerCase();
  return platform && chosen && isValidStoreName(chosen) ? `${REMEMBERED_STORE_COOKIE}=${chosen}; Path=/; SameSite=Lax; HttpOnly` : null;
}
