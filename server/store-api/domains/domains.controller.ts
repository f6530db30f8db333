/**
 * The studio's Domains (docs/platform.md, "Domains"; decision 98): list, add, check now, make primary,
 * remove. Owner token only; its WebID is the only store any of these reads or writes. Each change that
 * alters which host serves the store is a store event, so every instance forgets its cached lookups.
 */
import type { FastifyInstance } from 'fastify';
import { DOMAIN_CALLS, type StoreDomainsWire } from '../../../src/contracts/owner-domains.contract';
import { normaliseDomain, type PlatformNames } from '../../../src/domain/store/custom-domain';
import type { Db } from '../platform/database/client';
import type { StoreEvent } from '../platform/events/store-events';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { callRegistrar, refused } from '../platform/register-call';
import type { StoreRepository } from '../platform/store.repository';
import { addDomain, checkNow, domainWire, listDomains, removeDomain, setPrimary } from './domains.repository';

const NO_DOMAIN = 'No such domain in this store';

export interface DomainsDeps {
  db: Db;
  tokens: OwnerTokenService;
  jobs: JobQueue;
  stores: StoreRepository;
  /** The platform's own names, which no store may claim (PLATFORM_DOMAIN, PLATFORM_HOSTS, the studio's host). */
  platform: PlatformNames;
  publish: (event: StoreEvent) => Promise<void>;
}

export function registerDomainsController(app: FastifyInstance, deps: DomainsDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const { db } = deps;

  const overview = async (webID: number): Promise<StoreDomainsWire> => {
    const [store, rows] = await Promise.all([deps.stores.findById(webID), listDomains(db, webID)]);
    const platformAddress = `${store?.name ?? ''}.${deps.stores.platformDomain}`;
    return { platformAddress, primary: rows.find((row) => row.isPrimary)?.host ?? platformAddress, domains: rows.map(domainWire) };
  };

  register(DOMAIN_CALLS.domains, async (_input, { owner }) => overview(owner.WebID));

  register(DOMAIN_CALLS.addDomain, async (body, { owner }) => {
    const checked = normaliseDomain(body.Domain, deps.platform);
    if (!checked.ok) return refused(400, checked.message, [{ field: 'Domain', message: checked.message }]);
    const added = await addDomain(db, deps.jobs, owner.WebID, checked.host);
    if (!added.ok) return refused(added.status, added.message, [{ field: 'Domain', message: added.message }]);
    return { domain: domainWire(added.row) };
  });

  register(DOMAIN_CALLS.checkDomain, async (body, { owner }) => {
    const row = await checkNow(db, deps.jobs, owner.WebID, body.DomainID);
    return row ? { domain: domainWire(row) } : refused(404, NO_DOMAIN);
  });

  register(DOMAIN_CALLS.setPrimaryDomain, async (body, { owner }) => {
    const outcome = await setPrimary(db, owner.WebID, body.DomainID);
    if (outcome === 'missing') return refused(404, NO_DOMAIN);
    if (outcome === 'unverified')
      return refused(409, 'Only a verified domain of this store can be its primary domain', [
        { field: 'DomainID', message: 'Verify this domain first' },
      ]);
    await deps.publish({ kind: 'store', webID: owner.WebID });
    return overview(owner.WebID);
  });

  register(DOMAIN_CALLS.removeDomain, async (body, { owner }) => {
    if (!(await removeDomain(db, owner.WebID, body.DomainID))) return refused(404, NO_DOMAIN);
    await deps.publish({ kind: 'store', webID: owner.WebID });
    return null;
  });
}
