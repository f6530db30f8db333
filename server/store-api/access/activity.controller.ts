/**
 * The studio's Activity page (owner-activity.contract.ts, decision 99): the owner's store's audit log,
 * newest first, by person, key and action, a page at a time (the cursor is the last id read). Who did
 * it is named as they are now (a member's e-mail, a key's name) or by id once they are gone.
 */
import { and, desc, eq, getTableColumns, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_CALLS, type ActivityEventWire, type ActivityQuery } from '../../../src/contracts/owner-activity.contract';
import { apiKeys, auditEvents } from '../platform/access.tables';
import type { Db } from '../platform/database/client';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { storeOwners, studioAccounts } from '../platform/platform.tables';
import { callRegistrar } from '../platform/register-call';

type EventRow = typeof auditEvents.$inferSelect & { email: string | null; keyName: string | null };

function whoOf(row: EventRow): ActivityEventWire['who'] {
  if (row.apiKeyId !== null) return { kind: 'apiKey', id: row.apiKeyId, name: row.keyName ?? `Deleted key ${row.apiKeyId}` };
  if (row.memberId !== null) return { kind: 'member', id: row.memberId, name: row.email ?? `Removed member ${row.memberId}` };
  return { kind: 'operator', id: null, name: row.operator ? `Operator (${row.operator})` : 'Operator' };
}

export async function readActivity(db: Db, storeId: number, query: ActivityQuery) {
  const conditions: SQL[] = [eq(auditEvents.storeId, storeId)];
  if (query.Member !== undefined) conditions.push(eq(auditEvents.memberId, query.Member));
  if (query.ApiKey !== undefined) conditions.push(eq(auditEvents.apiKeyId, query.ApiKey));
  if (query.Action) conditions.push(eq(auditEvents.action, query.Action));
  if (query.Before !== undefined) conditions.push(lt(auditEvents.id, query.Before));
  // Joined on the store too: another store's member or key never lends its name.
  const rows: EventRow[] = await db
    .select({ ...getTableColumns(auditEvents), email: studioAccounts.email, keyName: apiKeys.name })
    .from(auditEvents)
    .leftJoin(storeOwners, and(eq(storeOwners.id, auditEvents.memberId), eq(storeOwners.storeId, auditEvents.storeId)))
    .leftJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
    .leftJoin(apiKeys, and(eq(apiKeys.id, auditEvents.apiKeyId), eq(apiKeys.storeId, auditEvents.storeId)))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.id))
    .limit(query.Limit + 1);
  const page = rows.slice(0, query.Limit);
  const events: ActivityEventWire[] = page.map((row) => ({
    eventID: row.id,
    at: row.createdAt.toISOString(),
    who: whoOf(row),
    action: row.action,
    subject: row.subject,
    changes: row.changes,
    ip: row.ip,
    userAgent: row.userAgent,
  }));
  return { events, nextBefore: rows.length > query.Limit ? page[page.length - 1]!.id : null };
}

export function registerActivityController(app: FastifyInstance, deps: { db: Db; tokens: OwnerTokenService }) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const { db } = deps;

  register(ACTIVITY_CALLS.activity, (query, { owner }) => readActivity(db, owner.WebID, query));

  register(ACTIVITY_CALLS.activityFilters, async (_input, { owner }) => {
    const [people, keys, actions] = await Promise.all([
      db
        .select({ memberID: storeOwners.id, email: studioAccounts.email })
        .from(storeOwners)
        .innerJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
        .where(eq(storeOwners.storeId, owner.WebID))
        .orderBy(studioAccounts.email),
      db.select({ apiKeyID: apiKeys.id, name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.storeId, owner.WebID)).orderBy(apiKeys.name),
      db
        .selectDistinct({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.storeId, owner.WebID))
        .orderBy(auditEvents.action)
        .limit(200),
    ]);
    return { people, keys, actions: actions.map((row) => row.action) };
  });
}
