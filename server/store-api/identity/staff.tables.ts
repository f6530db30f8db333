/**
 * Invitations to join a store's staff (decision 95): the owner (or a member with staff.manage) invites
 * an e-mail with a role; the mailed link carries a token whose SHA-256 only is kept, works once
 * (accepted_at) and expires (expires_at); revoking one sets revoked_at.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storeOwners, stores } from '../platform/platform.tables';

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('staff'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** SHA-256 (hex) of the link's token: a database read alone opens no invitation. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => storeOwners.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_invitations_token_uq').on(t.tokenHash), index('staff_invitations_store_idx').on(t.storeId)],
);
