/**
 * A span per database statement while a request or a job is traced (tracing.ts, decision 109), named by
 * its kind and first table (`db SELECT products`). The statement's text and its parameters are never
 * recorded: only the kind and the table, so no shopper's data reaches the collector.
 */
import { tracing, type SpanOptions, type TraceSpan } from '../../../tracing';

const KIND = /^\s*(?:\/\*[\s\S]*?\*\/\s*)?([a-z]+)/i;
const TABLE = /\b(?:from|into|update|join)\s+(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/i;

/** The statement's first keyword (SELECT, INSERT, WITH, BEGIN...) and the first table it names, if any. */
export function statementSummary(sql: string): { kind: string; table: string | undefined } {
  return { kind: (KIND.exec(sql)?.[1] ?? 'SQL').toUpperCase(), table: TABLE.exec(sql)?.[1]?.toLowerCase() };
}

function spanOptions(sql: string): { name: string; options: SpanOptions } {
  const { kind, table } = statementSummary(sql);
  return {
    name: table ? `db ${kind} ${table}` : `db ${kind}`,
    options: {
      kind: 'client',
      childOnly: true,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': kind, 'db.collection.name': table },
    },
  };
}

/** Runs one statement, in a span of its own when a trace is current. */
export function inQuerySpan<T>(sql: string, run: () => Promise<T>): Promise<T> {
  const traces = tracing();
  if (!traces.on) return run();
  const { name, options } = spanOptions(sql);
  return traces.inSpan(name, options, run);
}

/** A statement's span for a caller that ends it itself (a callback's); a no-op span when traces are off. */
export function startQuerySpan(sql: string): TraceSpan {
  const { name, options } = spanOptions(sql);
  return tracing().start(name, options);
}
