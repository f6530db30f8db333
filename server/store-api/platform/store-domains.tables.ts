/**
 * A store's own domains (decision 98), which host resolution reads (store.repository.ts): each claimed
 * by one store at most, serving it only once its TXT record was found, and one of them the store's
 * primary domain, to which its other names redirect. Every store also answers at
 * `<name>.<PLATFORM_DOMAIN>` with no row here.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './platform.tables';

export const storeDomains = pgTable(
  'store_domains',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Normalised (src/domain/store/custom-domain.ts): punycode, lower case, no `www.`. */
    host: text('host').notNull(),
    /** The TXT record's token: `_webx-verify.<host>` must say `webx-verify=<token>`. */
    token: text('token').notNull(),
    state: text('state', { enum: ['pending', 'failed', 'verified'] })
      .notNull()
      .default('pending'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Checks done since the last "Check now" (or since added): names the next check's job. */
    checks: integer('checks').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** What the last check found instead of the record; null once verified. */
    lastProblem: text('last_problem'),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_domains_host_uq').on(t.host),
    index('store_domains_store_idx').on(t.storeId),
    uniqueIndex('store_domains_primary_uq')
      .on(t.storeId)
      .where(sql`${t.isPrimary}`),
  ],
);
