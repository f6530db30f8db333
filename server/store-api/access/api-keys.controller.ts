/**
 * The studio's API keys (owner-api-keys.contract.ts, decision 99): list, create and revoke the owner's
 * store's keys. A new key's text is answered once and only its hash is kept; creating and revoking are
 * recorded in the audit log in the same transaction. Keys manage no keys: a call made with one is refused.
 */
import { and, count, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_KEY_CALLS, MAX_API_KEYS, type ApiKeyWire } from '../../../src/contracts/owner-api-keys.contract';
import { API_KEY_SCOPES } from '../../../src/domain/access/api-key-scopes';
import { apiKeys } from '../platform/access.tables';
import { keyPrefix, newApiKey } from '../platform/api-keys';
import { auditTrail } from '../platform/audit-trail';
import type { Db } from '../platform/database/client';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { storeOwners, studioAccounts } from '../platform/platform.tables';
import { callRegistrar, refused } from '../platform/register-call';

const NO_KEY = 'No such API key in this store';

type KeyRow = typeof apiKeys.$inferSelect & { creator: string | null };

const wireOf = (row: KeyRow): ApiKeyWire => ({
  apiKeyID: row.id,
  name: row.name,
  prefix: keyPrefix(row.publicId),
  scopes: row.scopes,
  ratePerMinute: row.ratePerMinute,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.creator,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

async function keysOf(db: Db, storeId: number, keyId?: number): Promise<KeyRow[]> {
  const mine = eq(apiKeys.storeId, storeId);
  return db
    .select({ ...getTableColumns(apiKeys), creator: studioAccounts.email })
    .from(apiKeys)
    .leftJoin(storeOwners, and(eq(storeOwners.id, apiKeys.createdBy), eq(storeOwners.storeId, apiKeys.storeId)))
    .leftJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
    .where(keyId === undefined ? mine : and(mine, eq(apiKeys.id, keyId)))
    .orderBy(desc(apiKeys.id));
}

export function registerApiKeysController(app: FastifyInstance, deps: { db: Db; tokens: OwnerTokenService }) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const { db } = deps;
  const byKey = refused(403, 'Forbidden: API keys are managed in the studio, not with a key');

  register(API_KEY_CALLS.apiKeys, async (_input, { owner }) => {
    if (owner.ApiKeyID !== undefined) return byKey;
    return { keys: (await keysOf(db, owner.WebID)).map(wireOf), scopes: [...API_KEY_SCOPES] };
  });

  register(API_KEY_CALLS.createApiKey, async (body, { owner, request }) => {
    if (owner.ApiKeyID !== undefined) return byKey;
    const key = newApiKey();
    const created = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [live] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.storeId, owner.WebID), isNull(apiKeys.revokedAt)));
      if ((live?.n ?? 0) >= MAX_API_KEYS) return null;
      const [row] = await tx
        .insert(apiKeys)
        .values({
          storeId: owner.WebID,
          name: body.Name,
          publicId: key.publicId,
          secretHash: key.secretHash,
          scopes: body.Scopes,
          ratePerMinute: body.RatePerMinute,
          createdBy: owner.OwnerID,
        })
        .returning({ id: apiKeys.id });
      await auditTrail(request)(tx, {
        action: 'apikey.created',
        subject: body.Name,
        changes: { prefix: keyPrefix(key.publicId), scopes: body.Scopes, ratePerMinute: body.RatePerMinute },
      });
      return row!.id;
    });
    if (created === null) return refused(409, `A store may have at most ${MAX_API_KEYS} API keys in use: revoke one first`);
    const [row] = await keysOf(db, owner.WebID, created);
    return { key: wireOf(row!), secret: key.text };
  });

  register(API_KEY_CALLS.revokeApiKey, async (body, { owner, request }) => {
    if (owner.ApiKeyID !== undefined) return byKey;
    const revoked = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, body.ApiKeyID), eq(apiKeys.storeId, owner.WebID), isNull(apiKeys.revokedAt)))
        .returning({ name: apiKeys.name, publicId: apiKeys.publicId });
      if (!row) return false;
      await auditTrail(request)(tx, { action: 'apikey.revoked', subject: row.name, changes: { prefix: keyPrefix(row.publicId) } });
      return true;
    });
    const [row] = await keysOf(db, owner.WebID, body.ApiKeyID);
    if (!row) return refused(404, NO_KEY, [{ field: 'ApiKeyID', message: NO_KEY }]);
    if (!revoked) return refused(409, 'This API key was revoked already');
    return { key: wireOf(row) };
  });
}
