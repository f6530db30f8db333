/**
 * The health calls an operator's proxy and orchestrator poll (docs/deploy.md, "Health"): /healthz and
 * the store API's /Health say 503 once the database stops answering, so a proxy sends shoppers to
 * another instance; /livez stays 200, so the orchestrator does not restart every instance for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStoreApi } from './support/test-server';

let server: Awaited<ReturnType<typeof startTestStoreApi>>;
beforeAll(async () => {
  server = await startTestStoreApi();
});
afterAll(async () => {
  // The database was closed by the test; the rest of the host closes as usual.
  await server.host.close().catch(() => undefined);
});

const get = async (url: string) => {
  const answer = await fetch(url);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown>, cache: answer.headers.get('cache-control') };
};

describe('the health calls', () => {
  it('say ready while the database answers, and 503 (never a wait) once it stops; liveness stays 200', async () => {
    expect(await get(`${server.origin}/healthz`)).toEqual({ status: 200, body: { status: 'ok', database: 'ok' }, cache: 'no-store' });
    expect(await get(`${server.origin}/livez`)).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get(`${server.baseUrl}/Health`)).toMatchObject({ status: 200, body: { data: { healthy: true, database: 'ok' } } });

    await server.host.database!.close();
    await expect.poll(async () => (await get(`${server.origin}/healthz`)).status, { timeout: 10_000, interval: 250 }).toBe(503);
    expect(await get(`${server.origin}/healthz`)).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'unreachable' } });
    expect(await get(`${server.baseUrl}/Health`)).toMatchObject({
      status: 503,
      body: { data: { healthy: false, database: 'unreachable' } },
    });
    expect((await get(`${server.origin}/livez`)).status).toBe(200);
  });
});
