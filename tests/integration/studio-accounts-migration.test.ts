/**
 * The migration that made studio accounts (decision 96): every owner row of the same e-mail, whatever its
 * case, becomes one account with the most recent row's password hash, and each row its membership.
 * Run on PGlite from the migration files themselves, stopping before it to write owners the old way.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = 'server/store-api/db/migrations';
const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: Array<{ tag: string }> };
const target = journal.entries.findIndex((entry) => entry.tag.endsWith('_studio_accounts'));

async function apply(db: PGlite, tag: string) {
  for (const statement of readFileSync(`${folder}/${tag}.sql`, 'utf8').split('--> statement-breakpoint')) await db.exec(statement);
}

const db = new PGlite({ extensions: { pg_trgm } });
// The schema before the migration: thirty-odd files applied, set-up work under the hooks' longer limit.
beforeAll(async () => {
  for (const entry of journal.entries.slice(0, target)) await apply(db, entry.tag);
});
afterAll(() => db.close());

describe('the studio accounts migration', () => {
  it('backfills one account per e-mail, keeping the most recent hash, and a membership per owner row', async () => {
    await db.exec(`
      INSERT INTO stores (id, name, title) VALUES (1, 'one', 'One'), (2, 'two', 'Two');
      INSERT INTO store_owners (store_id, email, password_hash, created_at) VALUES
        (1, 'ann@shop.example', 'hash-old', '2026-01-01T00:00:00Z'),
        (2, 'Ann@Shop.example', 'hash-new', '2026-06-01T00:00:00Z'),
        (1, 'bo@shop.example', 'hash-bo', '2026-03-01T00:00:00Z');
    `);
    await apply(db, journal.entries[target]!.tag);

    const accounts = await db.query<{ id: number; email: string; password_hash: string }>(
      'SELECT id, email, password_hash FROM studio_accounts ORDER BY lower(email)',
    );
    expect(accounts.rows.map(({ email, password_hash }) => [email.toLowerCase(), password_hash])).toEqual([
      ['ann@shop.example', 'hash-new'],
      ['bo@shop.example', 'hash-bo'],
    ]);
    const ann = accounts.rows[0]!.id;
    const memberships = await db.query<{ store_id: number; account_id: number }>(
      'SELECT store_id, account_id FROM store_owners ORDER BY store_id, account_id',
    );
    expect(memberships.rows).toEqual([
      { store_id: 1, account_id: ann },
      { store_id: 1, account_id: accounts.rows[1]!.id },
      { store_id: 2, account_id: ann },
    ]);
    // The e-mail is unique whatever its case.
    await expect(db.exec(`INSERT INTO studio_accounts (email, password_hash) VALUES ('ANN@shop.example', 'x')`)).rejects.toThrow(/unique/);
  });
});
