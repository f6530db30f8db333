/**
 * The store API's read calls (GET, no rate limit, no body) written once as a function of the call,
 * not of Fastify's request and reply, so the same guard, validation and answer serve a call that
 * came over HTTP and one the embedded host makes in process (in-process-calls.ts): a page's render
 * reads the catalogue without the emulation of an HTTP round trip (docs/decisions.md 49).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccessClaims } from './token.service';
import { fieldErrors, ok, type Envelope, type FieldError } from '../http/envelope';
import { nulRefusal } from '../http/nul-refusal';

/** What a read handler sees of a call, whichever way it came. */
export interface ReadCall {
  query: unknown;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  cookies: Readonly<Record<string, string | undefined>>;
}

/** A guarded call: the tenant is the token's. */
export interface GuardedCall extends ReadCall {
  claims: AccessClaims;
}

/** A call's answer: its status and its envelope. */
export interface Answer {
  status: number;
  body: Envelope<unknown>;
}

export const okAnswer = (data: unknown): Answer => ({ status: 200, body: ok(data) });

export const errorAnswer = (status: number, message: string, errors?: FieldError[]): Answer => ({
  status,
  body: { status, message, data: errors ? { errors } : null },
});

/** A refusal thrown by a handler's checks (a malformed query): the route answers with it. */
export class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(answer.body.message);
  }
}

/** The query read by its contract, or a 400 naming the fields (as parseOr400). */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new Refusal(errorAnswer(400, `Invalid request: ${errors.map((e) => e.field).join(', ')}`, errors));
}

/** Checks a call's token (and the store's gate): its claims, or the answer that refuses it. */
export type CallGuard = (call: ReadCall) => Promise<AccessClaims | Answer>;

const isAnswer = (value: AccessClaims | Answer): value is Answer => 'body' in value && 'status' in value;

/** A read call from guard to answer; what it throws goes to the error handler, as a route's would. */
export type ReadRun = (call: ReadCall) => Promise<Answer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where read routes are listed for the embedded host's in-process calls (in-process-calls.ts). */
    inProcessReads?: Map<string, ReadRun>;
  }
}

export function readRoute(app: FastifyInstance, path: string, guard: CallGuard, handler: (call: GuardedCall) => Promise<Answer>): void;
export function readRoute(app: FastifyInstance, path: string, guard: null, handler: (call: ReadCall) => Promise<Answer>): void;
export function readRoute(
  app: FastifyInstance,
  path: string,
  guard: CallGuard | null,
  handler: ((call: GuardedCall) => Promise<Answer>) | ((call: ReadCall) => Promise<Answer>),
): void {
  const run: ReadRun = async (call) => {
    // Refused here too, not only in the plugin's hook: the embedded host's in-process reads skip hooks.
    const refusal = nulRefusal(call.query);
    if (refusal) return refusal;
    try {
      if (!guard) return await (handler as (call: ReadCall) => Promise<Answer>)(call);
      const claims = await guard(call);
      if (isAnswer(claims)) return claims;
      return await handler({ ...call, claims });
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      throw error;
    }
  };
  app.get(path, async (request: FastifyRequest, reply) => {
    const answer = await run(request);
    return reply.code(answer.status).send(answer.body);
  });
  app.inProcessReads?.set(`${app.prefix}${path}`, run);
}
