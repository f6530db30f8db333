/**
 * Who did what in a store, and the keys integrations sign in with (decision 99). Both live under
 * platform/: every feature writes the audit log in its own transactions, and the owner guard finds
 * API keys, so neither may sit in a feature above them.
 */
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './platform.tables';

/**
 * One thing done in a store: by a member (a studio account: `store_owners.id`), an API key, or the
 * operator (`operator` names how: the command, the shared OWNER_API_TOKEN). No foreign key to the
 * member or key: their entries outlive them. `changes` is a small JSON of what changed, never a
 * secret or a password. Kept for a year (AUDIT_RETENTION_DAYS), then purged by a job.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    memberId: integer('member_id'),
    apiKeyId: integer('api_key_id'),
    operator: text('operator'),
    /** What was done: `product.updated`, `signin.failed`, or the owner call's name (`Owner/SaveDiscount`). */
    action: text('action').notNull(),
    /** What it was done to, in words an owner reads (`product 12`, a key's name); '' when nothing in particular. */
    subject: text('subject').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_store_idx').on(t.storeId, t.id),
    index('audit_events_member_idx').on(t.storeId, t.memberId, t.id),
    index('audit_events_created_idx').on(t.createdAt),
  ],
);

/**
 * A store's API key: `wx_live_<publicId>_<secret>`, shown once; only the secret's SHA-256 is kept
 * (the secret is 32 random bytes, so a fast hash is as strong as a slow one). `scopes` are owner
 * permissions, or their read-only halves (src/domain/access/api-key-scopes.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicId: text('public_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** Calls a minute the key may make (its own counter, apart from the studio's). */
    ratePerMinute: integer('rate_per_minute').notNull().default(120),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_public_id_uq').on(t.publicId), index('api_keys_store_idx').on(t.storeId)],
);
