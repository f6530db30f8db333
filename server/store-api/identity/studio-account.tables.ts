/**
 * The studio account's own rows (decision 96): its password-reset links and its two-factor recovery
 * codes. Both keep only a SHA-256 of what was handed out; both belong to the person, not to a store.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { studioAccounts } from '../platform/platform.tables';

/** A mailed reset link: works once, expires within the hour, and only the newest of an account works. */
export const studioPasswordResets = pgTable(
  'studio_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => studioAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('studio_password_resets_account_idx').on(t.accountId, t.createdAt)],
);

/** One of the ten recovery codes shown when two-factor was turned on; each signs in once. */
export const studioRecoveryCodes = pgTable(
  'studio_recovery_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => studioAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('studio_recovery_codes_account_idx').on(t.accountId)],
);
