/** The store API's Domains calls (owner-only, decision 98), in the studio's words: the store's addresses and its own domains. */
import type { StudioResult } from './studio-api.port';

/** pending: checks running; failed: checks stopped without finding the record; verified: it serves the store. */
export type StoreDomainState = 'pending' | 'failed' | 'verified';

export interface StoreDomain {
  domainID: number;
  host: string;
  state: StoreDomainState;
  primary: boolean;
  /** The TXT record the owner publishes to prove the domain. */
  record: { name: string; value: string };
  lastCheckedAt: string | null;
  nextCheckAt: string | null;
  lastProblem: string | null;
  verifiedAt: string | null;
}

export interface StoreDomains {
  /** `<name>.<platform domain>`, which needs no record. */
  platformAddress: string;
  /** Where every other name of the store redirects. */
  primary: string;
  domains: StoreDomain[];
}

export interface DomainsApi {
  list(): Promise<StudioResult<StoreDomains>>;
  /** Field errors by the API's name (Domain). */
  add(domain: string): Promise<StudioResult<StoreDomain>>;
  checkNow(domainID: number): Promise<StudioResult<StoreDomain>>;
  /** A verified domain, or null for the platform address. */
  makePrimary(domainID: number | null): Promise<StudioResult<StoreDomains>>;
  remove(domainID: number): Promise<StudioResult<null>>;
}
