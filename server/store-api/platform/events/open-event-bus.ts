/** The deployment's store event bus: LISTEN/NOTIFY when the instances share PostgreSQL, in-process otherwise. */
import { sql } from 'drizzle-orm';
import type { Db } from '../database/client';
import { InProcessEventBus } from './in-process-event-bus';
import { PostgresEventBus } from './postgres-event-bus';
import type { StoreEventBus } from './store-events';

export async function openStoreEventBus(options: {
  databaseUrl: string | undefined;
  db: Db;
  log: (message: string, error?: unknown) => void;
}): Promise<StoreEventBus> {
  if (!options.databaseUrl) return new InProcessEventBus();
  return PostgresEventBus.connect({
    connectionString: options.databaseUrl,
    notify: async (channel, payload) => {
      await options.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
    log: options.log,
  });
}
