/**
 * One id per request, the same on every instance's logs and across a page's own store API calls
 * (docs/deploy.md, "Logs"): a proxy's X-Request-Id is kept when it looks like an id (1-128 of
 * letters, digits and `._:-`, so a client cannot write into the logs), else a random UUID is made,
 * unique across a fleet where per-process counters repeated (`req-5` on both instances). Every answer
 * says its id in X-Request-Id, for a shopper's report to be found in the logs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the proxy's id when it is one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
