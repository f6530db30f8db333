/**
 * Which parent pages may drive the editor frame: an exact list of origins from configuration.
 * Matching is on the serialised origin (scheme, host, port), never a prefix or a wildcard, so
 * `https://studio.example.com.evil.test` or `null` (sandboxed or file pages) never match.
 */

/** Parses a comma- or space-separated list; entries that are not http(s) origins are dropped. */
export function parseOriginList(
  text: string | undefined,
  parseUrl: (value: string) => { protocol: string; origin: string } | null,
): string[] {
  const origins = new Set<string>();
  for (const entry of (text ?? '').split(/[\s,]+/)) {
    if (!entry) continue;
    const url = parseUrl(entry);
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) origins.add(url.origin);
  }
  return [...origins];
}

export function isAllowedOrigin(origin: string, allowlist: readonly string[]): boolean {
  return origin !== 'null' && allowlist.includes(origin);
}

/** The CSP value that lets only the allowed parents frame the page. */
export function frameAncestors(allowlist: readonly string[]): string {
  return `frame-ancestors ${allowlist.length > 0 ? allowlist.join(' ') : "'none'"}`;
}
