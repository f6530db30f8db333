/**
 * A store's own domain (decision 98): the name an owner types, normalised the way DNS and browsers
 * see it (IDNA to punycode, lower case, no trailing dot, no leading `www.`, which host resolution
 * strips too), and refused when it cannot be a public host a store may claim: an IP address, a
 * single label, a loopback or link-local name, or one of the platform's own hosts and subdomains.
 */

export type DomainCheck = { ok: true; host: string } | { ok: false; message: string };

/** The platform's names no store may claim as its own domain. */
export interface PlatformNames {
  /** Every store's address lives under it (`aurora.<platformDomain>`), so none of it is claimable. */
  platformDomain: string;
  /** The shared hosts (PLATFORM_HOSTS) and the studio's host. */
  platformHosts: readonly string[];
}

export const DOMAIN_MAX_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4_LIKE = /^[0-9.]+$/;
/** Names that never reach a public store: loopback, multicast DNS, and private-use suffixes. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'arpa'];

const refuse = (message: string): DomainCheck => ({ ok: false, message });

const under = (host: string, parent: string) => host === parent || host.endsWith(`.${parent}`);

/**
 * The domain `raw` names, as stored and matched (`Shop.Bücher.de.` → `shop.xn--bcher-kva.de`), or why
 * it cannot be a store's domain. `toAscii` is IDNA's ToASCII (the URL parser's host step by default).
 */
export function normaliseDomain(raw: string, platform: PlatformNames, toAscii: (name: string) => string | null = urlToAscii): DomainCheck {
  const typed = raw.trim();
  if (!typed) return refuse('Enter a domain, like shop.example.com');
  if (/[/:?#@\\\s]/u.test(typed)) return refuse('Enter the domain alone, without https://, a port or a path');
  const ascii = toAscii(typed);
  if (ascii === null) return refuse('This is not a valid domain name');
  const host = ascii.replace(/\.$/, '').replace(/^www\./, '');
  if (host.startsWith('[') || IPV4_LIKE.test(host)) return refuse('Enter a domain name, not an IP address');
  if (host.length > DOMAIN_MAX_LENGTH) return refuse(`A domain is at most ${DOMAIN_MAX_LENGTH} characters long`);
  const labels = host.split('.');
  if (labels.length < 2) return refuse('Enter a whole domain, like shop.example.com');
  if (!labels.every((label) => LABEL.test(label)))
    return refuse('Each part of the domain holds letters, digits and inner hyphens, 1 to 63 of them');
  if (/^[0-9]+$/.test(labels.at(-1)!)) return refuse('The domain must end in a name, not a number');
  if (LOCAL_SUFFIXES.some((suffix) => under(host, suffix))) return refuse('This domain only works on a local network');
  const own = [platform.platformDomain, ...platform.platformHosts].map((name) => name.toLowerCase().replace(/:\d+$/, ''));
  if (own.some((name) => name && under(host, name))) return refuse("This is one of the platform's own addresses");
  return { ok: true, host };
}

function urlToAscii(name: string): string | null {
  try {
    const url = new URL(`http://${name}/`);
    return url.pathname === '/' && !url.port && !url.username ? url.hostname : null;
  } catch {
    return null;
  }
}

/** The TXT record's name that proves a domain: `_webx-verify.<domain>`. */
export const VERIFY_LABEL = '_webx-verify';

export function verificationName(host: string): string {
  return `${VERIFY_LABEL}.${host}`;
}

/** The TXT record's value for a domain's token. */
export function verificationValue(token: string): string {
  return `webx-verify=${token}`;
}

/** Whether any of the TXT strings found is the domain's record (quotes and spaces around it forgiven). */
export function txtProves(records: readonly string[], token: string): boolean {
  const wanted = verificationValue(token);
  return records.some((record) => record.trim().replace(/^"|"$/g, '').trim() === wanted);
}
