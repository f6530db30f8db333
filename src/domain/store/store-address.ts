/**
 * A new store's address: the label shoppers type before the platform's domain (`<address>.shops.example`),
 * which also names the store in `?store=`, the studio and the operator command (decision 93). One DNS
 * label, kept short and plain, that no platform host or well-known service name can take.
 */

/** GetWebInfo's error code, and the not-found page's `ec`, for a store its operator suspended. */
export const STORE_UNAVAILABLE = 'STORE_UNAVAILABLE';

export const STORE_ADDRESS_MIN = 3;
export const STORE_ADDRESS_MAX = 40;

/**
 * Names a store may never take: the platform's own hosts and the names people expect a service to
 * own. The deployment adds the first label of its own hosts (PLATFORM_HOSTS, STUDIO_ORIGIN).
 */
export const RESERVED_STORE_ADDRESSES: ReadonlySet<string> = new Set([
  'studio',
  'www',
  'api',
  'store-api',
  'admin',
  'administrator',
  'root',
  'operator',
  'platform',
  'system',
  'app',
  'apps',
  'auth',
  'login',
  'signin',
  'signup',
  'account',
  'accounts',
  'billing',
  'dashboard',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'mx',
  'ns1',
  'ns2',
  'ftp',
  'cdn',
  'static',
  'assets',
  'media',
  'img',
  'images',
  'metrics',
  'health',
  'healthz',
  'livez',
  'localhost',
  'dev',
  'test',
  'staging',
  'webx',
  'store-not-found',
]);

/** Why `address` cannot name a new store (its rules, not whether another store has it), or null. */
export function storeAddressProblem(address: string, reservedAlso: readonly string[] = []): string | null {
  if (address.length < STORE_ADDRESS_MIN || address.length > STORE_ADDRESS_MAX)
    return `The address is ${STORE_ADDRESS_MIN} to ${STORE_ADDRESS_MAX} characters long`;
  if (!/^[a-z0-9-]+$/.test(address)) return 'The address may hold only lower-case letters (a-z), digits and hyphens';
  if (address.startsWith('-') || address.endsWith('-')) return 'The address starts and ends with a letter or a digit';
  // `xn--` starts an internationalised name's encoding: a plain address never holds two hyphens in a row.
  if (address.includes('--')) return 'The address has no two hyphens in a row';
  if (RESERVED_STORE_ADDRESSES.has(address) || reservedAlso.includes(address)) return `The address "${address}" is reserved`;
  return null;
}

/** The store's title when none is given: `corner-shop` becomes `Corner Shop`. */
export function titleFromAddress(address: string): string {
  return address
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
