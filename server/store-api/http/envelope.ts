/**
 * The store API's answer envelope `{ status, message, data }`. Validation failures name the
 * fields; bad input is always a 4xx, never a 5xx.
 */
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export interface FieldError {
  field: string;
  message: string;
}

/** The spec's generic success message (section 9), for an answer that has no more specific one. */
export const GENERIC_SUCCESS = 'Operation completed successfully';

export function ok<T>(data: T, message = GENERIC_SUCCESS): Envelope<T> {
  return { status: 200, message, data };
}

export function sendError(reply: FastifyReply, status: number, message: string, errors?: FieldError[]) {
  return reply.code(status).send({ status, message, data: errors ? { errors } : null });
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(root)', message: issue.message }));
}

/** Parses input with a schema, or answers 400 naming the fields and returns null. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown, reply: FastifyReply): z.infer<S> | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  void sendError(reply, 400, `Invalid request: ${errors.map((e) => e.field).join(', ')}`, errors);
  return null;
}

/**
 * The error handler of the store API and the host: a client error (a body that is no JSON, one too
 * large) keeps Fastify's message; any other failure is logged here and answered with a generic one,
 * because its own text may hold SQL and the values bound to it.
 */
export function answerThrown(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = thrownError(error, request.log);
  return sendError(reply, status, message);
}

/** answerThrown's status and message for a failure (logged when it is not the client's), for a call made in process too. */
export function thrownError(error: Partial<FastifyError>, log: FastifyBaseLogger): { status: number; message: string } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status < 500) return { status, message: error.message ?? '' };
  log.error({ err: error }, 'request failed');
  return { status, message: 'Something went wrong' };
}
