/**
 * `npm run db:migrate`: applies the pending schema migrations to the database the server would open
 * (DATABASE_URL, else the embedded one in DATA_DIR, default ./.data) and says where the schema stands.
 * It takes the same start-up lock as a starting instance (client.ts), so it may run while instances
 * start. It seeds nothing: demo stores are the server's own start-up work. docs/deploy.md, "Upgrades".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../platform/database/client';

interface Journal {
  entries: Array<{ tag: string }>;
}

async function main(): Promise<void> {
  const journal = JSON.parse(
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './.data';
  console.log(`Migrating ${databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${dataDir}`}...`);
  const started = performance.now();
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    // Both drivers answer a raw statement with its rows (PGlite's and node-postgres's results).
    const result = (await handle.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as {
      rows: Array<{ applied: number }>;
    };
    const applied = result.rows[0]?.applied ?? 0;
    console.log(
      `The schema is at ${journal.entries.at(-1)?.tag} (${applied} of ${journal.entries.length} migrations applied) after ${Math.round(performance.now() - started)} ms.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
