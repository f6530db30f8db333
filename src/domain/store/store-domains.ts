/**
 * A store's configured host names, and the base of every absolute URL built for it (sitemap,
 * robots, mail links, canonical). The request's Host or Origin only chooses among names the store
 * or the platform configured, never supplies one: a forged `Host: aurora.evil.example` must not
 * become a link in a sitemap, a mail or a cached page.
 */
import { normalizeHost } from './store-resolution';

/** The address fields a store is configured with (spec section 3's site config, and its full domain). */
export interface StoreAddress {
  /** The store's full domain (`shop.example.com`); null or '' when it has none of its own. */
  domain?: string | null | undefined;
  mainDomain: string;
  subDomain: string;
  isSubDomain: boolean;
}

/**
 * The store's own host names, normalised (no port, no `www.`), the primary first: its domain, then
 * `subDomain.mainDomain` for a store on a subdomain, or `mainDomain` for one on a domain of its own.
 */
export function storeDomains(store: StoreAddress): string[] {
  const configured = store.isSubDomain
    ? store.subDomain && store.mainDomain
      ? `${store.subDomain}.${store.mainDomain}`
      : ''
    : store.mainDomain;
  return [...new Set([store.domain ?? '', configured].map(normalizeHost).filter(Boolean))];
}

/** Whether a request on `host` may be for a store with these domains: one of them, or a platform host. */
export function hostServesStore(host: string, domains: readonly string[], platformHosts: readonly string[]): boolean {
  const hostname = normalizeHost(host);
  return domains.includes(hostname) || platformHosts.includes(hostname);
}

/** Loopback names a development server answers on, where the port is part of the address. */
export function isDevelopmentHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

export interface StoreBase {
  /** `scheme://host[:port]`, without a trailing slash. */
  origin: string;
  /** `?store=<name>` on a platform host, whose name chooses no store; '' on the store's own domain. */
  storeQuery: string;
  /** The request came on one of the store's own domains: a shared cache may keep what it got. */
  ownDomain: boolean;
}

/**
 * Where the store's absolute URLs point for a request that came on `requested` (its scheme and Host,
 * or a browser's Origin): the store's primary domain when the request named any of its domains, the
 * platform host itself (with `?store=`) when it named a platform host, else null, a foreign host
 * that gets no store. Only a development host keeps the request's port.
 */
export function storeBase(input: {
  storeName: string;
  domains: readonly string[];
  platformHosts: readonly string[];
  requested: { protocol: string; host: string };
}): StoreBase | null {
  const { protocol, host } = input.requested;
  if (protocol !== 'http' && protocol !== 'https') return null;
  const hostname = normalizeHost(host);
  const port = /:(\d{1,5})$/.exec(host.trim())?.[1];
  const withPort = (name: string) => (port && isDevelopmentHost(name) ? `${name}:${port}` : name);
  const primary = input.domains[0];
  if (primary && input.domains.includes(hostname)) return { origin: `${protocol}://${withPort(primary)}`, storeQuery: '', ownDomain: true };
  if (input.platformHosts.includes(hostname)) {
    return { origin: `${protocol}://${withPort(hostname)}`, storeQuery: `?store=${encodeURIComponent(input.storeName)}`, ownDomain: false };
  }
  return null;
}

/**
 * Where a page requested on one of the store's other names moves to for good (301, decision 98): the
 * same path and query on its primary domain, keeping the request's scheme and port. Null when the
 * request is on the primary already, or came on a shared platform host, whose `domain` is the store's
 * name (no dot), where `?store=` chose the store.
 */
export function primaryRedirect(page: URL, domain: string, store: StoreAddress): string | null {
  const primary = storeDomains(store)[0];
  if (!primary || !domain.includes('.') || normalizeHost(page.host) === primary) return null;
  return `${page.protocol}//${primary}${page.port ? `:${page.port}` : ''}${page.pathname}${page.search}`;
}
