/**
 * Sign-ups waiting for their e-mail to be proven, and the operator's sign-up invitations (decision 97).
 * Neither belongs to a store yet, so neither has a store_id: a store's export and delete never see
 * them. Only hashes are kept: the owner's password as Argon2id, each link's token as SHA-256.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** What a sign-up asked for besides the address, the e-mail and the password (create-store.contract.ts). */
export interface PendingStoreFields {
  title?: string | undefined;
  currency: string;
  country: string;
  theme: string;
  sampleProducts: boolean;
}

export const storeSignups = pgTable(
  'store_signups',
  {
    id: serial('id').primaryKey(),
    /**
     * The address asked for: one pending sign-up per address (the unique index decides a race between
     * two merchants); an expired one is replaced by the next sign-up for it.
     */
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Argon2id of the owner's password; the store's owner gets it as is. */
    passwordHash: text('password_hash').notNull(),
    fields: jsonb('fields').$type<PendingStoreFields>().notNull(),
    /** SHA-256 of the mailed link's token. */
    tokenHash: text('token_hash').notNull(),
    /** The invitation it was made with, when sign-up is by invitation. */
    invitationId: integer('invitation_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_signups_name_uq').on(t.name),
    uniqueIndex('store_signups_token_uq').on(t.tokenHash),
    index('store_signups_email_idx').on(t.email),
  ],
);

export const signupInvitations = pgTable(
  'signup_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** SHA-256 of the invitation link's token. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a store was created with it: an invitation opens one store. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('signup_invitations_token_uq').on(t.tokenHash)],
);
