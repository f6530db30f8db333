/**
 * Where the platform may connect on an owner's behalf (decision 91: webhooks; decision 87: catalogue pictures): never to the platform's own network. A target's host
 * is resolved and every address it gives is checked against the private, loopback, link-local,
 * shared, documentation and multicast ranges, both when the owner saves the URL and at each delivery
 * (the connection uses the checked address, so a name that changes to 10.0.0.5 afterwards is
 * refused too). Development and tests may allow loopback (`allowLoopback`, WEBHOOKS_ALLOW_LOOPBACK).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isLoopbackAddress(address: string): boolean {
  const { address: ip, family } = plain(address);
  return loopback.check(ip, family);
}

/** Why a delivery may not go to this address, or null when it may. */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  const { address: ip, family } = plain(address);
  if (allowLoopback && loopback.check(ip, family)) return null;
  return notPublic.check(ip, family) ? `${address} is a private, loopback or reserved address` : null;
}

const LOOPBACK_NAMES = new Set(['localhost']);

/** Whether the URL's host names this machine (for http://, allowed only with loopback). */
export function namesLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return LOOPBACK_NAMES.has(bare) || bare.endsWith('.localhost') || (isIP(bare) !== 0 && isLoopbackAddress(bare));
}

async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  return new Promise((resolve, reject) =>
    dnsLookup(bare, { all: true }, (error, found: LookupAddress[]) =>
      error ? reject(error) : resolve(found.map((entry) => entry.address)),
    ),
  );
}

/** What is wrong with a webhook URL an owner gives, or null: https (http only to loopback when allowed), a public host. */
export async function webhookUrlProblem(raw: string, allowLoopback: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Url must be an absolute https:// address';
  }
  if (url.username || url.password) return 'Url must not carry a user name or password';
  const local = allowLoopback && namesLoopback(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return 'Url must start with https://';
  let addresses: string[];
  try {
    addresses = await addressesOf(url.hostname);
  } catch {
    return `Url's host ${url.hostname} does not resolve`;
  }
  for (const address of addresses) {
    const refused = refusedAddress(address, allowLoopback);
    if (refused) return `Url must be on the public internet: ${url.hostname} resolves to ${refused}`;
  }
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request: resolves as Node does, then refuses the connection when an address
 * is not public, so the socket only ever opens to an address that was checked.
 */
export function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, []);
      const refused = found.map((entry) => refusedAddress(entry.address, allowLoopback)).find(Boolean);
      if (refused) return callback(Object.assign(new Error(`refused: ${refused}`), { code: 'EWEBHOOKTARGET' }), []);
      if (options.all) return callback(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}
