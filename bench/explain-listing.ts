/**
 * EXPLAIN ANALYZE of a listing's statements as ListingRepository runs them (in its read transaction,
 * JIT off): the totals and facets, the page's ids and the page's cards. Row counts and loops only,
 * no timings, so the integration test can assert on the plans' structure; the benchmark prints them.
 */
import { sql } from 'drizzle-orm';
import type { ListingRequest, ListingScopeRef } from '../src/domain/catalog/listing-result';
import type { Db } from '../server/store-api/platform/database/client';
import { ListingRepository, readListing } from '../server/store-api/catalog/listing.repository';

/** One node of PostgreSQL's JSON plan (the fields used here). */
export interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

export interface ExplainedStatement {
  name: 'summary' | 'page ids' | 'cards';
  plan: PlanNode;
  /** The plan as indented lines, for reading. */
  text: string;
}

/** Every node of a plan, the root first. */
export function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

function lines(node: PlanNode, depth = 0): string[] {
  const what = [
    node['Subplan Name'] ? `${node['Subplan Name']}: ` : '',
    node['Scan Direction'] === 'Backward' ? `${node['Node Type']} Backward` : node['Node Type'],
    node['Index Name'] ? ` using ${node['Index Name']}` : '',
    node['Relation Name'] ? ` on ${node['Relation Name']}` : '',
    ` (rows=${node['Actual Rows']} loops=${node['Actual Loops']}`,
    node['Rows Removed by Filter'] ? ` removed by filter=${node['Rows Removed by Filter']}` : '',
    node['Heap Fetches'] === undefined ? ')' : ` heap fetches=${node['Heap Fetches']})`,
  ].join('');
  return [`${'  '.repeat(depth)}${what}`, ...(node.Plans ?? []).flatMap((child) => lines(child, depth + 1))];
}

export async function explainListing(
  db: Db,
  webId: number,
  scope: ListingScopeRef,
  request: ListingRequest,
): Promise<ExplainedStatement[]> {
  const statements = await new ListingRepository({ db }).statements(webId, scope, request);
  return readListing(db, false, async (tx) => {
    const explained: ExplainedStatement[] = [];
    for (const { name, query } of statements) {
      const result = (await tx.execute(sql`explain (analyze, timing off, format json) ${query.getSQL()}`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
      const raw = Object.values(result.rows[0]!)[0];
      const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>)[0]!.Plan;
      explained.push({ name, plan, text: lines(plan).join('\n') });
    }
    return explained;
  });
}
