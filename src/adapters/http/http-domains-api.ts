/**
 * DomainsApi over HTTP: the store API's /Owner/*Domain* calls (owner-domains.contract.ts), with the
 * owner token as the bearer token, each as declared in owner-calls.ts.
 */
import type { DomainsApi, StoreDomain, StoreDomains } from '../../application/ports/owner-domains-api.port';
import { OWNER_CALLS } from '../../contracts/owner-calls';
import type { StoreDomainsWire, StoreDomainWire } from '../../contracts/owner-domains.contract';
import { callApi } from './call-api';
import type { OwnerApiDeps } from './owner-call-helpers';

const domainOf = ({ createdAt: _created, ...wire }: StoreDomainWire): StoreDomain => wire;
const domainsOf = (wire: StoreDomainsWire): StoreDomains => ({ ...wire, domains: wire.domains.map(domainOf) });

export class HttpDomainsApi implements DomainsApi {
  constructor(private readonly deps: OwnerApiDeps) {}

  list() {
    return callApi(this.deps, OWNER_CALLS.domains, undefined, domainsOf);
  }

  add(domain: string) {
    return callApi(this.deps, OWNER_CALLS.addDomain, { Domain: domain }, (data) => domainOf(data.domain));
  }

  checkNow(domainID: number) {
    return callApi(this.deps, OWNER_CALLS.checkDomain, { DomainID: domainID }, (data) => domainOf(data.domain));
  }

  makePrimary(domainID: number | null) {
    return callApi(this.deps, OWNER_CALLS.setPrimaryDomain, { DomainID: domainID }, domainsOf);
  }

  remove(domainID: number) {
    return callApi(this.deps, OWNER_CALLS.removeDomain, { DomainID: domainID }, () => null);
  }
}
