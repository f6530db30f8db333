/**
 * Which store a request is for. `?store=` overrides the host name (spec section 1); a visit started
 * with `?store=` keeps that store through a session cookie so links without the parameter stay on it.
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

/**
 * The Domain to ask GetWebInfo for: an explicit store name from the query, else the one remembered
 * from an earlier `?store=`, else the request host.
 */
export function resolveStoreDomain(input: { host: string; queryStore?: string | null; rememberedStore?: string | null }): string {
  const query = input.queryStore?.trim().toLowerCase();
  if (query) return query;
  const remembered = input.rememberedStore?.trim().toLowerCase();
  if (remembered && isValidStoreName(remembered)) return remembered;
  return normalizeHost(input.host);
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
