/**
 * `npm run db:migrate` (docs/deploy.md, "Upgrades"): brings a database's schema to the build's last
 * migration on its own, before any instance starts, and is harmless to run again. Run on an
 * embedded database in a fresh folder: the PostgreSQL of CI's second pass is the suite's own.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const journal = JSON.parse(readFileSync('server/store-api/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const last = journal.entries.at(-1)!.tag;

async function migrate(): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/store-api/db/run-migrations.ts'], {
    // The embedded database: a PostgreSQL here is the suite's own, which its files share.
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
  });
  return stdout;
}

describe('npm run db:migrate', () => {
  it('applies every migration to an empty database, says where the schema stands, and changes nothing when run again', async () => {
    const all = `${journal.entries.length} of ${journal.entries.length} migrations applied`;
    expect(await migrate()).toContain(`The schema is at ${last} (${all})`);
    expect(await migrate()).toContain(`The schema is at ${last} (${all})`);
  }, 120_000);
});
