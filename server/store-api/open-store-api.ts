/** Opens the database (migrating and seeding an empty one) for the embedded store API. */
import type { ServerConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { isSeeded, seedDemoStores } from './db/seed/seed';

export async function openStoreDatabase(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>, log: (msg: string) => void): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  if (!(await isSeeded(handle.db))) {
    log('Empty database: seeding the demo stores (first start)...');
    await seedDemoStores(handle.db);
  }
  return handle;
}
