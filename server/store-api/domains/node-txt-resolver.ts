/**
 * TxtResolver over node:dns/promises: the system's resolvers, or the servers DOMAIN_DNS_SERVERS names
 * (`127.0.0.1:5353`, a local stub in tests; `1.1.1.1`, a public resolver that sees a new record sooner
 * than a caching one). Each lookup has a few seconds and two tries: the job runs again later anyway.
 */
import { Resolver } from 'node:dns/promises';
import type { TxtAnswer, TxtResolver } from '../../../src/domain/store/txt-resolver';

const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

export class NodeTxtResolver implements TxtResolver {
  private readonly resolver: Resolver;

  constructor(options: { servers?: readonly string[]; timeoutMs?: number } = {}) {
    this.resolver = new Resolver({ timeout: options.timeoutMs ?? 3_000, tries: 2 });
    if (options.servers?.length) this.resolver.setServers([...options.servers]);
  }

  async resolveTxt(name: string): Promise<TxtAnswer> {
    try {
      const records = await this.resolver.resolveTxt(name);
      return records.length ? { kind: 'records', records: records.map((pieces) => pieces.join('')) } : { kind: 'none' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (ABSENT.has(code)) return { kind: 'none' };
      return { kind: 'error', message: `DNS lookup failed (${code || 'unknown error'})` };
    }
  }
}
