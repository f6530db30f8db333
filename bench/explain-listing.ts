/**
 * EXPLAIN of the listing statements on the large store: the benchmark prints the plans and fails
 * loudly if any statement reads the products table with a sequential scan.
 */
import { sql } from 'drizzle-orm';
import type { ListingRequest, ListingScopeRef } from '../src/domain/catalog/listing-result';
import type { Db } from '../server/store-api/db/client';
import { ListingRepository } from '../server/store-api/listing/listing-repository';

export interface ExplainedListing {
  label: string;
  plans: string[];
  seqScanOnProducts: boolean;
}

export async function explainListing(db: Db, label: string, webId: number, scope: ListingScopeRef, request: ListingRequest): Promise<ExplainedListing> {
  const repository = new ListingRepository({ db });
  const plans: string[] = [];
  for (const statement of repository.statements(webId, scope, request)) {
    const result = (await db.execute(sql`explain ${statement.getSQL()}`)) as unknown as { rows: Array<Record<string, string>> };
    plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return { label, plans, seqScanOnProducts: plans.some((plan) => /Seq Scan on products/.test(plan)) };
}
