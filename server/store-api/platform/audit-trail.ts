/**
 * The store's audit log (decision 99): who did what and when. A change that has a transaction records
 * its entry in it (`auditTrail(request)(tx, entry)`), so the entry commits and rolls back with the
 * change; the call registrar records every other successful owner write by its call's name, and every
 * call an API key makes (register-call.ts). What changed is kept small and never holds a secret.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from './database/client';
import { auditEvents } from './access.tables';

export interface AuditEntry {
  /** `product.updated`, `signin.failed`, `apikey.created`, or an owner call's name. */
  action: string;
  /** What it was done to, in an owner's words: `Linen shirt (12)`, a key's name. */
  subject?: string;
  /** A small JSON of what changed: { price: ['10.00', '12.00'] }. Secrets are dropped (cleanChanges). */
  changes?: Record<string, unknown>;
}

/** Who: a studio member, an API key, or the operator (`operator` says how). */
export interface AuditActor {
  memberId: number | null;
  apiKeyId: number | null;
  operator: string | null;
}

export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Writes one entry, in the change's transaction when given one. */
export type AuditRecord = (tx: Db, entry: AuditEntry) => Promise<void>;

const SECRET_KEY = /pass(word)?|secret|token|hash|otp|recovery/i;
const MAX_CHANGES_BYTES = 8000;

/** `changes` without any field named like a secret, and at most 8 kB (else only the names of what changed). */
export function cleanChanges(changes: Record<string, unknown>): Record<string, unknown> {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, clean(inner)]),
    );
  };
  const cleaned = clean(changes) as Record<string, unknown>;
  if (JSON.stringify(cleaned).length <= MAX_CHANGES_BYTES) return cleaned;
  return { changed: Object.keys(cleaned).slice(0, 50), truncated: true };
}

export function originOf(request: FastifyRequest): AuditOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
}

export async function writeAuditEvent(
  executor: Db,
  event: { storeId: number; actor: AuditActor; origin: AuditOrigin } & AuditEntry,
): Promise<void> {
  await executor.insert(auditEvents).values({
    storeId: event.storeId,
    memberId: event.actor.memberId,
    apiKeyId: event.actor.apiKeyId,
    operator: event.actor.operator,
    action: event.action.slice(0, 100),
    subject: (event.subject ?? '').slice(0, 200),
    changes: cleanChanges(event.changes ?? {}),
    ip: event.origin.ip,
    userAgent: event.origin.userAgent,
  });
}

// The requests whose change recorded its own entry: the registrar then adds no generic one.
const recorded = new WeakSet<FastifyRequest>();

export const auditRecorded = (request: FastifyRequest) => recorded.has(request);

const skipped = new WeakSet<FastifyRequest>();

/** For a call that changes nothing an owner would look for (a dry run): the registrar records no entry for it, unless a key made it. */
export const skipAudit = (request: FastifyRequest) => void skipped.add(request);
export const auditSkipped = (request: FastifyRequest) => skipped.has(request);

/** The caller of an owner-guarded request: its API key when it came with one, else its member; the operator otherwise. */
export function actorOf(request: FastifyRequest): AuditActor {
  const owner = request.owner;
  if (owner?.ApiKeyID) return { memberId: null, apiKeyId: owner.ApiKeyID, operator: null };
  if (owner) return { memberId: owner.OwnerID, apiKeyId: null, operator: null };
  return { memberId: null, apiKeyId: null, operator: 'OWNER_API_TOKEN' };
}

/**
 * The recorder for this request's caller in `storeId` (the owner's store by default): call it inside
 * the change's transaction. Other features (staff, sign-in) call this too.
 */
export function auditTrail(request: FastifyRequest, storeId?: number, actor?: AuditActor): AuditRecord {
  return async (tx, entry) => {
    const store = storeId ?? request.owner?.WebID;
    if (store === undefined) throw new Error('auditTrail needs the store of the change');
    await writeAuditEvent(tx, { storeId: store, actor: actor ?? actorOf(request), origin: originOf(request), ...entry });
    recorded.add(request);
  };
}
