/**
 * Where links in the store's mail point (password reset, order confirmation): always a host the
 * store or the platform configured (store-domains.ts). The browser's Origin header only chooses
 * among them (and, on a development host, the port): a caller who forged it could otherwise have
 * the store mail a customer's valid reset token, or a guest's order link, to the caller's site.
 * Without a usable Origin the link follows the store's configured web link, else its primary domain.
 */
import type { FastifyRequest } from 'fastify';
import { isDevelopmentHost, storeBase, storeDomains, type StoreBase } from '../../../src/domain/store/store-domains';
import { DEFAULT_PLATFORM_HOSTS } from '../../../src/domain/store/store-resolution';
import type { StoreRow } from './store.repository';

function baseFrom(store: StoreRow, url: string | undefined, platformHosts: readonly string[]): StoreBase | null {
  if (!url || !URL.canParse(url)) return null;
  const { protocol, host } = new URL(url);
  return storeBase({
    storeName: store.name,
    domains: storeDomains(store),
    platformHosts,
    requested: { protocol: protocol.replace(/:$/, ''), host },
  });
}

function configuredBase(store: StoreRow): StoreBase {
  const primary = storeDomains(store)[0];
  if (!primary) return { origin: 'http://localhost', storeQuery: `?store=${encodeURIComponent(store.name)}`, ownDomain: false };
  return { origin: `${isDevelopmentHost(primary) ? 'http' : 'https'}://${primary}`, storeQuery: '', ownDomain: true };
}

/** A link to `path` (with `params`) on the storefront of `store`, for mail; `requestOrigin` is the browser's Origin header. */
export function storeLink(
  store: StoreRow,
  requestOrigin: string | undefined,
  path: string,
  params: Record<string, string> = {},
  platformHosts: readonly string[] = DEFAULT_PLATFORM_HOSTS,
): string {
  const base =
    baseFrom(store, requestOrigin, platformHosts) ?? baseFrom(store, store.webLink || undefined, platformHosts) ?? configuredBase(store);
  const link = new URL(path, base.origin);
  for (const [key, value] of Object.entries(params)) link.searchParams.set(key, value);
  // On a shared platform host the host names no store; the store parameter does (spec section 1).
  if (base.storeQuery) link.searchParams.set('store', store.name);
  return link.toString();
}

export function resetLink(store: StoreRow, request: FastifyRequest, token: string, platformHosts?: readonly string[]): string {
  return storeLink(store, request.headers.origin, '/resetpassword', { token }, platformHosts);
}
