/**
 * Opens the database for the embedded store API: migrates it, seeds an empty one with the demo
 * stores when the configuration asks for them (SEED_DEMO_STORES, decision 93) and settles the token signing key, all under the start-up lock (platform/database/client.ts), so a fleet
 * started at once seeds exactly once and every instance signs with the same key.
 */
import type { ServerConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './platform/database/client';
import { sharedSecret, TOKEN_SECRET_NAME } from './platform/database/deployment-secret';
import { isSeeded, seedDemoStores } from './db/seed/seed';

export interface StoreDatabase {
  handle: DatabaseHandle;
  /** TOKEN_SECRET when configured, else the key the deployment created once in its database. */
  tokenSecret: string;
}

export async function openStoreDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'tokenSecret' | 'embeddedImage' | 'seedDemoStores'>,
  log: (msg: string, error?: Error) => void,
): Promise<StoreDatabase> {
  let tokenSecret = config.tokenSecret;
  const options = {
    dataDir: config.dataDir,
    image: config.embeddedImage,
    databaseUrl: config.databaseUrl,
    onConnectionLost: (error: Error) => log('A pooled PostgreSQL connection was lost; the next query opens another', error),
  };
  const handle = await openDatabase(options, async (db) => {
    if (config.seedDemoStores && !(await isSeeded(db))) {
      log('Empty database: seeding the demo stores (first start)...');
      await seedDemoStores(db);
    }
    tokenSecret ??= await sharedSecret(db, TOKEN_SECRET_NAME);
  });
  return { handle, tokenSecret: tokenSecret! };
}
