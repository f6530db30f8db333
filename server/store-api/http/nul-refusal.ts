/**
 * Every store API call refuses the NUL character in its query and JSON body with a 400 naming the
 * fields (decision 71): PostgreSQL cannot store it, so one slipped past a field's contract was a 500
 * (a custom page's title). Refused, not stripped: a value changed without a word (a password, a
 * slug, a code compared later) is worse than a clear refusal, and no form a person fills sends NUL.
 * The other control characters stay the field contracts' rule (storedText), which knows multi-line text.
 */
import type { FastifyInstance } from 'fastify';
import { nulFieldPaths } from '../../../src/domain/validation/nul-fields';
import { controlCharacterMessage } from '../../../src/domain/validation/stored-text';
import type { Envelope, FieldError } from './envelope';

/** The 400 for a call whose query or body holds NUL, or null when neither does. */
export function nulRefusal(query: unknown, body?: unknown): { status: 400; body: Envelope<{ errors: FieldError[] }> } | null {
  const fields = [...nulFieldPaths(query), ...nulFieldPaths(body)];
  if (fields.length === 0) return null;
  const errors = fields.map((field) => ({ field, message: controlCharacterMessage(field) }));
  return { status: 400, body: { status: 400, message: `Invalid request: ${fields.join(', ')}`, data: { errors } } };
}

/** Refuses NUL in every call of the plugin `app` is, before its guards and handlers (after the body is parsed). */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const refusal = nulRefusal(request.query, request.body);
    if (refusal) return reply.code(refusal.status).send(refusal.body);
  });
}
