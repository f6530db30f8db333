/**
 * A span per database statement while a request or a job is traced (tracing.ts, decision 109), named by
 * its kind and first table (`db SELECT products`). The statement's text and its parameters are never
 * recorded: only the kind and the table, so no shopper's data reaches the collector.
 */
import { tracing } from '../../../tracing';

const KIND = /^\s*(?:\/\*[\s\S]*?\*\/\s*)?([a-z]+)/i;
const TABLE = /\b(?:from|into|update|join)\s+(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/i;

/** The statement's first keyword (SELECT, INSERT, WITH, BEGIN...) and the first table it names, if any. */
export function statementSummary(sql: string): { kind: string; table: string | undefined } {
  return { kind: (KIND.exec(sql)?.[1] ?? 'SQL').toUpperCase(), table: TABLE.exec(sql)?.[1]?.toLowerCase() };
}

/** Runs one statement, in a span of its own when a trace is current. */
export function inQuerySpan<T>(sql: string, run: () => Promise<T>): Promise<T> {
  const traces = tracing();
  if (!traces.on) return run();
  const { kind, table } = statementSummary(sql);
  return traces.inSpan(
    table ? `db ${kind} ${table}` : `db ${kind}`,
    {
      kind: 'client',
      childOnly: true,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': kind, 'db.collection.name': table },
    },
    run,
  );
}
