/**
 * TRUST_PROXY: which X-Forwarded-For entries the host believes. Never all of them: a client writes
 * whatever it likes into that header, and trusting it lets a client choose its own address (and so
 * escape every per-address limit). Either a count of proxies in front (`1` behind one nginx: the
 * address that proxy appended is the client's) or the proxies' own addresses or CIDR ranges.
 */
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

const CIDR = /^(.+)\/(\d{1,3})$/;

function isAddressOrRange(entry: string): boolean {
  const range = CIDR.exec(entry);
  if (!range) return isIP(entry) !== 0;
  const version = isIP(range[1]!);
  const bits = Number(range[2]);
  return version !== 0 && bits <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'off' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === '*') {
    throw new Error(
      'TRUST_PROXY must be the number of proxies in front (e.g. 1) or their addresses, never "trust everything": any client could then choose its own address',
    );
  }
  const entries = text.split(/[\s,]+/).filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) throw new Error(`TRUST_PROXY: not an address or CIDR range: ${wrong.join(', ')}`);
  return entries;
}

/** Fastify's option: a count becomes "trust the first n hops from the socket" (proxy-addr numbers hops from 0). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
