/** How many jobs wait, run or died, by kind: what an operator's metrics show of the queue (docs/deploy.md, "Metrics"). */
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../database/client';
import { jobs } from './jobs.tables';

export interface JobCount {
  kind: string;
  state: 'pending' | 'running' | 'dead';
  count: number;
}

export async function readJobCounts(db: Db): Promise<JobCount[]> {
  const rows = await db
    .select({ kind: jobs.kind, state: jobs.state, count: count() })
    .from(jobs)
    .where(inArray(jobs.state, ['pending', 'running', 'dead']))
    .groupBy(jobs.kind, jobs.state);
  return rows.map((row) => ({ kind: row.kind, state: row.state as JobCount['state'], count: Number(row.count) }));
}
