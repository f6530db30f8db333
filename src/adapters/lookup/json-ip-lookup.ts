/**
 * IpLookup over a JSON service answering { ip } (spec section 7, query format=json): the public
 * service in production, the host's own /api/track/ip (the address it saw) offline.
 */
import type { IpLookup } from '../../application/ports/ip-lookup.port';

export const PUBLIC_IP_LOOKUP_URL = 'https://api.ipify.org?format=json';
export const HOST_IP_LOOKUP_URL = '/api/track/ip?format=json';

export class JsonIpLookup implements IpLookup {
  constructor(private readonly deps: { url: string; fetch: typeof fetch }) {}

  async lookup(): Promise<string> {
    const response = await this.deps.fetch(this.deps.url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`IP lookup answered ${response.status}`);
    const { ip } = (await response.json()) as { ip?: unknown };
    if (typeof ip !== 'string' || ip.length === 0 || ip.length > 64) throw new Error('IP lookup gave no address');
    return ip;
  }
}
