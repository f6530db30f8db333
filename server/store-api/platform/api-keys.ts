/**
 * Store API keys (decision 99): `wx_live_<publicId>_<secret>`, sent as `Authorization: Bearer …` on
 * owner calls. The public id finds the key; the secret is compared by its SHA-256 in constant time.
 * Every call reads the key afresh, so a revoked key is refused on its next call; the last use is
 * written at most once a minute. Each key has its own per-minute allowance (429 beyond it), counted
 * where the deployment's other limits are (one process, or the fleet's shared store).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/envelope';
import { apiKeys } from './access.tables';
import { storeOwners, stores } from './platform.tables';
import type { MemberAccess } from './memberships';
import { permissionsOf } from '../../../src/domain/staff/member-roles';
import { MemoryAttemptStore, type AttemptCount, type AttemptStore } from './attempt-store';
import { tooManyAttempts } from './auth-rate-limits';
import type { Db } from './database/client';

export const API_KEY_PREFIX = 'wx_live_';
const KEY_TEXT = /^wx_live_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
const PUBLIC_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const TOUCH_EVERY_MS = 60_000;

export interface VerifiedKey {
  id: number;
  storeId: number;
  /** The membership that created the key (store_owners.id) and its person's account. */
  createdBy: number;
  accountId: number;
  /** What its maker may do now (decision 95): the key never does more. */
  access: MemberAccess;
  scopes: readonly string[];
  ratePerMinute: number;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new key: its whole text (shown once), the public id that finds it and the hash that is kept. */
export function newApiKey(): { text: string; publicId: string; secretHash: string } {
  const bytes = randomBytes(12);
  const publicId = [...bytes].map((byte) => PUBLIC_ALPHABET[byte % PUBLIC_ALPHABET.length]).join('');
  const secret = randomBytes(32).toString('base64url');
  return { text: `${API_KEY_PREFIX}${publicId}_${secret}`, publicId, secretHash: hashSecret(secret) };
}

/** The key's public start (`wx_live_<publicId>`), which the studio shows to tell keys apart. */
export const keyPrefix = (publicId: string) => `${API_KEY_PREFIX}${publicId}`;

export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export class ApiKeyVerifier {
  constructor(private readonly deps: { db: Db; now?: () => Date }) {}

  /**
   * The key the text names, when it exists, is not revoked, its secret matches, the member who created
   * it still belongs to its store and the store is not suspended; null otherwise.
   */
  async verify(text: string): Promise<VerifiedKey | null> {
    const parts = KEY_TEXT.exec(text);
    if (!parts) return null;
    const [found] = await this.deps.db
      .select({ key: apiKeys, accountId: storeOwners.accountId, role: storeOwners.role, permissions: storeOwners.permissions })
      .from(apiKeys)
      .innerJoin(storeOwners, and(eq(storeOwners.id, apiKeys.createdBy), eq(storeOwners.storeId, apiKeys.storeId)))
      .innerJoin(stores, and(eq(stores.id, apiKeys.storeId), isNull(stores.suspendedAt)))
      .where(and(eq(apiKeys.publicId, parts[1]!), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!found || (found.role !== 'owner' && found.role !== 'staff')) return null;
    const row = found.key;
    const given = Buffer.from(hashSecret(parts[2]!), 'hex');
    const kept = Buffer.from(row.secretHash, 'hex');
    if (given.length !== kept.length || !timingSafeEqual(given, kept)) return null;
    const now = this.deps.now?.() ?? new Date();
    // At most one write a minute per key, however busy it is.
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
      await this.deps.db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS)))),
        );
    return {
      id: row.id,
      storeId: row.storeId,
      createdBy: row.createdBy!,
      accountId: found.accountId,
      access: { role: found.role, permissions: permissionsOf(found) },
      scopes: row.scopes,
      ratePerMinute: row.ratePerMinute,
    };
  }
}

const fallbackAttempts = new MemoryAttemptStore();

/** Counts one call of the key; answers 429 with Retry-After and returns true when it is over its allowance. */
export async function overKeyAllowance(request: FastifyRequest, reply: FastifyReply, key: VerifiedKey): Promise<boolean> {
  const store: AttemptStore = request.server.sharedAttempts ?? fallbackAttempts;
  const count = await new Promise<AttemptCount>((resolve, reject) =>
    store.incr(
      `apikey:${key.id}`,
      (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)),
      60_000,
      key.ratePerMinute,
    ),
  );
  if (count.current <= key.ratePerMinute) return false;
  reply.header('retry-after', String(Math.max(1, Math.ceil(count.ttl / 1000))));
  await sendError(reply, 429, tooManyAttempts(count.ttl, 'calls with this API key'));
  return true;
}
