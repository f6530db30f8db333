/**
 * A job remembers the trace of the request that enqueued it, while traces are on (tracing.ts,
 * decision 109): the current `traceparent` rides in its payload under a key of its own, taken out
 * again when the job is claimed, so handlers never see it and the job's span links to that request.
 */
import { tracing } from '../../../tracing';

const TRACE_KEY = '__traceparent';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload to store: with the current trace when there is one. */
export function payloadWithTrace(payload: unknown): unknown {
  const traces = tracing();
  if (!traces.on || !isRecord(payload)) return payload;
  const traceparent = traces.outgoingHeaders().traceparent;
  return traceparent ? { ...payload, [TRACE_KEY]: traceparent } : payload;
}

/** The payload as its handler gets it, and the trace it was enqueued in, if any. */
export function payloadAndTrace(stored: unknown): { payload: unknown; traceparent?: string } {
  if (!isRecord(stored) || !(TRACE_KEY in stored)) return { payload: stored };
  const { [TRACE_KEY]: traceparent, ...payload } = stored;
  return typeof traceparent === 'string' ? { payload, traceparent } : { payload };
}
