/**
 * `npm run store -- ...`: the operator's command for stores (decision 93, docs/deploy.md "Stores"): create,
 * list, suspend, resume, export and delete, on the database the server would open (DATABASE_URL, else the
 * embedded one in DATA_DIR). Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
 */
import { writeFileSync } from 'node:fs';
import { platformDomainFromEnv } from '../../../config';
import { openDatabase, type Db } from '../../platform/database/client';
import { createStore } from '../../stores/create-store';
import { listAllStores, setSuspended, storeIdByName } from '../../stores/store-lifecycle';
import { cancelStoreDeletion, deletionGraceDays, scheduleStoreDeletion } from '../../stores/store-deletion';
import { deleteStore, exportStore } from '../store-data';
import type { MediaObjects } from '../../platform/media-objects/media-objects';
import { s3MediaFromEnv } from '../../../media-storage-config';
import { parseStoreCommand, STORE_COMMAND_USAGE, type StoreCommand } from './parse-store-command';

/** The first label of each of the deployment's own host names: no store may take one. */
function reservedFromEnv(env: NodeJS.ProcessEnv): string[] {
  const hosts = (env.PLATFORM_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase());
  if (env.STUDIO_ORIGIN && URL.canParse(env.STUDIO_ORIGIN)) hosts.push(new URL(env.STUDIO_ORIGIN).hostname);
  return hosts.map((host) => host.split('.')[0] ?? '').filter(Boolean);
}

/** The bucket pictures' bytes lie in (MEDIA_S3_*, decision 105), or none: they are rows, exported and deleted as rows. */
async function mediaObjectsFromEnv(env: NodeJS.ProcessEnv): Promise<MediaObjects | undefined> {
  const s3 = s3MediaFromEnv(env);
  return s3 ? new (await import('../../platform/media-objects/s3-media-objects')).S3MediaObjects(s3) : undefined;
}

async function run(db: Db, command: Exclude<StoreCommand, { kind: 'help' }>, env: NodeJS.ProcessEnv): Promise<number> {
  if (command.kind === 'create') {
    const platformDomain = platformDomainFromEnv(env);
    const result = await createStore({ db, platformDomain, reservedAddresses: reservedFromEnv(env) }, command.input);
    if (!result.ok) {
      for (const problem of result.problems)
        console.error(`--${problem.field === 'sampleProducts' ? 'sample-products' : problem.field}: ${problem.message}`);
      return 1;
    }
    const { store } = result;
    console.log(
      [
        `Created store ${store.name} (id ${store.id}): "${store.title}", owner ${store.ownerEmail}${store.sampleProducts ? `, ${store.sampleProducts} sample products` : ''}.`,
        `It answers at ${store.host} and starts closed: its password page says it opens soon.`,
        `Store password (for whoever should look before it opens): ${store.storePassword}`,
        `The owner signs in to the Theme Studio with the e-mail and password given, and opens the store by removing the password in Settings.`,
      ].join('\n'),
    );
    return 0;
  }
  if (command.kind === 'list') {
    const stores = await listAllStores(db);
    if (command.json) console.log(JSON.stringify(stores, null, 2));
    else if (stores.length === 0) console.log('No store yet: npm run store -- create --name ... --email ... --password ...');
    else console.table(stores.map((store) => ({ ...store, owners: store.owners.join(', '), createdAt: store.createdAt.toISOString() })));
    return 0;
  }
  const storeId = await storeIdByName(db, command.name);
  if (storeId === null) {
    console.error(`No store is named "${command.name}" (npm run store -- list)`);
    return 1;
  }
  if (command.kind !== 'delete' && command.kind !== 'export') {
    await setSuspended(db, command.name, command.kind === 'suspend');
    const keptFromDeletion = command.kind === 'resume' && (await cancelStoreDeletion(db, storeId));
    console.log(
      command.kind === 'suspend'
        ? `Suspended ${command.name}: shoppers see "unavailable", its owner cannot sign in; its data is kept.`
        : `Resumed ${command.name}.${keptFromDeletion ? ' Its deletion is taken back.' : ''}`,
    );
    return 0;
  }
  if (command.kind === 'export') {
    const data = await exportStore(db, storeId, await mediaObjectsFromEnv(env));
    const text = `${JSON.stringify(data, null, 2)}\n`;
    if (command.out) {
      writeFileSync(command.out, text);
      console.error(`Exported ${command.name} to ${command.out}.`);
    } else process.stdout.write(text);
    return 0;
  }
  if (!command.yes) {
    console.error(
      `delete removes every row of ${command.name} for good (after the grace period, or at once with --now): add --yes to go ahead (export it first: npm run store -- export ${command.name} --out ${command.name}.json)`,
    );
    return 2;
  }
  if (command.now) {
    await deleteStore(db, storeId, await mediaObjectsFromEnv(env));
    console.log(`Deleted ${command.name} and every row of it.`);
    return 0;
  }
  const days = deletionGraceDays(env);
  const dueAt = await scheduleStoreDeletion(db, storeId, days);
  console.log(
    [
      `Suspended ${command.name}: every row of it goes on ${dueAt.toISOString()} (a running instance does it then).`,
      `Until then: npm run store -- resume ${command.name} keeps it; npm run store -- delete ${command.name} --yes --now deletes it at once.`,
    ].join('\n'),
  );
  return 0;
}

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const parsed = parseStoreCommand(argv);
  if (!parsed.ok) {
    console.error(`${parsed.message}\n\n${STORE_COMMAND_USAGE}`);
    return 2;
  }
  if (parsed.command.kind === 'help') {
    console.log(STORE_COMMAND_USAGE);
    return 0;
  }
  const handle = await openDatabase({ dataDir: env.DATA_DIR || './.data', databaseUrl: env.DATABASE_URL || undefined });
  try {
    return await run(handle.db, parsed.command, env);
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
