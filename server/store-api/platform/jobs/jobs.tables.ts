/**
 * The job queue's one table (docs/decisions.md 84): work that must happen after a change commits
 * (mail today) is written here in the change's own transaction and done by the instances' workers.
 * A job is `pending` until a worker claims it (`running`, leased to that worker until `locked_until`),
 * then `done`, or `dead` after its last attempt; dead jobs stay for the operator to read and re-send.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The store the job is for (its webID), for the logs; null for platform work. */
    storeId: integer('store_id'),
    /** The caller's idempotency key: a second job of the same kind and key is not added. */
    key: text('key'),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['pending', 'running', 'done', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key), index('jobs_state_run_at_idx').on(t.state, t.runAt)],
);
