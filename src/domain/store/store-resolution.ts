/**
 * Which store a request is for. `?store=` overrides the host name (spec section 1); a visit started
 * with `?store=` keeps that store through a session cookie so links without the parameter stay on it.
 * Only on the platform's shared hosts (PLATFORM_HOSTS, `localhost` by default): on a store's own
 * domain another store's pages and owner scripts must never run, so the override is ignored there.
 */

/** Host without port and without a leading `www.`, lower-cased. */
export function normalizeHost(host: string): string {
  const withoutPort = host.trim().toLowerCase().replace(/:\d+$/, '');
  return withoutPort.replace(/^www\./, '');
}

const STORE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function isValidStoreName(value: string): boolean {
  return STORE_NAME.test(value);
}

/** The platform's shared hosts when PLATFORM_HOSTS is not set. */
export const DEFAULT_PLATFORM_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/**
 * The Domain to ask GetWebInfo for. On a platform host: an explicit store name from the query, else
 * the one remembered from an earlier `?store=`, else the host. On any other host: the host alone.
 */
export function resolveStoreDomain(input: {
  host: string;
  queryStore?: string | null;
  rememberedStore?: string | null;
  platformHosts: readonly string[];
}): string {
  const own = normalizeHost(input.host);
  if (!input.platformHosts.includes(own)) return own;
  const query = input.queryStore?.trim().toLowerCase();
  if (query && isValidStoreName(query)) return query;
  const remembered = input.rememberedStore?.trim().toLowerCase();
  if (remembered && isValidStoreName(remembered)) return remembered;
  return own;
}

/**
 * `wtid` is base64 of a URL-encoded theme id. Anything malformed yields null (the store's own theme).
 */
export function decodeThemeId(wtid: string | null | undefined, decodeBase64: (value: string) => string): number | null {
  if (!wtid) return null;
  try {
    const decoded = decodeURIComponent(decodeBase64(wtid)).trim();
    if (!/^\d{1,9}$/.test(decoded)) return null;
    const id = Number(decoded);
    return id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Whether a request host is one of the platform's shared hosts, where `?store=` may choose the store. */
export function isPlatformHost(host: string, platformHosts: readonly string[]): boolean {
  return platformHosts.includes(normalizeHost(host));
}

/**
 * The host whose name the token cookies carry (spec section 3: at_/rt_ + host). On a shared host
 * every store chosen by `?store=` gets cookies of its own (at_aurora_localhost on localhost), so
 * visiting one store there never replaces another store's tokens.
 */
export function tokenCookieHost(host: string, storeDomain: string, platform: boolean): string {
  const own = normalizeHost(host);
  return platform && storeDomain !== own ? `${storeDomain}.${own}` : host;
}
