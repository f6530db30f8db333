/**
 * Batched multi-row inserts. One statement per ~500 rows keeps the seed fast on embedded PGlite
 * while staying far below PostgreSQL's 65,535 bind-parameter limit.
 */
import type { Db } from '../../platform/database/client';

/** A transaction handle; it has the same query builders as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const CHUNK_SIZE = 500;

/** Runs `insert` on consecutive chunks of `rows` and concatenates what each returns. */
export async function insertInChunks<Row, Out>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<Out[]>,
  size = CHUNK_SIZE,
): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += size) {
    out.push(...(await insert(rows.slice(start, start + size))));
  }
  return out;
}

/** A lookup from key to id that fails loudly, so a typo in seed data cannot leave a null foreign key. */
export function idLookup(rows: readonly { id: number; key: string }[], what: string): (key: string) => number {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`seed: unknown ${what} '${key}'`);
    return id;
  };
}
