/**
 * Mail is delivered by the store API's job workers after the call answers (docs/decisions.md 84):
 * a test that reads the mailbox waits until no job is due or running.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/store-api/platform/database/client';
import { rowsOf } from '../../../server/store-api/platform/database/rows-of';
import { within } from './within';

export async function jobsSettled(db: Db, ms = 10_000): Promise<void> {
  await within(async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from jobs where state = 'running' or (state = 'pending' and run_at <= now())`),
    );
    return row!.n === 0;
  }, ms);
}
