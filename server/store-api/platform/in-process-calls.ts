/**
 * The embedded host's calls to the store API in the same process (docs/decisions.md 49), without HTTP: a read
 * route (read-route.ts) is run as the function it is, with the same guard, query contract, store
 * sealing and answers as over HTTP, and its envelope comes back as the JSON an HTTP client would
 * have parsed. Every other call (writes, rate-limited calls, a call carrying cookies) goes through
 * Fastify's inject, so its hooks (rate limits, body limits and parsing) apply exactly as over HTTP.
 */
import type { FastifyInstance } from 'fastify';
import { thrownError } from '../http/envelope';
import { errorAnswer, type ReadRun } from './read-route';

/** One call as the host's client makes it: the path under the store API's prefix, the query text, lower-case headers. */
export interface InProcessCall {
  method: 'GET' | 'POST';
  path: string;
  search: string;
  headers: Record<string, string>;
  /** A POST's JSON text. */
  body?: string;
}

/** The call's status and its answer's JSON (null when it had no body). */
export interface InProcessAnswer {
  status: number;
  body: unknown;
}

/** Lists the read routes as the store API registers them (before it does), and answers the host's calls. */
export function inProcessCalls(app: FastifyInstance, prefix: string): (call: InProcessCall) => Promise<InProcessAnswer> {
  const reads = new Map<string, ReadRun>();
  app.decorate('inProcessReads', reads);
  return async (call) => {
    const url = `${prefix}/${call.path}`;
    const headers = lowerCased(call.headers);
    // The closed-store pass may come as a cookie, which only Fastify's cookie parsing reads as HTTP would.
    const read = call.method === 'GET' && headers.cookie === undefined ? reads.get(url) : undefined;
    if (read) {
      try {
        const answer = await read({ query: queryObject(call.search), headers, cookies: {} });
        return { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) as unknown };
      } catch (error) {
        // Logged under the page's request id, which the host's transport passes (request-ids.ts).
        const log = headers['x-request-id'] ? app.log.child({ reqId: headers['x-request-id'] }) : app.log;
        const { status, message } = thrownError(error as Error, log);
        return { status, body: errorAnswer(status, message).body };
      }
    }
    const response = await app.inject({
      method: call.method,
      url: call.search ? `${url}?${call.search}` : url,
      headers,
      ...(call.body !== undefined ? { payload: call.body } : {}),
    });
    return { status: response.statusCode, body: jsonOrNull(response.body) };
  };
}

/** The query as Fastify's parser gives it: a repeated name is an array of its values. */
function queryObject(search: string): Record<string, string | string[]> {
  // No prototype: a name like __proto__ is a key like any other, as in Fastify's parser.
  const query = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(search)) {
    const held = query[name];
    query[name] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return query;
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function jsonOrNull(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
