/**
 * The maintenance event stream holds a socket per open tab, so streams are capped per client
 * address and for the host in all (docs/security.md): beyond either, 429 with Retry-After before a stream
 * opens, and a closed stream gives its place back.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerMaintenanceStream } from '../../server/store-api/web/maintenance-stream.route';
import { StoreRepository } from '../../server/store-api/platform/store.repository';
import { STREAM_LIMITS } from '../../server/store-api/web/stream-slots';
import { fastifyTrustProxy } from '../../server/trust-proxy';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();
const opened: AbortController[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.abort();
});

/** Opens a stream from `address` and leaves it open (until the test ends); its status and Retry-After. */
async function open(origin: string, address: string) {
  const stream = new AbortController();
  opened.push(stream);
  const response = await fetch(`${origin}/api/maintenance/stream?store=nordic`, {
    headers: { 'x-forwarded-for': address },
    signal: stream.signal,
  });
  if (response.status !== 200) await response.body?.cancel();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), close: () => stream.abort() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('GET /api/maintenance/stream', () => {
  it(`lets one client address hold ${STREAM_LIMITS.perClient} streams, refuses the next with 429, and takes one more once one closes`, async () => {
    const streams = [];
    for (let i = 0; i < STREAM_LIMITS.perClient; i += 1) streams.push(await open(server.origin, '198.18.7.7'));
    expect(streams.map((stream) => stream.status).every((status) => status === 200)).toBe(true);
    const refused = await open(server.origin, '198.18.7.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await open(server.origin, '198.18.7.8')).status).toBe(200);

    streams[0]!.close();
    await settle();
    expect((await open(server.origin, '198.18.7.7')).status).toBe(200);
  });

  it("caps the host's open streams in all, whichever addresses hold them", async () => {
    const web = Fastify({ trustProxy: fastifyTrustProxy(1) });
    const quiet = { subscribe: () => () => undefined };
    registerMaintenanceStream(web, {
      stores: new StoreRepository({ db: server.host.database!.db }),
      events: quiet as never,
      limits: { perClient: 2, total: 3 },
    });
    await web.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(web.server.address() as { port: number }).port}`;
    try {
      const first = await open(origin, '203.0.113.1');
      const statuses = [first.status, (await open(origin, '203.0.113.2')).status, (await open(origin, '203.0.113.3')).status];
      expect(statuses).toEqual([200, 200, 200]);
      expect((await open(origin, '203.0.113.4')).status).toBe(429);
      first.close();
      await settle();
      expect((await open(origin, '203.0.113.4')).status).toBe(200);
    } finally {
      for (const stream of opened.splice(0)) stream.abort();
      await web.close();
    }
  });

  it('still refuses a bad store name (400) or an unknown store (404) without holding a place', async () => {
    for (let i = 0; i < STREAM_LIMITS.perClient + 2; i += 1) {
      const response = await fetch(`${server.origin}/api/maintenance/stream?store=no-such-store`, {
        headers: { 'x-forwarded-for': '198.18.9.9' },
      });
      expect(response.status).toBe(404);
    }
    expect((await open(server.origin, '198.18.9.9')).status).toBe(200);
  });
});
