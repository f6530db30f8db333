/**
 * The host's guards: an unexpected failure is answered without its own text (a database error's
 * holds the SQL and bound values), a client error keeps Fastify's message, and a Host header no
 * URL can be built from is a 400 naming it before any route runs.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerHostGuards } from '../../../server/host/host-guards';
import { uniqueViolation } from '../../../server/store-api/platform/database/unique-violation';

async function app() {
  const fastify = Fastify({ logger: false });
  registerHostGuards(fastify);
  fastify.get('/fails', async () => {
    throw new Error('Failed query: select "body" from "media" where "media"."path" = $1\nparams: secret-value');
  });
  fastify.post('/echo', async (request) => request.body);
  await fastify.ready();
  return fastify;
}

describe('host guards', () => {
  it('answers a failure with a generic message, never the SQL or its values', async () => {
    const answer = await (await app()).inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ status: 500, message: 'Something went wrong', data: null });
    expect(answer.body).not.toMatch(/select|secret-value/);
  });

  it("keeps a client error's own message (a body that is no JSON)", async () => {
    const answer = await (
      await app()
    ).inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/JSON/);
  });

  it('refuses a Host header it cannot build a URL from, and lets a good one (or none) through', async () => {
    const fastify = await app();
    const refused = await fastify.inject({
      method: 'POST',
      url: '/echo',
      headers: { host: 'exa mple', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors).toEqual([{ field: 'Host', message: 'Host must be a host name' }]);
    expect(
      (
        await fastify.inject({
          method: 'POST',
          url: '/echo',
          headers: { host: 'aurora.localhost:3000', 'content-type': 'application/json' },
          payload: '{}',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('uniqueViolation', () => {
  it('names the constraint of a unique violation, thrown directly or wrapped as the cause', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'customers_store_phone_uq' });
    expect(uniqueViolation(driverError)).toEqual({ constraint: 'customers_store_phone_uq' });
    expect(uniqueViolation(new Error('Failed query', { cause: driverError }))).toEqual({ constraint: 'customers_store_phone_uq' });
  });

  it('is null for any other failure', () => {
    expect(uniqueViolation(Object.assign(new Error('bad'), { code: '22021' }))).toBeNull();
    expect(uniqueViolation('text')).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
  });
});
