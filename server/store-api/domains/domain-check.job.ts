/**
 * The domain-check job (decision 98): looks for a domain's TXT record through the resolver port and
 * marks the domain verified when it says the domain's token, else queues the next check further off
 * (src/domain/store/domain-checks.ts) until checks stop. A verified domain serves the store at once on
 * every instance: the store event makes each forget its cached lookups.
 */
import { eq } from 'drizzle-orm';
import { nextCheckDelayMs } from '../../../src/domain/store/domain-checks';
import { txtProves, verificationName } from '../../../src/domain/store/custom-domain';
import type { Db } from '../platform/database/client';
import type { StoreEvent } from '../platform/events/store-events';
import type { JobHandler, JobQueue } from '../platform/jobs/job-queue';
import { storeDomains } from '../platform/store-domains.tables';
import type { DomainCheckPayload } from './domains.repository';
import { queueCheck } from './domains.repository';
import type { TxtResolver } from '../../../src/domain/store/txt-resolver';

export interface DomainCheckDeps {
  db: Db;
  jobs: JobQueue;
  resolver: TxtResolver;
  publish: (event: StoreEvent) => Promise<void>;
}

function payloadOf(payload: unknown): DomainCheckPayload | null {
  const value = payload as Partial<DomainCheckPayload> | null;
  return value && Number.isSafeInteger(value.domainId) && Number.isSafeInteger(value.check) ? (value as DomainCheckPayload) : null;
}

export function domainCheckJob(deps: DomainCheckDeps): JobHandler {
  return async (job) => {
    const payload = payloadOf(job.payload);
    if (!payload) return;
    const [row] = await deps.db.select().from(storeDomains).where(eq(storeDomains.id, payload.domainId)).limit(1);
    // Removed, verified, or overtaken by a newer check (the owner's "Check now"): nothing to do.
    if (!row || row.state !== 'pending' || row.checks !== payload.check) return;
    const answer = await deps.resolver.resolveTxt(verificationName(row.host));
    const now = new Date();
    const checks = row.checks + 1;
    if (answer.kind === 'records' && txtProves(answer.records, row.token)) {
      await deps.db
        .update(storeDomains)
        .set({ state: 'verified', checks, lastCheckedAt: now, lastProblem: null, nextCheckAt: null, verifiedAt: now })
        .where(eq(storeDomains.id, row.id));
      await deps.publish({ kind: 'store', webID: row.storeId });
      return;
    }
    const problem =
      answer.kind === 'error'
        ? answer.message
        : answer.kind === 'none'
          ? `No TXT record at ${verificationName(row.host)} yet`
          : `The TXT record at ${verificationName(row.host)} does not say this domain's value`;
    const delay = nextCheckDelayMs(checks);
    const nextCheckAt = delay === null ? null : new Date(now.getTime() + delay);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(storeDomains)
        .set({ state: nextCheckAt ? 'pending' : 'failed', checks, lastCheckedAt: now, lastProblem: problem, nextCheckAt })
        .where(eq(storeDomains.id, row.id));
      if (nextCheckAt) await queueCheck(deps.jobs, tx, row.storeId, { domainId: row.id, check: checks }, nextCheckAt);
    });
  };
}

export function describeDomainCheck(payload: unknown): object {
  return { domainId: payloadOf(payload)?.domainId };
}
