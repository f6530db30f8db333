/**
 * The one place a host route learns which store a request is for (spec section 1): the Host header,
 * or on the platform's shared hosts `?store=` and the store remembered from an earlier `?store=`
 * (the domain rule is resolveStoreDomain). Pages, the sitemap, the password form and the contact
 * form all ask here, then look the store up through the store API (never its tables).
 */
import type { FastifyRequest } from 'fastify';
import { resolveStoreDomain } from '../../src/domain/store/store-resolution';

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

/** How a host route reaches the store API: its base URL and the fetch for it (in-process when embedded). */
export interface StoreApiAccess {
  storeApiUrl: string;
  storeApiFetch: typeof fetch;
}

/** The store's GetWebInfo answer (with the guest token it hands out), or null when there is no such store. */
export async function fetchStoreInfo<T extends { webID: number }>(api: StoreApiAccess, domain: string): Promise<(T & { tokens?: { accessToken?: string } }) | null> {
  const response = await api.storeApiFetch(`${api.storeApiUrl}/Web/GetWebInfo?${new URLSearchParams({ Domain: domain })}`);
  if (!response.ok) return null;
  const data = ((await response.json().catch(() => null)) as { data?: T & { tokens?: { accessToken?: string } } } | null)?.data;
  return typeof data?.webID === 'number' ? data : null;
}
