/**
 * The studio's Domains calls (docs/platform.md, "Domains"; decision 98): list the store's domains, add
 * one (its TXT record to publish comes back), check it now, make a verified one primary (or go back
 * to the platform address), remove one. A malformed payload is a 400 naming the field; another store's
 * domain is a 404 like an unknown one, and a domain another store claimed is a 409 on `Domain`.
 */
import { z } from 'zod';
import type { DomainState } from '../domain/store/domain-checks';
import { answerOf, defineCall } from './define-call';
import { recordId, storedText } from './input-fields.contract';

export interface StoreDomainWire {
  domainID: number;
  /** As stored and served: punycode, lower case, without `www.`. */
  host: string;
  state: DomainState;
  primary: boolean;
  /** The TXT record that proves the domain. */
  record: { name: string; value: string };
  createdAt: string;
  lastCheckedAt: string | null;
  /** When the next automatic check is due; null once verified or when checks stopped. */
  nextCheckAt: string | null;
  /** What the last check found instead of the record. */
  lastProblem: string | null;
  verifiedAt: string | null;
}

export interface StoreDomainsWire {
  /** `<name>.<platform domain>`: the store's address that needs no record. */
  platformAddress: string;
  /** The host every other name of the store redirects to. */
  primary: string;
  domains: StoreDomainWire[];
}

const bodyError = { error: 'The body must be an object' };

export const addDomainBody = z.object(
  { Domain: storedText('Domain', 300, { trim: true }).pipe(z.string().min(1, 'Domain is required')) },
  bodyError,
);
const domainBody = z.object({ DomainID: recordId('DomainID') }, bodyError);
const primaryBody = z.object({ DomainID: recordId('DomainID').nullable() }, bodyError);

export const DOMAIN_CALLS = {
  domains: defineCall({
    method: 'GET',
    path: '/Owner/Domains',
    auth: 'owner',
    permission: 'settings.manage',
    answer: answerOf<StoreDomainsWire>(),
  }),
  addDomain: defineCall({
    method: 'POST',
    path: '/Owner/AddDomain',
    auth: 'owner',
    permission: 'settings.manage',
    request: addDomainBody,
    bodyRequired: true,
    limit: { max: 30, timeWindow: '1 hour', bucket: 'add-domain' },
    answer: answerOf<{ domain: StoreDomainWire }>(),
  }),
  checkDomain: defineCall({
    method: 'POST',
    path: '/Owner/CheckDomain',
    auth: 'owner',
    permission: 'settings.manage',
    request: domainBody,
    bodyRequired: true,
    limit: { max: 60, timeWindow: '1 hour', bucket: 'check-domain' },
    answer: answerOf<{ domain: StoreDomainWire }>(),
  }),
  setPrimaryDomain: defineCall({
    method: 'POST',
    path: '/Owner/SetPrimaryDomain',
    auth: 'owner',
    permission: 'settings.manage',
    request: primaryBody,
    bodyRequired: true,
    answer: answerOf<StoreDomainsWire>(),
  }),
  removeDomain: defineCall({
    method: 'POST',
    path: '/Owner/RemoveDomain',
    auth: 'owner',
    permission: 'settings.manage',
    request: domainBody,
    bodyRequired: true,
  }),
};
